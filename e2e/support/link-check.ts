/**
 * Internal addresses followed as a click would, against the server under test: each target asked for
 * once per worker (its status, redirect and the ids a #fragment can land on), redirects within the
 * site followed. For the built files (seo.spec.ts) and for each page the page audit opens, links that
 * islands add once hydrated included (a11y.spec.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { fragmentTargets, SITE_URL } from './built-site.ts';

/** An address and where it was found, for the failure message. */
export type Reference = { from: string; url: string };

/** Redirect chains longer than this are a loop. */
const MAX_HOPS = 5;

type Answer = { status: number; location: string; ids: Set<string> | null };
const answers = new Map<string, Promise<Answer>>();

function answer(request: APIRequestContext, path: string): Promise<Answer> {
  let known = answers.get(path);
  if (!known) {
    known = request.get(path, { maxRedirects: 0 }).then(async (response) => ({
      status: response.status(),
      location: response.headers().location ?? '',
      ids: /html/.test(response.headers()['content-type'] ?? '')
        ? fragmentTargets(await response.text())
        : null,
    }));
    answers.set(path, known);
  }
  return known;
}

/**
 * Every address among `references` on this site (under its configured name or the server's) that the
 * server does not answer, or whose #fragment is on no element of the page it answers with.
 */
export async function brokenAmong(
  request: APIRequestContext,
  baseURL: string,
  references: Reference[],
): Promise<string[]> {
  const origins = [new URL(SITE_URL).origin, new URL(baseURL).origin];
  const problem = async (url: URL, hops: number): Promise<string | null> => {
    if (!origins.includes(url.origin)) return null;
    if (hops > MAX_HOPS) return 'redirect loop';
    const { status, location, ids } = await answer(request, `${url.pathname}${url.search}`);
    if (status >= 300 && status < 400) {
      const next = new URL(location, url);
      next.hash = url.hash;
      return problem(next, hops + 1);
    }
    if (status !== 200) return `answers ${status}`;
    const fragment = decodeURIComponent(url.hash.slice(1));
    return fragment === '' || !ids || ids.has(fragment) ? null : `no element with id "${fragment}"`;
  };
  const broken: string[] = [];
  for (const reference of references) {
    const found = await problem(new URL(reference.url), 0);
    if (found) broken.push(`${reference.from} → ${reference.url}: ${found}`);
  }
  return broken;
}

/**
 * Every link on the page, as it is now, that `brokenAmong` finds broken. A link to the page itself is
 * judged on the page as it is (the 404 page's skip link included).
 */
export async function brokenLinks(page: Page, request: APIRequestContext): Promise<string[]> {
  const here = new URL(page.url());
  const { ids, hrefs } = await page.evaluate(() => ({
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    hrefs: [...document.querySelectorAll('a[href]')].map((anchor) => (anchor as HTMLAnchorElement).href),
  }));
  const broken: string[] = [];
  const elsewhere: Reference[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search)
      elsewhere.push({ from: here.pathname, url: href });
    else if (fragment && !ids.includes(fragment)) broken.push(`${href}: no element with id "${fragment}"`);
  }
  return [...broken, ...(await brokenAmong(request, here.origin, elsewhere))];
}
