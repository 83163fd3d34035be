/**
 * Every module page as a navigation link (the header's Platform menu, the footer), named as the
 * page names itself, in either display mode. Kept out of site.ts: islands import that file, and
 * this one pulls in all the module data, which only the build needs.
 */
import { MODULE_PAGES } from './modules/index.ts';
import type { NavLink } from './types.ts';

export const MODULE_LINKS: readonly NavLink[] = MODULE_PAGES.map((page) => ({
  label: page.hero.title,
  href: `/${page.slug}`,
}));
