/**
 * How the blog's pages name themselves in their head: the list and each post. The pre-rendered
 * pages pass these to the layout (index.astro, and [slug].astro through post-page.ts); the island
 * writes the same at run time when it shows what the served HTML was not built for (a post on the
 * list's HTML, the list on a post's address), through runtimeHead. One source, so a post's tab,
 * description and canonical read the same before and after its page is built.
 */
import { BLOG } from '../../data/blog.ts';
import type { Post } from '../db/blog-posts.ts';
import { pageHead, type PageHead, type PageHeadInput } from '../seo/head.ts';
import { postSummary } from './summary.ts';
import { BLOG_CANONICAL_PATH, postCanonicalPath } from './paths.ts';

/** What a blog page hands the layout (Marketing.astro) to name itself. */
export interface BlogHeadInput extends Omit<PageHeadInput, 'siteUrl'> {
  /** Open Graph type: posts are articles. */
  ogType: 'website' | 'article';
}

export const LIST_PAGE_HEAD: BlogHeadInput = {
  title: BLOG.title,
  description: BLOG.description,
  canonicalPath: BLOG_CANONICAL_PATH,
  ogType: 'website',
};

export type PostHeadFields = Pick<Post, 'title' | 'slug' | 'excerpt' | 'content' | 'format'>;

export function postPageHead(post: PostHeadFields): BlogHeadInput {
  return {
    title: post.title,
    description: postSummary(post),
    canonicalPath: postCanonicalPath(post.slug),
    ogType: 'article',
  };
}

/**
 * What the blog island shows: a post, or the list, either at /blog or instead of a post the address
 * names that is not published (`postMissing`).
 */
export type BlogShown = { kind: 'post'; post: PostHeadFields } | { kind: 'list'; postMissing: boolean };

export interface RuntimeHead extends PageHead {
  ogType: BlogHeadInput['ogType'];
  /**
   * False for the list shown at a post's address: a copy of /blog under another address, so it is
   * kept out of search results (noindex) while its canonical still names /blog/.
   */
  indexable: boolean;
}

/** The head the page should have for what the island shows, as the layout would have written it. */
export function runtimeHead(shown: BlogShown, siteUrl: string | URL): RuntimeHead {
  const { ogType, ...input } = shown.kind === 'post' ? postPageHead(shown.post) : LIST_PAGE_HEAD;
  return {
    ...pageHead({ ...input, siteUrl }),
    ogType,
    indexable: shown.kind === 'post' || !shown.postMissing,
  };
}
