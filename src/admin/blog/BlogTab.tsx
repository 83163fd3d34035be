/**
 * The admin dashboard's Blog tab: the list of every post and the create/edit form, with the toasts
 * of docs/product.md#admin-blog-form. The list is re-fetched after every change, so it always shows
 * what the database holds; so is the line on whether the public site is up to date
 * (docs/product.md#site-status), which also follows a rebuild while the list is on screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createBrowserClient } from '../../lib/db/browser-client.ts';
import { showToast } from '../../lib/ui/toast.ts';
import BlogPostForm from './BlogPostForm.tsx';
import BlogPostList, { type ListState } from './BlogPostList.tsx';
import SiteStatus from './SiteStatus.tsx';
import type { BlogPostValues } from '../../lib/db/blog-posts-admin.ts';
import type { BlogPost } from '../../lib/db/blog-posts.ts';
import { removeBlogImages } from '../../lib/db/blog-images.ts';
import { unusedImages } from '../../lib/images/blog-image.ts';
import { createPost, deletePost, listPosts, POST_SAVE, updatePost, type Outcome } from './posts-api.ts';
import { BLOG_ADMIN } from './strings.ts';
import { useSiteStatus } from './use-site-status.ts';

const TOAST = BLOG_ADMIN.toast;

export interface BlogTabProps {
  userId: string;
  /** Whether the tab is the one on screen: the site's status is followed only then. */
  selected: boolean;
}

/** Which screen the tab shows: the list, or the form for a new post (null) or an existing one. */
type View = { screen: 'list' } | { screen: 'form'; post: BlogPost | null };

/** The signed-in user per the client's session: the database checks author_id against it. */
async function sessionUserId(): Promise<string | null> {
  const { data } = await createBrowserClient().auth.getSession();
  return data.session?.user.id ?? null;
}

export default function BlogTab({ userId, selected }: BlogTabProps) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [view, setView] = useState<View>({ screen: 'list' });
  const [changes, setChanges] = useState(0);
  const siteStatus = useSiteStatus(selected && view.screen === 'list', changes);
  const [saving, setSaving] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusListNext = useRef(false);

  const refresh = useCallback(
    () =>
      listPosts().then((posts) => {
        if (posts) {
          setList({ status: 'ready', posts });
          return;
        }
        setList({ status: 'failed' });
        showToast({ title: TOAST.fetchFailed, tone: 'error' });
      }),
    [],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // After a save, a cancel or a delete, focus goes back to the list once it is on screen again.
  useEffect(() => {
    if (view.screen === 'list' && focusListNext.current) {
      focusListNext.current = false;
      headingRef.current?.focus();
    }
  });

  function showList() {
    focusListNext.current = true;
    setView({ screen: 'list' });
  }

  async function save(values: BlogPostValues) {
    if (view.screen !== 'form') return;
    setSaving(true);
    try {
      const authorId = await sessionUserId();
      if (!userId || !authorId) {
        showToast({ title: TOAST.notAuthenticated, tone: 'error', about: POST_SAVE });
        return;
      }
      const outcome: Outcome = view.post
        ? await updatePost(view.post.id, values)
        : await createPost(values, authorId);
      if (!outcome.ok) {
        showToast({
          title: outcome.message,
          description: outcome.description,
          tone: 'error',
          about: POST_SAVE,
        });
        return;
      }
      showToast({ title: view.post ? TOAST.updated : TOAST.created, tone: 'success', about: POST_SAVE });
      setChanges((count) => count + 1);
      await refresh();
      showList();
    } catch {
      showToast({ title: TOAST.saveFailed, tone: 'error', about: POST_SAVE });
    } finally {
      setSaving(false);
    }
  }

  async function remove(post: BlogPost) {
    if (!window.confirm(BLOG_ADMIN.confirmDelete)) return;
    setBusyId(post.id);
    try {
      const deleted = await deletePost(post.id);
      showToast(
        deleted ? { title: TOAST.deleted, tone: 'success' } : { title: TOAST.deleteFailed, tone: 'error' },
      );
      const others = list.status === 'ready' ? list.posts.filter((other) => other.id !== post.id) : null;
      const unused = deleted && others ? unusedImages(post, others) : [];
      if (unused.length > 0 && window.confirm(BLOG_ADMIN.confirmDeleteImages(unused.length))) {
        const removed = await removeBlogImages(unused);
        showToast(
          removed
            ? { title: TOAST.imagesDeleted, tone: 'success' }
            : { title: TOAST.imagesDeleteFailed, tone: 'error' },
        );
      }
    } catch {
      showToast({ title: TOAST.deleteFailed, tone: 'error' });
    } finally {
      setBusyId(null);
    }
    focusListNext.current = true;
    setChanges((count) => count + 1);
    await refresh();
  }

  if (view.screen === 'form') {
    return (
      <BlogPostForm
        key={view.post?.id ?? 'new'}
        post={view.post}
        saving={saving}
        onSave={(values) => void save(values)}
        onCancel={showList}
      />
    );
  }
  return (
    <BlogPostList
      state={list}
      busyId={busyId}
      headingRef={headingRef}
      siteStatus={<SiteStatus state={siteStatus} />}
      onNew={() => setView({ screen: 'form', post: null })}
      onEdit={(post) => setView({ screen: 'form', post })}
      onDelete={(post) => void remove(post)}
      onRetry={() => {
        setList({ status: 'loading' });
        void refresh();
      }}
    />
  );
}
