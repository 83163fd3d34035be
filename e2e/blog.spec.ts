/**
 * The public blog's runtime island and the head it gives the page (docs/product.md#blog-page-states). The
 * browser run's build has no backend, so every post here is one the build did not render (public/_redirects
 * sends it to the blog page); tests/unit/lib/blog/ covers pre-rendering.
 */
import type { Page } from '@playwright/test';
import { BLOG } from '../src/data/blog.ts';
import { SITE, MODE_TOGGLE } from '../src/data/site.ts';
import { formatLongDate } from '../src/lib/dates.ts';
import { VIEWPORTS, VIEWPORT_NAMES } from './support/a11y.ts';
import {
  removePosts,
  SEEDED_DRAFT_TITLE,
  SEEDED_POST_TITLE,
  SEEDED_POSTS,
  seedPosts,
} from './support/blog-posts.ts';
import { runtimeHead, type BlogShown } from '../src/lib/blog/page-head.ts';
import { SITE_URL } from './support/built-site.ts';
import { expect, test } from './support/test.ts';

const POSTS_API = '**/rest/v1/blog_posts?**';
const titled = (title: string) => `${title} | ${SITE.name}`;

const postList = (page: Page) => page.getByRole('region', { name: BLOG.listLabel });
const cards = (page: Page) => postList(page).getByRole('listitem');
const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: BLOG.title, exact: true });
const loadingPost = (page: Page) => page.getByRole('status').getByText(BLOG.loadingPost, { exact: true });

/** What a visitor's tab, a bookmark, a share and a search engine read from the document's head. */
const readHead = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string, attribute = 'content') =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    return {
      title: document.title,
      description: all('meta[name="description"]'),
      canonical: all('link[rel="canonical"]', 'href'),
      robots: all('meta[name="robots"]'),
      ogType: all('meta[property="og:type"]'),
      ogTitle: all('meta[property="og:title"]'),
      ogDescription: all('meta[property="og:description"]'),
      ogUrl: all('meta[property="og:url"]'),
      twitterTitle: all('meta[name="twitter:title"]'),
      twitterDescription: all('meta[name="twitter:description"]'),
    };
  });

/** The head readHead should find for what the island shows (runtimeHead: tests/unit/lib/blog/page-head.test.ts). */
function expectedHead(shown: BlogShown) {
  const { title, description, canonicalUrl, ogType, indexable } = runtimeHead(shown, SITE_URL);
  return {
    title,
    description: [description],
    canonical: [canonicalUrl],
    robots: indexable ? [] : ['noindex'],
    ogType: [ogType],
    ogTitle: [title],
    ogDescription: [description],
    ogUrl: [canonicalUrl],
    twitterTitle: [title],
    twitterDescription: [description],
  };
}

/** The head as expected, before and after a switch of display mode (which must not touch it). */
async function expectHeadInBothModes(page: Page, expected: ReturnType<typeof expectedHead>) {
  expect(await readHead(page)).toEqual(expected);
  await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toSecular }).click();
  await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
  expect(await readHead(page)).toEqual(expected);
}

/**
 * Holds the page's post requests (by default only the single-post one, by slug) until `release`,
 * counting them and noting the Accept header of each.
 */
async function holdPostLookup(page: Page, all = false) {
  const lookups: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/blog_posts') && (all || url.searchParams.has('slug')),
    async (route) => {
      lookups.push(route.request().headers().accept ?? '');
      await held;
      await route.continue();
    },
  );
  return { lookups, release };
}

