/** Search and sharing metadata, and the committed image files in public/ (made by scripts/brand-images.ts). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngInIco, pngSize } from '../../../../scripts/brand-images/image-files.ts';
import { PRICING_TIERS, tierTitle } from '../../../../src/data/pricing.ts';
import { ICONS, ORGANIZATION, PRODUCT, SHARE_IMAGES } from '../../../../src/data/seo.ts';
import { accentColors, oklchToHex, readOklchToken } from '../../../../src/lib/seo/colors.ts';
import { organizationJsonLd, productJsonLd } from '../../../../src/lib/seo/json-ld.ts';
import { webManifest } from '../../../../src/lib/seo/manifest.ts';
import { fullTitle } from '../../../../src/lib/seo/head.ts';
import { pageMeta } from '../../../../src/lib/seo/meta.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const publicFile = (path: string) => readFile(join(root, 'public', path));
const globalCss = await readFile(join(root, 'src', 'styles', 'global.css'), 'utf8');
const SITE_URL = 'https://kindred.example.org';

describe('brand colours', () => {
  it.each([
    [{ l: 0.45, c: 0.14, h: 295 }, '#5d4099'],
    [{ l: 0.47, c: 0.12, h: 200 }, '#006d75'],
    [{ l: 1, c: 0, h: 0 }, '#ffffff'],
    [{ l: 0, c: 0, h: 0 }, '#000000'],
  ])('oklch %j is %s, as Chromium paints it', (color, hex) => {
    expect(oklchToHex(color)).toBe(hex);
  });

  it('reads the accents of both modes from global.css, and names the token it cannot find', () => {
    expect(accentColors(globalCss)).toEqual({ faith: '#5d4099', secular: '#006d75' });
    const read = () => readOklchToken(':root {}', 'color-faith');
    expect(read).toThrow('global.css has no --color-faith: oklch(L C H) token');
  });
});

/** The site's share image as a page's metadata carries it: a PNG, without its headline. */
const SHARE_IMAGE_OF = ({ path, width, height, alt }: (typeof SHARE_IMAGES)['faith']) => ({
  ...{ path, width, height, alt, type: 'image/png' },
});

describe('page metadata', () => {
  it('appends the site name to every title but the home page, and gives absolute canonical and image URLs on the configured site', () => {
    expect(['Our Story', 'Kindred'].map(fullTitle)).toEqual(['Our Story | Kindred', 'Kindred']);
    expect(
      pageMeta({ title: 'Blog', description: 'Notes', canonicalPath: '/blog/', siteUrl: SITE_URL }),
    ).toEqual({
      title: 'Blog | Kindred',
      description: 'Notes',
      canonicalUrl: `${SITE_URL}/blog/`,
      image: { ...SHARE_IMAGE_OF(SHARE_IMAGES.faith), url: `${SITE_URL}/og-faith.png` },
    });
  });

  it('shares a page’s own image instead, where it has one (a post’s cover)', () => {
    const cover = {
      path: '/storage/v1/object/public/blog-images/x.jpg',
      width: 1600,
      height: 900,
      alt: 'Boxes',
      type: 'image/jpeg',
    };
    const input = { title: 'Post', description: 'd', canonicalPath: '/blog/post/', siteUrl: SITE_URL };
    expect(pageMeta(input, cover).image).toEqual({ ...cover, url: `${SITE_URL}${cover.path}` });
  });

  it.each([
    ['/secular-unified/', SHARE_IMAGES.secular],
    ['/secular-unified', SHARE_IMAGES.secular],
    ['/', SHARE_IMAGES.faith],
    ['/events/', SHARE_IMAGES.faith],
  ])('%s is shared with %j', (canonicalPath, image) => {
    const meta = pageMeta({ title: 't', description: 'd', canonicalPath, siteUrl: SITE_URL });
    expect(meta.image.path).toBe(image.path);
  });
});

describe('structured data', () => {
  it('describes the organization with its address and logo', () => {
    expect(organizationJsonLd(ORGANIZATION, SITE_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kindred',
      description: ORGANIZATION.description,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/icon-512.png`,
    });
  });

  it('offers every tier at its monthly USD price, as the pricing cards show them', () => {
    const product = productJsonLd(PRODUCT, PRICING_TIERS, SITE_URL);
    const [url, image] = [`${SITE_URL}/#pricing`, `${SITE_URL}/og-faith.png`];
    expect(product).toMatchObject({ '@type': 'Product', name: 'Kindred', url, image });
    const offers = product.offers as Record<string, unknown>[];
    expect(offers.map(({ name, price, priceCurrency }) => ({ name, price, priceCurrency }))).toEqual(
      PRICING_TIERS.map((tier) => ({ name: tierTitle(tier), price: tier.monthlyCost, priceCurrency: 'USD' })),
    );
    const perSeat = { '@type': 'UnitPriceSpecification', priceCurrency: 'USD', billingDuration: 'P1M' };
    for (const { price, priceSpecification } of offers)
      expect(priceSpecification).toMatchObject({ ...perSeat, price, unitText: 'per seat per month' });
  });
});

it('web manifest: has what an install prompt needs, in the faith accent, and a 192, a 512 and a maskable icon, each a PNG of its declared size', async () => {
  const manifest = webManifest(globalCss);
  expect(manifest).toMatchObject({
    name: 'Kindred',
    short_name: 'Kindred',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest).toMatchObject({ theme_color: accentColors(globalCss).faith, background_color: '#ffffff' });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  const kinds = icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(kinds).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    const { width, height } = pngSize(await publicFile(icon.src));
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

describe('image files in public/', () => {
  it.each(Object.values(SHARE_IMAGES))('$path is a $width x $height PNG', async (image) => {
    expect(pngSize(await publicFile(image.path))).toEqual({ width: 1200, height: 630 });
  });

  it('the Apple touch icon is a 180 px PNG, and favicon.ico holds a 32 px PNG', async () => {
    expect(pngSize(await publicFile(ICONS.appleTouch.path))).toEqual({ width: 180, height: 180 });
    const { png, width, height } = pngInIco(await publicFile(ICONS.favicon.path));
    expect({ width, height }).toEqual({ width: 32, height: 32 });
    expect(pngSize(png)).toEqual({ width: 32, height: 32 });
  });
});
