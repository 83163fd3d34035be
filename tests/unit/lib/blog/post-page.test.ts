import { describe, expect, it } from 'vitest';
import { BLOG } from '../../../../src/data/blog.ts';
import { articleJsonLd, serializeJsonLd } from '../../../../src/lib/blog/json-ld.ts';
import { listSummaries, postPage, postStaticPaths } from '../../../../src/lib/blog/post-page.ts';
import { NEWER_POST, OLDER_POST } from './fixtures.ts';

const SITE_URL = 'https://kindred.example';

describe('serializeJsonLd', () => {
  const value = { text: '</script><!-- & \u2028 -->' };
  const json = serializeJsonLd(value);

  it('leaves nothing that could end the script element or open a comment', () => {
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028 --\\u003e');
  });

  it('still reads back as the same value', () => {
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('articleJsonLd', () => {
  it('describes the post as a schema.org Article', () => {
    expect(
      articleJsonLd(NEWER_POST, {
        url: `${SITE_URL}/blog/grants-and-budgets/`,
        siteName: 'Kindred',
        description: 'A description',
        byline: 'By the Kindred Team',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: NEWER_POST.title,
      description: 'A description',
      datePublished: '2026-06-23T13:15:00.000Z',
      dateModified: '2026-07-01T09:00:00.000Z',
      url: `${SITE_URL}/blog/grants-and-budgets/`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE_URL}/blog/grants-and-budgets/` },
      author: { '@type': 'Organization', name: 'By the Kindred Team' },
      publisher: { '@type': 'Organization', name: 'Kindred' },
    });
  });
});

describe('postStaticPaths', () => {
  it('gives one page per post, at its slug', () => {
    expect(postStaticPaths([NEWER_POST, OLDER_POST])).toEqual([
      { params: { slug: 'grants-and-budgets' }, props: { post: NEWER_POST } },
      { params: { slug: 'volunteer-scheduling' }, props: { post: OLDER_POST } },
    ]);
  });

  it('gives no pages when the build had no posts', () => {
    expect(postStaticPaths([])).toEqual([]);
  });
});

describe('postPage', () => {
  it('takes title, description and canonical address from the post', () => {
    const page = postPage(NEWER_POST, SITE_URL);
    expect(page.title).toBe(NEWER_POST.title);
    expect(page.description).toBe(NEWER_POST.excerpt);
    expect(page.canonicalPath).toBe('/blog/grants-and-budgets/');
  });

  it('carries an escaped JSON-LD Article with the absolute address and the team byline', () => {
    const { jsonLd } = postPage(NEWER_POST, SITE_URL);
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Article',
      headline: NEWER_POST.title,
      description: NEWER_POST.excerpt,
      url: `${SITE_URL}/blog/grants-and-budgets/`,
      author: { name: BLOG.byline },
    });
  });

  it('hands the island only the fields it shows', () => {
    expect(postPage(NEWER_POST, SITE_URL).initialPost).toEqual({
      title: NEWER_POST.title,
      slug: NEWER_POST.slug,
      excerpt: NEWER_POST.excerpt,
      content: NEWER_POST.content,
      created_at: NEWER_POST.created_at,
    });
  });
});

describe('listSummaries', () => {
  it('gives /blog the newest posts with only the fields a card shows, in the order given', () => {
    expect(listSummaries([NEWER_POST, OLDER_POST], BLOG.limit)).toEqual(
      [NEWER_POST, OLDER_POST].map(({ title, slug, excerpt, created_at }) => ({
        title,
        slug,
        excerpt,
        created_at,
      })),
    );
  });

  it('keeps to the limit of the live list', () => {
    expect(listSummaries([NEWER_POST, OLDER_POST], 1)?.map((post) => post.slug)).toEqual([NEWER_POST.slug]);
  });

  it('gives nothing when the build found no posts, so the page shows the loading state, not "no posts"', () => {
    expect(listSummaries([], BLOG.limit)).toBeUndefined();
  });
});
