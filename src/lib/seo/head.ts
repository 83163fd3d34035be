/**
 * How a page names itself in its head: the full title, the description and the absolute canonical
 * address. Apart from meta.ts (which adds the share image), so the blog island can name a post the
 * way its pre-rendered page does without loading the share images' data.
 */
import { SITE } from '../../data/site.ts';

export interface PageHeadInput {
  title: string;
  description: string;
  /** The address to index: the page's own path, or the one its canonical link names. */
  canonicalPath: string;
  siteUrl: string | URL;
}

export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
}

/** "Our Story" becomes "Our Story | Kindred"; the home page's title is the site name alone. */
export function fullTitle(title: string): string {
  return title === SITE.name ? title : `${title} | ${SITE.name}`;
}

export function pageHead(input: PageHeadInput): PageHead {
  return {
    title: fullTitle(input.title),
    description: input.description,
    canonicalUrl: new URL(input.canonicalPath, input.siteUrl).href,
  };
}
