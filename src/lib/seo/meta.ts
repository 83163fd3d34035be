/**
 * The head metadata of a page (Base.astro): its full title, canonical address and the share image
 * its link previews show, all absolute URLs on the configured site address (SITE_URL).
 */
import { SECULAR_SHARE_PATHS, SHARE_IMAGES, type ShareImage } from '../../data/seo.ts';
import { SITE } from '../../data/site.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The address to index: the page's own path, or the one its canonical link names. */
  canonicalPath: string;
  siteUrl: string | URL;
}

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  image: ShareImage & { url: string };
}

/** "Our Story" becomes "Our Story | Kindred"; the home page's title is the site name alone. */
export function fullTitle(title: string): string {
  return title === SITE.name ? title : `${title} | ${SITE.name}`;
}

/** Pages for secular organizations share the secular image; all others the default mode's. */
export function shareImageFor(canonicalPath: string): ShareImage {
  const withSlash = canonicalPath.endsWith('/') ? canonicalPath : `${canonicalPath}/`;
  return SECULAR_SHARE_PATHS.includes(withSlash) ? SHARE_IMAGES.secular : SHARE_IMAGES.faith;
}

export function pageMeta(input: PageMetaInput): PageMeta {
  const image = shareImageFor(input.canonicalPath);
  return {
    title: fullTitle(input.title),
    description: input.description,
    canonicalUrl: new URL(input.canonicalPath, input.siteUrl).href,
    image: { ...image, url: new URL(image.path, input.siteUrl).href },
  };
}
