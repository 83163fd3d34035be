/**
 * The web manifest (/site.webmanifest): the name, icons and colours a phone uses when the site is
 * added to its home screen. The theme colour is the default mode's accent from global.css.
 */
import { ICONS, WEB_MANIFEST } from '../../data/seo.ts';
import { accentColors } from './colors.ts';

export function webManifest(globalCss: string): Record<string, unknown> {
  return {
    name: WEB_MANIFEST.name,
    short_name: WEB_MANIFEST.shortName,
    description: WEB_MANIFEST.description,
    id: WEB_MANIFEST.startUrl,
    start_url: WEB_MANIFEST.startUrl,
    display: WEB_MANIFEST.display,
    theme_color: accentColors(globalCss).faith,
    background_color: WEB_MANIFEST.backgroundColor,
    icons: ICONS.manifest.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
