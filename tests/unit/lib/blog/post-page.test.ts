import { expect, it } from 'vitest';
import { BLOG } from '../../../../src/data/blog.ts';
import { articleJsonLd, serializeJsonLd } from '../../../../src/lib/blog/json-ld.ts';
import { listSummaries, postPage, postStaticPaths } from '../../../../src/lib/blog/post-page.ts';
import { renderMarkdown } from '../../../../src/lib/blog/markdown.ts';
import { MARKDOWN_POST, NEWER_POST, OLDER_POST } from './fixtures.ts';

const SITE_URL = 'https://kindred.example';
const POST_URL = `${SITE_URL}/blog/grants-and-budgets/`;

it('serializeJsonLd: leaves nothing that could end the script element or open a comment, and reads back the same', () => {
  const value = { text: '</script><!-- & \u2028 -->' };
  const json = serializeJsonLd(value);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(json).toContain('\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028 --\\u003e');
  expect(JSON.parse(json)).toEqual(value);
});

it('articleJsonLd: describes the post as a schema.org Article', () => {
  const [url, description, byline] = [POST_URL, 'A description', 'By the Kindred Team'];
  expect(articleJsonLd(NEWER_POST, { url, siteName: 'Kindred', description, byline })).toEqual({
    ...{ '@context': 'https://schema.org', '@type': 'Article', headline: NEWER_POST.title, description },
    ...{ datePublished: '2026-06-23T13:15:00.000Z', dateModified: '2026-07-01T09:00:00.000Z', url },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: byline },
    publisher: { '@type': 'Organization', name: 'Kindred' },
    keywords: NEWER_POST.tags,
  });
});

it('postStaticPaths: gives one page per post, at its slug, and none when the build had no posts', () => {
  expect(postStaticPaths([NEWER_POST, OLDER_POST])).toEqual([
    { params: { slug: 'grants-and-budgets' }, props: { post: NEWER_POST, posts: [NEWER_POST, OLDER_POST] } },
    {
      params: { slug: 'volunteer-scheduling' },
      props: { post: OLDER_POST, posts: [NEWER_POST, OLDER_POST] },
    },
  ]);
  expect(postStaticPaths([])).toEqual([]);
});

it('postPage takes title, description and canonical address from the post, carries an escaped JSON-LD Article with the absolute address and the team byline, and hands the island only the fields it shows', () => {
  const { title, excerpt, slug, content, format, tags, cover_image, cover_alt, created_at } = NEWER_POST;
  const page = postPage(NEWER_POST, [NEWER_POST, OLDER_POST, MARKDOWN_POST], SITE_URL);
  const canonicalPath = '/blog/grants-and-budgets/';
  expect(page).toMatchObject({ title, description: excerpt, canonicalPath });
  expect(page.initialPost).toEqual({
    title,
    slug,
    excerpt,
    content,
    format,
    tags,
    cover_image,
    cover_alt,
    created_at,
  });
  expect(page.initialHtml).toBeUndefined();
  expect(page.initialRelated).toEqual(listSummaries([MARKDOWN_POST], 1));
  const { jsonLd } = page;
  expect(jsonLd).not.toContain('<');
  const article = {
    '@type': 'Article',
    headline: NEWER_POST.title,
    description: NEWER_POST.excerpt,
    url: POST_URL,
  };
  expect(JSON.parse(jsonLd)).toMatchObject({ ...article, author: { name: BLOG.byline } });
});

it('listSummaries gives /blog the newest posts with only the fields a card shows, in the order given, up to the limit, and nothing when the build found no posts, so the page shows the loading state, not "no posts"', () => {
  const cards = [NEWER_POST, OLDER_POST].map(
    ({ title, slug, excerpt, created_at, cover_image, cover_alt }) => ({
      ...{ title, slug, excerpt, created_at, cover_image, cover_alt },
    }),
  );
  expect(listSummaries([NEWER_POST, OLDER_POST], BLOG.limit)).toEqual(cards);
  expect(listSummaries([NEWER_POST, OLDER_POST], 1)).toEqual(cards.slice(0, 1));
  expect(listSummaries([], BLOG.limit)).toBeUndefined();
});

it('postPage renders a Markdown post’s content for the island at build time, and describes it without marks', () => {
  const page = postPage(MARKDOWN_POST, [MARKDOWN_POST], SITE_URL);
  expect(page.initialHtml).toBe(renderMarkdown(MARKDOWN_POST.content));
  expect(page.description).toBe('Plan Start early: see our guide. Thank donors Report back');
  expect(JSON.parse(page.jsonLd)).toMatchObject({ keywords: ['grants'] });
});
