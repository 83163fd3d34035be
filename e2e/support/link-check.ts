/**
 * Following a page's internal links as a click would: each target asked for once per worker (its
 * pre-rendered HTML, with every id), so the page audit can check the links of every page it opens,
 * including those islands add once hydrated, without asking for the same page again and again.
 */
import type { APIRequestContext, Page } from '@playwright/test';

/** Target path → its status and HTML, per worker. */
const answers = new Map<string, Promise<{ status: number; html: string }>>();

function fetchOnce(request: APIRequestContext, target: string) {
  let answer = answers.get(target);
  if (!answer) {
    answer = request.get(target).then(async (response) => ({
      status: response.status(),
      html: response.status() === 200 ? await response.text() : '',
    }));
    answers.set(target, answer);
  }
  return answer;
}

/**
 * Every internal link on the page that leads to no page, or to no element with its #anchor. A link
 * to the page itself is judged on the page as it is (the 404 page's skip link included).
 */
export async function brokenLinks(page: Page, request: APIRequestContext): Promise<string[]> {
  const { origin, pathname, search } = new URL(page.url());
  const here = `${pathname}${search}`;
  const ids = new Set(
    await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id)),
  );
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const links = [...new Set(hrefs.filter((href) => href.startsWith(origin)))].map((href) =>
    href.slice(origin.length),
  );
  const broken: string[] = [];
  for (const link of links) {
    const [target = '/', anchor] = link.split('#');
    if (target === here) {
      if (anchor && !ids.has(decodeURIComponent(anchor)))
        broken.push(`${link}: no element with id "${anchor}"`);
      continue;
    }
    const { status, html } = await fetchOnce(request, target);
    if (status !== 200) broken.push(`${link}: ${status}`);
    else if (anchor && !html.includes(`id="${decodeURIComponent(anchor)}"`))
      broken.push(`${link}: no element with id "${anchor}"`);
  }
  return broken;
}
