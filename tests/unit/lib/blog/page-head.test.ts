import { describe, expect, it } from 'vitest';
import { BLOG } from '../../../../src/data/blog.ts';
import { LIST_PAGE_HEAD, postPageHead, runtimeHead } from '../../../../src/lib/blog/page-head.ts';
import { postPage } from '../../../../src/lib/blog/post-page.ts';
import { pageMeta } from '../../../../src/lib/seo/meta.ts';
import { NEWER_POST, OLDER_POST } from './fixtures.ts';

const SITE_URL = 'https://kindred.example';
const POST_PATH = '/blog/grants-and-budgets/';

it('postPageHead names a post by its title, excerpt (else the start of its content) and canonical address, as an article, as the pre-rendered post page names itself', () => {
  const { title, excerpt: description } = NEWER_POST;
  const head = postPageHead(NEWER_POST);
  expect(head).toEqual({ title, description, canonicalPath: POST_PATH, ogType: 'article' });
  expect(postPageHead(OLDER_POST).description).toMatch(/^Word Word .*…$/);
  const page = postPage(NEWER_POST, [NEWER_POST], SITE_URL);
  expect({
    title: page.title,
    description: page.description,
    canonicalPath: page.canonicalPath,
    ogType: page.ogType,
  }).toEqual(head);
});

describe('runtimeHead', () => {
  const LIST = {
    title: 'Blog | Kindred',
    description: BLOG.description,
    canonicalUrl: `${SITE_URL}/blog/`,
    ogType: 'website',
  };
  it('gives a post the title, description and canonical its pre-rendered page has', () => {
    const head = runtimeHead({ kind: 'post', post: NEWER_POST }, SITE_URL);
    const built = pageMeta({ ...postPageHead(NEWER_POST), siteUrl: SITE_URL });
    const { title, description, canonicalUrl } = built;
    expect(head).toEqual({ title, description, canonicalUrl, ogType: 'article', indexable: true });
    expect(head).toMatchObject({
      title: `${NEWER_POST.title} | Kindred`,
      canonicalUrl: `${SITE_URL}${POST_PATH}`,
    });
  });

  it('gives the list at /blog the head /blog is built with, indexable; standing in for a missing post, out of search, its canonical still /blog/', () => {
    expect(runtimeHead({ kind: 'list', postMissing: false }, SITE_URL)).toEqual({ ...LIST, indexable: true });
    expect(runtimeHead({ kind: 'list', postMissing: true }, SITE_URL)).toEqual({ ...LIST, indexable: false });
  });

  it('takes the site address as a URL too', () => {
    const head = runtimeHead({ kind: 'post', post: OLDER_POST }, new URL('https://example.org/'));
    expect(head.canonicalUrl).toBe('https://example.org/blog/volunteer-scheduling/');
  });
});

it('LIST_PAGE_HEAD: is the list page in the blog copy, at the directory form of /blog', () => {
  const { title, description } = BLOG;
  expect(LIST_PAGE_HEAD).toEqual({ title, description, canonicalPath: '/blog/', ogType: 'website' });
});
