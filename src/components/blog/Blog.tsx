/**
 * The blog page (docs/product.md#blog-page-states): /blog shows the list, /blog/{slug} the post. The slug is
 * read from the address at run time, so a post published after the build opens too; a missing or
 * unpublished slug shows nothing and falls back to the list. On a pre-rendered post page the post
 * arrives as a prop (search engines read it without JavaScript) and is checked again here, so a
 * post unpublished since the build gives way to the list. Likewise /blog is pre-rendered with the
 * posts published at build time, shown at once and refreshed here without a loading state.
 */
import { useEffect, useState } from 'react';
import { BLOG } from '../../data/blog.ts';
import {
  fetchPublishedPost,
  fetchPublishedPosts,
  type Post,
  type PostSummary,
} from '../../lib/db/blog-posts.ts';
import { slugFromPath } from '../../lib/blog/paths.ts';
import PostList from './PostList.tsx';
import PostView from './PostView.tsx';

export interface BlogProps {
  /** The post as it was at build time, on a pre-rendered post page. */
  initialPost?: Post | undefined;
  /** The list as it was at build time, on /blog, when the build found published posts. */
  initialPosts?: PostSummary[] | undefined;
}

/**
 * `posts` is null while loading; a failed fetch leaves an empty list and no message
 * (docs/product.md#blog-page-states).
 */
type View =
  | { kind: 'list'; posts: PostSummary[] | null; failed: boolean }
  | { kind: 'post-loading' }
  | { kind: 'post'; post: Post };

function initialView(initialPost: Post | undefined, initialPosts: PostSummary[] | undefined): View {
  if (initialPost) return { kind: 'post', post: initialPost };
  return { kind: 'list', posts: initialPosts ?? null, failed: false };
}

export default function Blog({ initialPost, initialPosts }: BlogProps) {
  const [view, setView] = useState<View>(() => initialView(initialPost, initialPosts));

  useEffect(() => {
    let cancelled = false;
    const show = (next: View) => {
      if (!cancelled) setView(next);
    };
    // The build's list stays on show while the live one loads, and where the fetch fails.
    const buildList = initialPosts ?? null;
    const showList = async () => {
      show({ kind: 'list', posts: buildList, failed: false });
      const posts = await fetchPublishedPosts(BLOG.limit);
      show({ kind: 'list', posts: posts ?? buildList ?? [], failed: posts === null });
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
  }, [initialPost, initialPosts]);

  if (view.kind === 'list') return <PostList posts={view.posts} failed={view.failed} />;
  return <PostView post={view.kind === 'post' ? view.post : null} />;
}
