/**
 * The blog page (docs/product.md#blog-page-states): /blog shows the list, /blog/{slug} the post. The slug is
 * read from the address at run time, so a post published after the build opens too: the list it
 * is served stays on screen, under "Loading post" (src/lib/blog/post-loading.ts), until the post
 * has arrived; a missing or unpublished slug ends the loading state and keeps the list. The
 * island wakes with the freshness check's answer in hand (src/lib/blog/live-handoff.ts) and asks
 * only what that answer does not say. On a pre-rendered post page the post
 * arrives as a prop (search engines read it without JavaScript) and is checked again here, so a
 * post unpublished since the build gives way to the list. Likewise /blog is pre-rendered with the
 * posts published at build time, shown at once and refreshed here without a loading state.
 * Whatever it shows, the island gives the document the head of that post or of the list (title,
 * description, canonical, share tags), and noindex to the list standing in for a missing post.
 */
import { useEffect, useState } from 'react';
import { BLOG } from '../../data/blog.ts';
import {
  fetchPublishedPost,
  fetchPublishedPosts,
  type Post,
  type PostLookup,
  type PostSummary,
} from '../../lib/db/blog-posts.ts';
import { applyHead } from '../../lib/blog/apply-head.ts';
import type { LiveAnswer } from '../../lib/blog/freshness.ts';
import { takeLiveAnswer } from '../../lib/blog/live-handoff.ts';
import { runtimeHead } from '../../lib/blog/page-head.ts';
import { slugFromPath } from '../../lib/blog/paths.ts';
import { endPostLoading } from '../../lib/blog/post-loading.ts';
import PostList from './PostList.tsx';
import PostView from './PostView.tsx';

export interface BlogProps {
  /** The post as it was at build time, on a pre-rendered post page. */
  initialPost?: Post | undefined;
  /** That post's content as HTML, rendered at build time, when it is a Markdown post. */
  initialHtml?: string | undefined;
  /** The posts related to it by tags, as the build found them. */
  initialRelated?: PostSummary[] | undefined;
  /** The images the build made copies of (CoverImage.tsx). */
  builtImages?: string[] | undefined;
  /** The list as it was at build time, on /blog, when the build found published posts. */
  initialPosts?: PostSummary[] | undefined;
}

/**
 * `posts` is null while loading; a failed fetch leaves an empty list and no message
 * (docs/product.md#blog-page-states). `postMissing`: the list stands in for a post the address
 * names that is not published.
 */
type View =
  | { kind: 'list'; posts: PostSummary[] | null; failed: boolean; postMissing: boolean }
  | { kind: 'post'; post: Post; html?: string | undefined };

function initialView(
  initialPost: Post | undefined,
  initialHtml: string | undefined,
  initialPosts: PostSummary[] | undefined,
): View {
  if (initialPost) return { kind: 'post', post: initialPost, html: initialHtml };
  return { kind: 'list', posts: initialPosts ?? null, failed: false, postMissing: false };
}

/**
 * Names the page after what it shows (docs/product.md#blog-page-states), as the pre-rendered page
 * of that post or of the list would: the served HTML may be the list's for a post the build did not
 * render, or a post's that has since been edited or withdrawn.
 */
function nameThePage(view: View): void {
  const shown =
    view.kind === 'post'
      ? { kind: 'post' as const, post: view.post }
      : { kind: 'list' as const, postMissing: view.postMissing };
  applyHead(document, runtimeHead(shown, import.meta.env.SITE));
}

/** The post the address names, from the freshness check's answer or, without one, asked here. */
async function lookUpPost(slug: string, handed: LiveAnswer | null): Promise<PostLookup> {
  return handed?.kind === 'post' ? handed.lookup : fetchPublishedPost(slug);
}

/** The live list, from the freshness check's answer or, without one, asked here. */
async function livePosts(handed: LiveAnswer | null): Promise<PostSummary[] | null> {
  if (handed?.kind !== 'list') return fetchPublishedPosts(BLOG.limit);
  return handed.posts && [...handed.posts];
}

/**
 * A Markdown post's HTML: the build's when the content is the one it rendered, else rendered here
 * by the renderer loaded only now, so a plain post or an unchanged page never downloads it.
 */
async function postHtml(post: Post, built: { post?: Post | undefined; html?: string | undefined }) {
  if (post.format !== 'markdown') return undefined;
  if (built.html !== undefined && built.post?.content === post.content) return built.html;
  const { renderMarkdown } = await import('../../lib/blog/markdown.ts');
  return renderMarkdown(post.content);
}

export default function Blog({
  initialPost,
  initialHtml,
  initialRelated,
  initialPosts,
  builtImages,
}: BlogProps) {
  const [view, setView] = useState<View>(() => initialView(initialPost, initialHtml, initialPosts));
  // Whether the address's post has been looked up: until then "Loading post" stays over the list.
  const [lookedUp, setLookedUp] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const handed = takeLiveAnswer();
    const show = (next: View) => {
      if (cancelled) return;
      setView(next);
      setLookedUp(true);
    };
    // The build's list stays on show while the live one loads, and where the fetch fails.
    const buildList = initialPosts ?? null;
    const showLiveList = async (postMissing: boolean, answer: LiveAnswer | null) => {
      show({ kind: 'list', posts: buildList, failed: false, postMissing });
      const posts = await livePosts(answer);
      show({ kind: 'list', posts: posts ?? buildList ?? [], failed: posts === null, postMissing });
    };
    // Where the post is not shown, the list on screen stays as it is; only a build without posts,
    // whose page shows the list loading, reads the live one.
    const keepList = (postMissing: boolean) =>
      buildList
        ? show({ kind: 'list', posts: buildList, failed: false, postMissing })
        : showLiveList(postMissing, null);
    const showPost = async (slug: string) => {
      const lookup = await lookUpPost(slug, handed);
      if (lookup.status === 'found') {
        const html = await postHtml(lookup.post, { post: initialPost, html: initialHtml });
        return show({ kind: 'post', post: lookup.post, html });
      }
      // A pre-rendered post stays when only the network failed; it was published at build time.
      if (lookup.status === 'failed' && initialPost) {
        return show({ kind: 'post', post: initialPost, html: initialHtml });
      }
      await keepList(lookup.status === 'missing');
    };

    const slug = slugFromPath(window.location.pathname);
    void (slug ? showPost(slug) : showLiveList(false, handed));
    return () => {
      cancelled = true;
    };
  }, [initialPost, initialHtml, initialPosts]);

  useEffect(() => nameThePage(view), [view]);
  useEffect(() => {
    if (lookedUp) endPostLoading();
  }, [lookedUp]);

  if (view.kind === 'list')
    return <PostList posts={view.posts} failed={view.failed} builtImages={builtImages} />;
  // Related posts are the build's: a post it did not render shows none.
  const related = view.post.slug === initialPost?.slug ? initialRelated : undefined;
  return <PostView post={view.post} html={view.html} related={related} builtImages={builtImages} />;
}
