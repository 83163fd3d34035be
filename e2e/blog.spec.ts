/**
 * The public blog's runtime island (docs/product.md#blog-page-states): the list, a post, the fallbacks.
 * Posts are seeded with unique slugs (support/blog-posts.ts). Pre-rendering needs a backend at build
 * time, which the browser run has not: tests/unit/lib/blog/ covers it; blog-runtime-meta.spec.ts the
 * head the page gets at run time.
 */
import type { Page } from '@playwright/test';
import { BLOG } from '../src/data/blog.ts';
import { formatLongDate } from '../src/lib/dates.ts';
import { removePosts, seedPosts } from './support/blog-posts.ts';
import { expect, test } from './support/test.ts';

/** From supabase/seed.sql. */
const SEEDED_DRAFT_TITLE = 'Measuring Program Outcomes With a Small Team';
const SEEDED_POST_TITLE = 'Volunteer Scheduling Without the Spreadsheet Chaos';
const POSTS_API = '**/rest/v1/blog_posts?**';

const postList = (page: Page) => page.getByRole('region', { name: BLOG.listLabel });
const cards = (page: Page) => postList(page).getByRole('listitem');
const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: BLOG.title, exact: true });

test('the list shows published posts newest first, each with its long date', async ({ page, baseURL }) => {
  const older = `Older e2e post ${Date.now()}`;
  const newer = `Newer e2e post ${Date.now()}`;
  const slugs = await seedPosts(baseURL, [{ title: older }, { title: newer }]);
  try {
    await page.goto('/blog');
    await expect(listHeading(page)).toBeVisible();
    await expect(page.getByText(BLOG.subtitle.faith)).toBeVisible();
    await expect(cards(page).filter({ hasText: newer })).toHaveCount(1);

    const titles = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.indexOf(newer)).toBeLessThan(titles.indexOf(older));
    expect(titles).toContain(SEEDED_POST_TITLE);

    const times = cards(page).locator('time');
    const stamps = await times.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('datetime') ?? ''),
    );
    const instants = stamps.map((stamp) => Date.parse(stamp));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(await times.allTextContents()).toEqual(stamps.map((stamp) => formatLongDate(stamp)));
  } finally {
    await removePosts(baseURL, slugs);
  }
});

test('titles clamp to two lines and excerpts to three; a post without excerpt shows none', async ({
  page,
  baseURL,
}) => {
  const title = `Clamped e2e post ${Date.now()} `.repeat(6).trim();
  const excerpt = 'An excerpt long enough to need clamping. '.repeat(12).trim();
  const bare = `No excerpt e2e post ${Date.now()}`;
  const slugs = await seedPosts(baseURL, [
    { title, excerpt },
    { title: bare, excerpt: null },
  ]);
  try {
    await page.goto('/blog');
    const card = cards(page).filter({ hasText: excerpt.slice(0, 40) });
    await expect(card.getByRole('heading', { level: 2 })).toHaveClass(/\bline-clamp-2\b/);
    await expect(card.getByText(excerpt)).toHaveClass(/\bline-clamp-3\b/);
    const bareCard = cards(page).filter({ hasText: bare });
    await expect(bareCard.locator('p')).toHaveCount(1);

    // With a reader's own text spacing (WCAG 1.4.12: line height 1.5, wider letters and words),
    // each clamped box is exactly its lines tall: no part of a further line shows under them.
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    const lines = (element: HTMLElement) =>
      element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight);
    expect(await card.getByRole('heading', { level: 2 }).evaluate(lines)).toBe(2);
    expect(await card.getByText(excerpt).evaluate(lines)).toBe(3);
  } finally {
    await removePosts(baseURL, slugs);
  }
});

