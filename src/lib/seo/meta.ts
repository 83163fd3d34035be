/**
 * The head metadata of a page (Base.astro): its full title, description and canonical address
 * (head.ts), and the share image its link previews show, all absolute URLs on the configured site
 * address (SITE_URL).
 */
import { SECULAR_SHARE_PATHS, SHARE_IMAGES, type ShareImage } from '../../data/seo.ts';
import { pageHead, type PageHead, type PageHeadInput } from './head.ts';

export interface PageMeta extends PageHead {
  image: ShareImage & { url: string };
}

/** Pages for secular organizations share the secular image; all others the default mode's. */
export function shareImageFor(canonicalPath: string): ShareImage {
  const withSlash = canonicalPath.endsWith('/') ? canonicalPath : `${canonicalPath}/`;
  return SECULAR_SHARE_PATHS.includes(withSlash) ? SHARE_IMAGES.secular : SHARE_IMAGES.faith;
}

export function pageMeta(input: PageHeadInput): PageMeta {
  const image = shareImageFor(input.canonicalPath);
  return { ...pageHead(input), image: { ...image, url: new URL(image.path, input.siteUrl).href } };
}
