/**
 * What search engines and link previews read beyond a page's own title and description: the share
 * images (one per display mode), the icons and web manifest, and the organization's structured
 * data. The image and icon files in public/ are made from this by `node scripts/brand-images.ts`.
 */
import type { Mode } from './types.ts';
import { HERO } from './home.ts';
import { SITE } from './site.ts';

export interface ShareImage {
  /** Site-relative address of the PNG in public/. */
  path: string;
  width: number;
  height: number;
  alt: string;
  /** The line written on the image under the site name. */
  headline: string;
}

/** 1200x630 is the size Open Graph and X's large card both crop least. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const SHARE_IMAGES: Record<Mode, ShareImage> = {
  faith: {
    path: '/og-faith.png',
    ...SHARE_IMAGE_SIZE,
    headline: HERO.headline.faith,
    alt: `${SITE.name}: ${HERO.headline.faith}`,
  },
  secular: {
    path: '/og-secular.png',
    ...SHARE_IMAGE_SIZE,
    headline: HERO.headline.secular,
    alt: `${SITE.name}: ${HERO.headline.secular}`,
  },
};

/**
 * Pages written for secular organizations whatever the visitor's display mode (their canonical
 * paths): shared with the secular image. Every other page is shared with the default mode's.
 */
export const SECULAR_SHARE_PATHS: readonly string[] = ['/secular-unified/'];

export const SHARE_META = {
  /** Open Graph writes locales with an underscore. */
  ogLocale: SITE.locale.replace('-', '_'),
  twitterCard: 'summary_large_image',
} as const;

export interface IconFile {
  path: string;
  /** Edge length in pixels; every icon is square. */
  size: number;
  /**
   * "maskable": the mark sits inside the safe circle on a full-bleed background, which platforms
   * crop to their own shape (iOS rounds the Apple touch icon's corners itself, so it is one too).
   */
  purpose: 'any' | 'maskable';
}

export const ICONS = {
  /** A PNG inside an .ico, for browsers and tools that only ask for /favicon.ico. */
  favicon: { path: '/favicon.ico', size: 32, purpose: 'any' },
  appleTouch: { path: '/apple-touch-icon.png', size: 180, purpose: 'maskable' },
  manifest: [
    { path: '/icon-192.png', size: 192, purpose: 'any' },
    { path: '/icon-512.png', size: 512, purpose: 'any' },
    { path: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  ],
} as const satisfies { favicon: IconFile; appleTouch: IconFile; manifest: readonly IconFile[] };

export const MANIFEST_PATH = '/site.webmanifest';

export const WEB_MANIFEST = {
  name: SITE.name,
  shortName: SITE.name,
  description: SITE.description,
  startUrl: '/',
  display: 'standalone',
  /** The page behind the splash screen: the site's white. */
  backgroundColor: '#ffffff',
} as const;

/** schema.org Organization on the home page. */
export const ORGANIZATION = {
  name: SITE.name,
  description: SITE.description,
  /** The square icon search engines may show beside results. */
  logoPath: '/icon-512.png',
} as const;

/** schema.org Product for the pricing section, whose offers are the tiers of pricing.ts. */
export const PRODUCT = {
  name: SITE.name,
  description: SITE.description,
  /** Where the offers are shown. */
  offersPath: '/#pricing',
  /** How each offer's price is counted: the cards show USD per seat per month. */
  priceUnit: 'per seat per month',
  imagePath: SHARE_IMAGES.faith.path,
} as const;