test('Read More opens the post with its content as text, and Back to Blog returns', async ({
  page,
  baseURL,
}) => {
  const title = `Markup e2e post ${Date.now()}`;
  const content = 'First paragraph with <b>not bold</b> inside.\n\nSecond paragraph.';
  const [slug = ''] = await seedPosts(baseURL, [{ title, content }]);
  try {
    await page.goto('/blog');
    await cards(page).filter({ hasText: title }).getByRole('link', { name: BLOG.readMore }).click();
    await expect(page).toHaveURL(`/blog/${slug}`);

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(BLOG.byline)).toBeVisible();
    await expect(page.locator('main time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const body = page.getByText('<b>not bold</b>', { exact: false });
    await expect(body).toBeVisible();
    await expect(body).toHaveClass(/\bwhitespace-pre-wrap\b/);
    await expect(body).toHaveText(content);
    await expect(page.locator('main b')).toHaveCount(0);

    await page.getByRole('link', { name: BLOG.backToBlog }).click();
    await expect(page).toHaveURL('/blog');
    await expect(listHeading(page)).toBeVisible();
    await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
  } finally {
    await removePosts(baseURL, [slug]);
  }
});

test('a draft never shows, in the list or at its own address', async ({ page, baseURL }) => {
  const title = `Draft e2e post ${Date.now()}`;
  const [slug = ''] = await seedPosts(baseURL, [{ title, published: false }]);
  try {
    await page.goto('/blog');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByText(SEEDED_DRAFT_TITLE)).toHaveCount(0);

    await page.goto(`/blog/${slug}`);
    await expect(listHeading(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  } finally {
    await removePosts(baseURL, [slug]);
  }
});

test('an unknown slug is served by the blog page and leaves the list, with no message', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post-anywhere');
  expect(response?.status()).toBe(200);
  await expect(listHeading(page)).toBeVisible();
  await expect(cards(page).filter({ hasText: SEEDED_POST_TITLE })).toHaveCount(1);
  await expect(page.getByText(BLOG.empty.title)).toHaveCount(0);
});

/**
 * Holds the single-post request of the page (the one select by slug) until `release`, counting
 * such requests and noting the Accept header of each.
 */
async function holdPostLookup(page: Page) {
  const lookups: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/blog_posts') && url.searchParams.has('slug'),
    async (route) => {
      lookups.push(route.request().headers().accept ?? '');
      await held;
      await route.continue();
    },
  );
  return { lookups, release };
}

/** The loading state over the list, inside its live region. */
const loadingPost = (page: Page) => page.getByRole('status').getByText(BLOG.loadingPost, { exact: true });

test('a post the build did not render: the list stays, Loading post over it, until the post has arrived', async ({
  page,
  baseURL,
}) => {
  const title = `Loading e2e post ${Date.now()}`;
  const [slug = ''] = await seedPosts(baseURL, [{ title }]);
  try {
    const lookup = await holdPostLookup(page);
    await page.goto(`/blog/${slug}`);
    await expect(loadingPost(page)).toBeVisible();
    await expect.poll(() => lookup.lookups.length).toBe(1);
    await expect(listHeading(page)).toBeVisible();
    await expect(postList(page)).toBeVisible();
    await expect(page.getByRole('link', { name: BLOG.backToBlog })).toHaveCount(0);

    lookup.release();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: BLOG.backToBlog })).toBeVisible();
    await expect(loadingPost(page)).toBeHidden();
    await expect(listHeading(page)).toHaveCount(0);
    // One request for the post, the single-row select (docs/product.md#calls-to-the-backend).
    expect(lookup.lookups).toEqual(['application/vnd.pgrst.object+json']);
  } finally {
    await removePosts(baseURL, [slug]);
  }
});

test('a post that is not found: Loading post goes and nothing else changes, after one request', async ({
  page,
}) => {
  const lookup = await holdPostLookup(page);
  await page.goto('/blog/no-such-post-to-load');
  await expect(loadingPost(page)).toBeVisible();
  await expect(listHeading(page)).toBeVisible();
  lookup.release();
  await expect(loadingPost(page)).toBeHidden();
  await expect(cards(page).filter({ hasText: SEEDED_POST_TITLE })).toHaveCount(1);
  await expect(listHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: BLOG.backToBlog })).toHaveCount(0);
  expect(lookup.lookups).toHaveLength(1);
});

test('an empty list shows the two sentences of the empty state', async ({ page }) => {
  await page.route(POSTS_API, (route) => route.fulfill({ json: [] }));
  await page.goto('/blog');
  await expect(page.getByText(BLOG.empty.title)).toBeVisible();
  await expect(page.getByText(BLOG.empty.hint)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('a failed fetch shows the list view with no message and no loading state', async ({ page }) => {
  await page.route(POSTS_API, (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
  );
  await page.goto('/blog');
  await expect(postList(page)).toHaveAttribute('aria-busy', 'false');
  await expect(listHeading(page)).toBeVisible();
  await expect(postList(page).getByRole('status')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(BLOG.empty.title)).toHaveCount(0);
  await expect(page.getByText('boom')).toHaveCount(0);
});

test('the grid keeps its place and its card size when the posts arrive', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(POSTS_API, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blog');

  const skeleton = page.getByTestId('blog-skeleton');
  await expect(skeleton).toBeVisible();
  const before = await skeleton.boundingBox();
  const skeletonCard = await skeleton.locator('li').first().boundingBox();
  release();

  await expect(cards(page).first()).toBeVisible();
  const after = await postList(page).getByRole('list').boundingBox();
  const card = await cards(page).first().boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(card?.height).toBeCloseTo(skeletonCard?.height ?? 0, 0);
});
