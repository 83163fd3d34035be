/**
 * What a failed build records for admins and logs for the operator
 * (server/site-builder/failure-text.ts).
 */
import { describe, expect, it } from 'vitest';
import { failureSummary, failureText, MAX_FAILURE_CHARS } from '../../server/site-builder/failure-text.ts';

const ASTRO_FAILURE = [
  '\u001b[2m12:43:55\u001b[22m [build] Building static entrypoints...',
  ' generating static routes ',
  'blog: the posts are required and http://127.0.0.1:9 could not be read (fetch failed: bad port)',
  '  Location:',
  '    node_modules/astro/dist/core/render/route-cache.js:32:17',
  '  Stack trace:',
  '    at fetchBuildPosts (file:///srv/site/.astro/.prerender/chunks/posts.mjs:78:30)',
  '    at async callGetStaticPaths (file:///srv/site/node_modules/astro/dist/core/render/route-cache.js:32:17)',
  '',
].join('\n');

describe('failureText', () => {
  it('keeps the end of the output without colours or stack frames', () => {
    expect(failureText(ASTRO_FAILURE)).toBe(
      [
        '12:43:55 [build] Building static entrypoints...',
        ' generating static routes',
        'blog: the posts are required and http://127.0.0.1:9 could not be read (fetch failed: bad port)',
        '  Location:',
        '    node_modules/astro/dist/core/render/route-cache.js:32:17',
      ].join('\n'),
    );
  });

  it('fits the column with whole lines from the end, cuts a single overlong line to it, and says something for no output', () => {
    const lines = Array.from({ length: 200 }, (_, index) => `line ${index} ${'x'.repeat(40)}`);
    const text = failureText(lines.join('\n'));
    expect(text.length).toBeLessThanOrEqual(MAX_FAILURE_CHARS);
    expect(text.endsWith(lines[199] ?? '')).toBe(true);
    expect(text.split('\n').every((line) => lines.includes(line))).toBe(true);
    expect(failureText('y'.repeat(5000))).toHaveLength(MAX_FAILURE_CHARS);
    expect(failureText('')).toBe('the build failed and printed nothing');
  });
});

it.each`
  output                                                                | summary
  ${ASTRO_FAILURE}                                                      | ${'blog: the posts are required and http://127.0.0.1:9 could not be read (fetch failed: bad port)'}
  ${'building...\n[ERROR] [vite] ✗ Build failed in 120ms\nsome detail'} | ${'[ERROR] [vite] ✗ Build failed in 120ms'}
  ${'building...\nthe build was stopped (SIGTERM)\n'}                   | ${'the build was stopped (SIGTERM)'}
  ${''}                                                                 | ${'the build failed and printed nothing'}
`('failureSummary: $output: names the error', ({ output, summary }) => {
  expect(failureSummary(output)).toBe(summary);
});