test("the list shows published posts newest first with their long dates and never a draft, /blog stays indexable; an unknown slug (a draft's, to a visitor) shows the list after one request, kept out of search in either mode until a post is opened; a post the build did not render: Loading post over the list until it arrives, one request, its content as text and its own head", async ({
  page,
  baseURL,
}) => {
  const newer = `Newer e2e post ${Date.now()}`;
  const title = `Runtime e2e post ${Date.now()} & "friends"`;
  const excerpt = 'Why the tab, the bookmark and the link preview name this post.';
  const content = 'First paragraph with <b>not bold</b> inside.\n\nSecond paragraph.';
  const slugs = await seedPosts(baseURL, [{ title: newer }, { title, excerpt, content }]);
  const [newerSlug = '', slug = ''] = slugs;
  try {
    await page.goto('/blog');
    await expect(listHeading(page)).toBeVisible();
    await expect(page.getByText(BLOG.subtitle.faith)).toBeVisible();
    await expect(cards(page).filter({ hasText: newer })).toHaveCount(1);
    await expect(postList(page)).toHaveAttribute('aria-busy', 'false');
    const titles = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(expect.arrayContaining(Object.values(SEEDED_POSTS)));
    // The seed's draft (visitors cannot read one: tests/db/blog-posts.test.ts).
    await expect(page.getByText(SEEDED_DRAFT_TITLE)).toHaveCount(0);
    const times = cards(page).locator('time');
    const stamps = await times.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('datetime') ?? ''),
    );
    // Newest first.
    const instants = stamps.map((stamp) => Date.parse(stamp));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(await times.allTextContents()).toEqual(stamps.map((stamp) => formatLongDate(stamp)));
    expect(await readHead(page)).toEqual(expectedHead({ kind: 'list', postMissing: false }));

    const lookup = await holdPostLookup(page);
    // Served the blog page (tests/server/handler.test.ts), which shows the list.
    await page.goto('/blog/no-such-post-anywhere');
    await expect(loadingPost(page)).toBeVisible();
    await expect(listHeading(page)).toBeVisible();
    lookup.release();
    await expect(loadingPost(page)).toBeHidden();
    await expect(cards(page).filter({ hasText: SEEDED_POST_TITLE })).toHaveCount(1);
    await expect(page.getByText(BLOG.empty.title)).toHaveCount(0);
    await expect(page.getByRole('link', { name: BLOG.backToBlog })).toHaveCount(0);
    expect(lookup.lookups).toHaveLength(1);
    await expectHeadInBothModes(page, expectedHead({ kind: 'list', postMissing: true }));

    // The noindex is dropped on leaving for a post.
    await cards(page).filter({ hasText: newer }).getByRole('link', { name: BLOG.readMore }).click();
    await expect(page).toHaveURL(`/blog/${newerSlug}`);
    await expect(page).toHaveTitle(titled(newer));
    // The post's whole head is read below, for a post opened at its address.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // The display mode chosen above is kept: back to the default for the head's check in both.
    await page.evaluate(() => localStorage.clear());
    const postLookup = await holdPostLookup(page);
    await page.goto(`/blog/${slug}`);
    await expect(loadingPost(page)).toBeVisible();
    await expect(listHeading(page)).toBeVisible();
    await expect(postList(page)).toBeVisible();
    await expect(page.getByRole('link', { name: BLOG.backToBlog })).toHaveCount(0);
    postLookup.release();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(loadingPost(page)).toBeHidden();
    await expect(listHeading(page)).toHaveCount(0);
    // One request for the post, the single-row select (docs/product.md#calls-to-the-backend).
    expect(postLookup.lookups).toEqual(['application/vnd.pgrst.object+json']);
    await expect(page.getByText(BLOG.byline)).toBeVisible();
    await expect(page.locator('main time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const body = page.getByText('<b>not bold</b>', { exact: false });
    await expect(body).toHaveClass(/\bwhitespace-pre-wrap\b/);
    await expect(body).toHaveText(content);
    await expect(page.locator('main b')).toHaveCount(0);
    await expect(page).toHaveTitle(titled(title));
    await expectHeadInBothModes(
      page,
      expectedHead({ kind: 'post', post: { title, slug, excerpt, content, format: 'plain' } }),
    );

    await page.getByRole('link', { name: BLOG.backToBlog }).click();
    await expect(page).toHaveURL('/blog');
    await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
  } finally {
    await removePosts(baseURL, slugs);
  }
});

/** How a card's title is laid out, measured in the page. */
const titleBox = (page: Page, slug: string) =>
  page.evaluate((href) => {
    const card = document.querySelector(`main a[href="${href}"]`)?.closest('article');
    const heading = card?.querySelector('h2');
    if (!card || !heading) throw new Error(`no card links to ${href}`);
    const style = getComputedStyle(heading);
    const box = heading.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    return {
      text: heading.textContent ?? '',
      titleAttribute: heading.getAttribute('title'),
      lines: Math.round(box.height / parseFloat(style.lineHeight)),
      // The text runs on past the lines shown (the clamp's ellipsis ends the last one).
      cut: heading.scrollHeight > heading.clientHeight,
      lineClamp: style.webkitLineClamp,
      insideCard: box.left >= cardBox.left && box.right <= cardBox.right && box.bottom <= cardBox.bottom,
    };
  }, `/blog/${slug}`);

