/**
 * The blog page served for a post address that has no pre-rendered page (public/_redirects) names
 * itself after what it shows (docs/product.md#blog-page-states): a post published after the build
 * gets that post's title, description, canonical and share tags at run time; an unknown or
 * unpublished slug gets the list with noindex, its canonical still /blog/; and both hold in either
 * display mode. The browser run's build has no posts, so every post here is one the build missed.
 * Also the list's cards: long titles clamp to two lines without breaking the card or the grid.
 */
import type { Page } from '@playwright/test';
import { BLOG } from '../src/data/blog.ts';
import { MODE_TOGGLE } from '../src/data/site.ts';
import type { Mode } from '../src/data/types.ts';
import { MODES, startInMode, VIEWPORTS, VIEWPORT_NAMES } from './support/a11y.ts';
import { removePosts, seedPosts } from './support/blog-posts.ts';
import { SITE_URL } from './support/built-site.ts';
import { expect, test } from './support/test.ts';

/** The published posts of supabase/seed.sql, by slug. */
const SEEDED_POSTS = {
  'volunteer-scheduling-without-the-spreadsheet-chaos': 'Volunteer Scheduling Without the Spreadsheet Chaos',
  'getting-grant-ready-before-the-deadline-appears': 'Getting Grant-Ready Before the Deadline Appears',
  'donor-communication-that-builds-trust-all-year': 'Donor Communication That Builds Trust All Year',
  'one-calendar-for-events-teams-and-budgets': 'One Calendar for Events, Teams and Budgets',
};
const LIST_TITLE = 'Blog | Kindred';
const LIST_CANONICAL = new URL('/blog/', SITE_URL).href;

/** What a visitor's tab, a bookmark, a share and a search engine read from the document's head. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const head = document.head;
    const content = (selector: string) =>
      [...head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: [...head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      robots: content('meta[name="robots"]'),
      ogType: content('meta[property="og:type"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
      twitterTitle: content('meta[name="twitter:title"]'),
      twitterDescription: content('meta[name="twitter:description"]'),
    };
  });
}

function expectedHead(page: {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  noindex: boolean;
}) {
  return {
    title: page.title,
    description: [page.description],
    canonical: [page.canonical],
    robots: page.noindex ? ['noindex'] : [],
    ogType: [page.ogType],
    ogTitle: [page.title],
    ogDescription: [page.description],
    ogUrl: [page.canonical],
    twitterTitle: [page.title],
    twitterDescription: [page.description],
  };
}

const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: BLOG.title, exact: true });
const postList = (page: Page) => page.getByRole('region', { name: BLOG.listLabel });

/** Switches the display mode with the header's toggle and waits for the page to show it. */
async function switchMode(page: Page, from: Mode): Promise<void> {
  const name = from === 'faith' ? MODE_TOGGLE.toSecular : MODE_TOGGLE.toFaith;
  await page.getByRole('banner').getByRole('button', { name }).click();
  await expect(page.locator('body')).toHaveClass(
    new RegExp(`\\b${from === 'faith' ? 'secular' : 'faith'}-mode\\b`),
  );
}

