/**
 * Secular mode speaks no faith-only words (docs/product.md#display-modes), as a visitor and a search result
 * read the page. Exempt: the chooser's faith option, the "Faith-based" type and admin-written posts.
 */
import type { Page } from '@playwright/test';
import { BLOG } from '../../src/data/blog.ts';

/** Words that belong to a congregation's life and have no everyday secular sense. */
const FAITH_ONLY =
  /\b(ministr(y|ies)|church(es)?|congregations?|congregational|congregants?|stewardship|servant|faith-based|pastor(s|al)?|worship|sermons?|prayers?|pray(ing)?|bible|biblical|gospel|tithes?|tithing|parish(es|ioners?)?|liturgical|clergy|scripture|devotionals?|discipleship|evangeli\w*|missionar(y|ies)|baptisms?|god|jesus|christ|christians?)\b/gi;

/** Text a visitor meets that is not the site's voice for the current mode. */
const EXEMPT = [
  '[data-mode-option="faith"]',
  'option[value="faith"]',
  `section[aria-label="${BLOG.listLabel}"] ul`,
  'article:has(> h1)',
].join(', ');

/** Pages whose text is written for both kinds of customer. */
export const BOTH_AUDIENCES = ['/terms-and-privacy', '/terms-and-privacy/'];

/**
 * Every faith-only word on the page, each with the words around it. The exempt elements are taken
 * out while the text is read and put back in their places at once (in the same task, so nothing on
 * the page notices), so the page is left as it was.
 */
export async function faithWordsOn(page: Page): Promise<string[]> {
  const text = await page.evaluate((exempt) => {
    const taken = [...document.querySelectorAll(exempt)].map((element) => {
      const place = document.createComment('exempt');
      element.replaceWith(place);
      return () => place.replaceWith(element);
    });
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const read = [document.title, description, document.body.innerText].join('\n');
    for (const putBack of taken.reverse()) putBack();
    return read;
  }, EXEMPT);
  return [...text.matchAll(FAITH_ONLY)].map((match) => {
    const start = Math.max(0, match.index - 40);
    return `"${match[0]}" in …${text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, ' ')}…`;
  });
}
