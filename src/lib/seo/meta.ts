/**
 * The head metadata of a page (Base.astro): its full title, description and canonical address
 * (head.ts), and the share image its link previews show, all absolute URLs on the configured site
 * address (SITE_URL).
 */
import { SECULAR_SHARE_PATHS, SHARE_IMAGES, type ShareImage } from '../../data/seo.ts';
import { pageHead, type PageHead, type PageHeadInput } from './head.ts';

/** The picture a link preview shows: the site's, or a page's own (a post's cover). */
export interface PageImage {
  /** Site-relative or absolute. */
  path: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

export interface PageMeta extends PageHead {
  image: PageImage & { url: string };
}

/** Pages for secular organizations share the secular image; all others the default mode's. */
export function shareImageFor(canonicalPath: string): ShareImage {
  const withSlash = canonicalPath.endsWith('/') ? canonicalPath : `${canonicalPath}/`;
  return SECULAR_SHARE_PATHS.includes(withSlash) ? SHARE_IMAGES.secular : SHARE_IMAGES.faith;
}

export function pageMeta(input: PageHeadInput, own?: PageImage): PageMeta {
  const { path, width, height, alt } = shareImageFor(input.canonicalPath);
  const image = own ?? { path, width, height, alt, type: 'image/png' };
  return { ...pageHead(input), image: { ...image, url: new URL(image.path, input.siteUrl).href } };
}