for (const mode of MODES) {
  test(`a post the build did not render names the page after itself, in ${mode} mode`, async ({
    page,
    baseURL,
  }) => {
    const title = `Runtime head e2e post ${Date.now()} & "friends"`;
    const excerpt = 'Why the tab, the bookmark and the link preview name this post.';
    const [slug = ''] = await seedPosts(baseURL, [{ title, excerpt }]);
    try {
      await startInMode(page, mode);
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Kindred`);
      const own = expectedHead({
        title: `${title} | Kindred`,
        description: excerpt,
        canonical: new URL(`/blog/${slug}/`, SITE_URL).href,
        ogType: 'article',
        noindex: false,
      });
      expect(await readHead(page)).toEqual(own);

      // The mode's pre-paint script and store name pages by mode only where a page asks for it.
      await switchMode(page, mode);
      await expect(page).toHaveTitle(`${title} | Kindred`);
      expect(await readHead(page)).toEqual(own);
    } finally {
      await removePosts(baseURL, [slug]);
    }
  });

  test(`an unknown slug shows the list, kept out of search, in ${mode} mode`, async ({ page }) => {
    await startInMode(page, mode);
    const response = await page.goto('/blog/no-such-post-for-the-head');
    expect(response?.status()).toBe(200);
    await expect(listHeading(page)).toBeVisible();
    await expect(
      postList(page).getByRole('heading', {
        name: SEEDED_POSTS['getting-grant-ready-before-the-deadline-appears'],
      }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const fallback = expectedHead({
      title: LIST_TITLE,
      description: BLOG.description,
      canonical: LIST_CANONICAL,
      ogType: 'website',
      noindex: true,
    });
    expect(await readHead(page)).toEqual(fallback);

    await switchMode(page, mode);
    expect(await readHead(page)).toEqual(fallback);
  });
}

test('a draft at its own address shows the list with noindex; leaving for a post drops it', async ({
  page,
  baseURL,
}) => {
  const draft = `Draft head e2e post ${Date.now()}`;
  const published = `Published head e2e post ${Date.now()}`;
  const [draftSlug = '', publishedSlug = ''] = await seedPosts(baseURL, [
    { title: draft, published: false },
    { title: published, excerpt: 'Read after a wrong address.' },
  ]);
  try {
    await page.goto(`/blog/${draftSlug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(LIST_TITLE);
    await expect(page.getByText(draft)).toHaveCount(0);

    const card = postList(page).getByRole('listitem').filter({ hasText: published });
    await card.getByRole('link', { name: BLOG.readMore }).click();
    await expect(page).toHaveURL(`/blog/${publishedSlug}`);
    await expect(page).toHaveTitle(`${published} | Kindred`);
    expect(await readHead(page)).toEqual(
      expectedHead({
        title: `${published} | Kindred`,
        description: 'Read after a wrong address.',
        canonical: new URL(`/blog/${publishedSlug}/`, SITE_URL).href,
        ogType: 'article',
        noindex: false,
      }),
    );
  } finally {
    await removePosts(baseURL, [draftSlug, publishedSlug]);
  }
});

test('/blog itself stays indexable with its own head once the live list is in', async ({ page }) => {
  await page.goto('/blog');
  await expect(
    postList(page).getByRole('heading', { name: SEEDED_POSTS['one-calendar-for-events-teams-and-budgets'] }),
  ).toBeVisible();
  await expect(postList(page)).toHaveAttribute('aria-busy', 'false');
  expect(await readHead(page)).toEqual(
    expectedHead({
      title: LIST_TITLE,
      description: BLOG.description,
      canonical: LIST_CANONICAL,
      ogType: 'website',
      noindex: false,
    }),
  );
});

/** How a card's title is laid out, measured in the page. */
interface TitleBox {
  text: string;
  titleAttribute: string | null;
  lines: number;
  /** The text runs on past the lines shown (the clamp's ellipsis ends the last one). */
  cut: boolean;
  lineClamp: string;
  overflowsSideways: boolean;
  insideCard: boolean;
}

async function titleBox(page: Page, slug: string): Promise<TitleBox> {
  return page.evaluate((href) => {
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
      cut: heading.scrollHeight > heading.clientHeight,
      lineClamp: style.webkitLineClamp,
      overflowsSideways: heading.scrollWidth > heading.clientWidth,
      insideCard: box.left >= cardBox.left && box.right <= cardBox.right && box.bottom <= cardBox.bottom,
    };
  }, `/blog/${slug}`);
}

/**
 * Every card of the list: one size, in as many columns as the width gives, with nothing inside
 * wider than its box.
 */
async function gridShape(page: Page) {
  return page.evaluate(() => {
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
}

for (const viewport of VIEWPORT_NAMES) {
  test(`card titles clamp to two lines at ${VIEWPORTS[viewport].width} px, the grid intact`, async ({
    page,
    baseURL,
  }) => {
    const stamp = String(Date.now());
    const longTitle =
      `Clamp ${stamp}: how a small volunteer team rebuilt its schedule, grant calendar and donor thank-you routine`
        .padEnd(120, '!')
        .slice(0, 120);
    expect(longTitle).toHaveLength(120);
    // The most blog_posts_title_length lets through, and one word too long for any card.
    const longestTitle = `Clamp ${stamp} ${'Stewardship and service '.repeat(9)}`.slice(0, 200);
    const oneWord = `Clamp${stamp}${'Unbroken'.repeat(6)}`;
    const seeds = [
      { title: longTitle },
      { title: longestTitle, excerpt: null },
      { title: oneWord, excerpt: `See ${'UnbrokenExcerpt'.repeat(8)}` },
    ];
    const slugs = await seedPosts(baseURL, seeds);
    try {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto('/blog');
      for (const { title } of seeds) {
        await expect(
          postList(page).getByRole('heading', { level: 2, name: title, exact: true }),
        ).toBeVisible();
      }

      for (const [index, { title }] of seeds.entries()) {
        expect(await titleBox(page, slugs[index] ?? ''), title).toEqual({
          text: title,
          titleAttribute: title,
          lines: 2,
          cut: true,
          lineClamp: '2',
          overflowsSideways: false,
          insideCard: true,
        });
      }
      for (const [slug, title] of Object.entries(SEEDED_POSTS)) {
        expect(await titleBox(page, slug), title).toEqual({
          text: title,
          titleAttribute: title,
          lines: 2,
          cut: false,
          lineClamp: '2',
          overflowsSideways: false,
          insideCard: true,
        });
      }

      const shape = await gridShape(page);
      expect(shape.cards).toBeGreaterThanOrEqual(slugs.length + Object.keys(SEEDED_POSTS).length);
      expect(shape).toMatchObject({
        widths: 1,
        heights: 1,
        columns: viewport === 'phone' ? 1 : 3,
        overflowing: [],
        pageOverflowsSideways: false,
      });
    } finally {
      await removePosts(baseURL, slugs);
    }
  });
}
