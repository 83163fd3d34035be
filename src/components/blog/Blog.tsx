/**
 * The blog page (SPEC sections 2 and 4): /blog shows the list, /blog/{slug} the post. The slug is
 * read from the address at run time, so a post published after the build opens too; a missing or
 * unpublished slug shows nothing and falls back to the list. On a pre-rendered post page the post
 * arrives as a prop (search engines read it without JavaScript) and is checked again here, so a
 * post unpublished since the build gives way to the list.
 */
import { useEffect, useState } from 'react';
import { BLOG } from '../../data/blog.ts';
import {
  fetchPublishedPost,
  fetchPublishedPosts,
  type Post,
  type PostSummary,
} from '../../lib/blog-client.ts';
import { slugFromPath } from '../../lib/blog-paths.ts';
import PostList from './PostList.tsx';
import PostView from './PostView.tsx';

export interface BlogProps {
  /** The post as it was at build time, on a pre-rendered post page. */
  initialPost?: Post | undefined;
}

/** `posts` is null while loading; a failed fetch leaves an empty list and no message (SPEC section 8). */
type View =
  | { kind: 'list'; posts: PostSummary[] | null; failed: boolean }
  | { kind: 'post-loading' }
  | { kind: 'post'; post: Post };

export default function Blog({ initialPost }: BlogProps) {
  const [view, setView] = useState<View>(
    initialPost ? { kind: 'post', post: initialPost } : { kind: 'list', posts: null, failed: false },
  );

  useEffect(() => {
    let cancelled = false;
    const show = (next: View) => {
      if (!cancelled) setView(next);
    };
    const showList = async () => {
      show({ kind: 'list', posts: null, failed: false });
      const posts = await fetchPublishedPosts(BLOG.limit);
      show({ kind: 'list', posts: posts ?? [], failed: posts === null });
    };
    const showPost = async (slug: string) => {
      if (!initialPost) show({ kind: 'post-loading' });
      const lookup = await fetchPublishedPost(slug);
      if (lookup.status === 'found') return show({ kind: 'post', post: lookup.post });
      // A pre-rendered post stays when only the network failed; it was published at build time.
      if (lookup.status === 'failed' && initialPost) return;
      await showList();
    };

    const slug = slugFromPath(window.location.pathname);
    void (slug ? showPost(slug) : showList());
    return () => {
      cancelled = true;
    };
  }, [initialPost]);

  if (view.kind === 'list') return <PostList posts={view.posts} failed={view.failed} />;
  return <PostView post={view.kind === 'post' ? view.post : null} />;
}