/** Every card of the list: one size, in as many columns as the width gives, nothing wider than its box. */
const gridShape = (page: Page) =>
  page.evaluate(() => {
    const articles = [...document.querySelectorAll('main section li article')];
    const cards = articles.map((card) => card.getBoundingClientRect());
    const overflowing = articles
      .flatMap((card) => [card, ...card.querySelectorAll('*')])
      // Visually hidden words (Read More's context) are a 1 px box by design.
      .filter((element) => !element.classList.contains('sr-only'))
      .filter((element) => element.scrollWidth > element.clientWidth);
    const distinct = (values: number[]) => new Set(values.map(Math.round)).size;
    return {
      cards: cards.length,
      widths: distinct(cards.map((card) => card.width)),
      heights: distinct(cards.map((card) => card.height)),
      columns: distinct(cards.map((card) => card.left)),
      overflowing: overflowing.map((element) => element.textContent?.slice(0, 40)),
      pageOverflowsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });

test(`the grid keeps its place and its card size when the posts arrive; card titles clamp to two lines and excerpts to three at ${VIEWPORT_NAMES.map((name) => VIEWPORTS[name].width).join(' and ')} px, the grid intact; an empty list shows the two sentences of the empty state; a failed fetch the list view with no message`, async ({
  page,
  baseURL,
}) => {
  const stamp = String(Date.now());
  const longTitle =
    `Clamp ${stamp}: how a small volunteer team rebuilt its schedule, grant calendar and donor thank-you routine`
      .padEnd(120, '!')
      .slice(0, 120);
  // The most blog_posts_title_length lets through, and one word too long for any card.
  const longestTitle = `Clamp ${stamp} ${'Stewardship and service '.repeat(9)}`.slice(0, 200);
  const oneWord = `Clamp${stamp}${'Unbroken'.repeat(6)}`;
  const excerpt = 'An excerpt long enough to need clamping. '.repeat(12).trim();
  const seeds = [
    { title: longTitle, excerpt },
    { title: longestTitle, excerpt: null },
    { title: oneWord, excerpt: `See ${'UnbrokenExcerpt'.repeat(8)}` },
  ];
  const slugs = await seedPosts(baseURL, seeds);
  try {
    const list = await holdPostLookup(page, true);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/blog');
    const skeleton = page.getByTestId('blog-skeleton');
    await expect(skeleton).toBeVisible();
    const before = await skeleton.boundingBox();
    const skeletonCard = await skeleton.locator('li').first().boundingBox();
    list.release();
    await expect(cards(page).first()).toBeVisible();
    const after = await postList(page).getByRole('list').boundingBox();
    const first = await cards(page).first().boundingBox();
    expect(after?.y).toBe(before?.y);
    expect(first?.height).toBeCloseTo(skeletonCard?.height ?? 0, 0);
    for (const { title } of seeds)
      await expect(postList(page).getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    const card = cards(page).filter({ hasText: longTitle });
    await expect(card.getByText(excerpt)).toHaveClass(/\bline-clamp-3\b/);
    // A post without an excerpt shows none.
    await expect(cards(page).filter({ hasText: longestTitle }).locator('p')).toHaveCount(1);
    for (const viewport of VIEWPORT_NAMES) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      // The long titles run on past their two lines; the seeded ones fit in them.
      for (const [slug, title, cut] of [
        ...seeds.map(({ title }, index) => [slugs[index] ?? '', title, true] as const),
        ...Object.entries(SEEDED_POSTS).map(([slug, title]) => [slug, title, false] as const),
      ])
        expect(await titleBox(page, slug), `${title} at ${viewport}`).toEqual({
          text: title,
          titleAttribute: title,
          cut,
          lines: 2,
          lineClamp: '2',
          insideCard: true,
        });
      const shape = await gridShape(page);
      expect(shape.cards).toBeGreaterThanOrEqual(slugs.length + Object.keys(SEEDED_POSTS).length);
      expect(shape, viewport).toMatchObject({
        widths: 1,
        heights: 1,
        columns: viewport === 'phone' ? 1 : 3,
        overflowing: [],
        pageOverflowsSideways: false,
      });
    }

    // With a reader's own text spacing (WCAG 1.4.12: line height 1.5, wider letters and words),
    // each clamped box is exactly its lines tall: no part of a further line shows under them.
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    const lines = (element: HTMLElement) =>
      element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight);
    for (const viewport of VIEWPORT_NAMES) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      expect(await card.getByRole('heading', { level: 2 }).evaluate(lines)).toBe(2);
      expect(await card.getByText(excerpt).evaluate(lines)).toBe(3);
    }

    await page.unrouteAll();
    await page.route(POSTS_API, (route) => route.fulfill({ json: [] }));
    await page.reload();
    await expect(page.getByText(BLOG.empty.title)).toBeVisible();
    await expect(page.getByText(BLOG.empty.hint)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.unroute(POSTS_API);
    await page.route(POSTS_API, (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
    );
    await page.reload();
    await expect(postList(page)).toHaveAttribute('aria-busy', 'false');
    await expect(listHeading(page)).toBeVisible();
    await expect(postList(page).getByRole('status')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(BLOG.empty.title)).toHaveCount(0);
    await expect(page.getByText('boom')).toHaveCount(0);
  } finally {
    await removePosts(baseURL, slugs);
  }
});
