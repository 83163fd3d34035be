import { expect, it } from 'vitest';
import { markdownText, renderMarkdown } from '../../../../src/lib/blog/markdown.ts';

it('starts the post’s headings at h2, under the page’s h1, skipping no level', () => {
  expect(renderMarkdown('## A\n\n### B')).toBe('<h2>A</h2>\n<h3>B</h3>');
  expect(renderMarkdown('# A\n\n## B\n\n#### C')).toBe('<h2>A</h2>\n<h3>B</h3>\n<h5>C</h5>');
});

it('makes links within the site absolute when given the site’s address, for the feed', () => {
  expect(renderMarkdown('[pricing](/pricing)', 'https://kindred.example')).toBe(
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
