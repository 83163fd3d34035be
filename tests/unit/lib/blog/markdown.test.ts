import { describe, expect, it } from 'vitest';
import { markdownText, renderMarkdown } from '../../../../src/lib/blog/markdown.ts';

it('starts the post’s headings at h2, under the page’s h1, skipping no level', () => {
  expect(renderMarkdown('## A\n\n### B')).toBe('<h2>A</h2>\n<h3>B</h3>');
  expect(renderMarkdown('# A\n\n## B\n\n#### C')).toBe('<h2>A</h2>\n<h3>B</h3>\n<h5>C</h5>');
});

it('makes links within the site absolute when given the site’s address, for the feed', () => {
  expect(renderMarkdown('[pricing](/pricing)', { siteUrl: 'https://kindred.example' })).toBe(
    '<p><a href="https://kindred.example/pricing">pricing</a></p>',
  );
});

it('renders CommonMark with GFM lists and tables', () => {
  expect(renderMarkdown('# Plan\n\n## Steps\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |')).toBe(
    '<h2>Plan</h2>\n<h3>Steps</h3>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n' +
      '<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>',
  );
});

it('marks links to other sites, and not the site’s own', () => {
  expect(renderMarkdown('[guide](https://guide.example/) and [pricing](/pricing)')).toBe(
    '<p><a href="https://guide.example/" rel="external noopener noreferrer">guide<span class="external-mark" aria-hidden="true"> ↗</span></a>' +
      ' and <a href="/pricing">pricing</a></p>',
  );
});

it.each([
  ['a script', 'Hi <script>alert(1)</script>'],
  ['an event handler', '<img src="x" onerror="alert(1)">'],
  ['a javascript: link', '[click](javascript:alert(1))'],
  ['a javascript: image', '![x](javascript:alert(1))'],
  ['a frame', '<iframe src="https://evil.example"></iframe>'],
  ['a style', '<style>body{display:none}</style>'],
])('lets no %s through', (_, source) => {
  const html = renderMarkdown(source);
  expect(html).not.toMatch(/<(script|iframe|style)\b|on\w+=|javascript:/i);
});

it('gives the words without their marks', () => {
  expect(markdownText('# Plan\n\nStart **early**: see [the guide](https://guide.example/).')).toBe(
    'Plan\nStart early: see the guide.',
  );
});

describe('an image from the blog’s bucket', () => {
  const NAME = '0b5d3c1e-5f1a-4c2e-9a57-1c2d3e4f5a6b-1600x900.jpg';
  const SOURCE = `![Volunteers at the food bank](/storage/v1/object/public/blog-images/${NAME})`;

  it('has its size from its name and loads lazily', () => {
    expect(renderMarkdown(SOURCE)).toBe(
      `<p><img src="/storage/v1/object/public/blog-images/${NAME}" alt="Volunteers at the food bank" width="1600" height="900" loading="lazy" decoding="async"></p>`,
    );
  });

  it('offers the build’s smaller copies where the build made them', () => {
    const html = renderMarkdown(SOURCE, { images: { responsive: true } });
    const base = `/images/blog/${NAME.replace('.jpg', '')}`;
    expect(html).toContain(`srcset="${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1440.webp 1440w"`);
    expect(html).toContain('sizes="(min-width: 48rem) 45rem, calc(100vw - 3rem)"');
  });

  it('is its alt text when the build could not fetch it', () => {
    expect(renderMarkdown(SOURCE, { images: { responsive: true, missing: new Set([NAME]) } })).toBe(
      '<p><span class="image-missing">Volunteers at the food bank</span></p>',
    );
  });

  it('has an absolute address in the feed', () => {
    expect(renderMarkdown(SOURCE, { siteUrl: 'https://kindred.example' })).toContain(
      `src="https://kindred.example/storage/v1/object/public/blog-images/${NAME}"`,
    );
  });
});
