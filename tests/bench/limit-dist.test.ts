import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { stripScripts, writeLimitDist } from '../../scripts/bench/limit-dist.ts';
import { readPageResources } from '../../scripts/bench/page-resources.ts';
import { FILES, JSON_LD, writeFixtureSite } from './fixture-site.ts';

it.each([
  ['<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
  ['<script type="module" src="/_astro/a.js"></script>', ''],
  ['<SCRIPT TYPE="text/javascript">x()</SCRIPT >', ''],
  ['<script type="module">import"./a.js"</script>', ''],
  [`<script type="application/ld+json">${JSON_LD}</script>`, 'the same'],
  [
    '<link rel="modulepreload" href="/_astro/a.js"><link rel="stylesheet" href="/s.css">',
    '<link rel="stylesheet" href="/s.css">',
  ],
  [
    '<astro-island uid="a" component-url="/_astro/I.js" props="{&quot;a&quot;:&quot;&gt;&quot;}" client="visible"><p>kept</p></astro-island>',
    '<p>kept</p>',
  ],
])('stripScripts: %s → %s', (html, expected) => {
  expect(stripScripts(html)).toBe(expected === 'the same' ? html : expected);
});

it('writeLimitDist: copies the site with no script left to run in any page, the rest unchanged', async () => {
  const site = await writeFixtureSite();
  const limit = await mkdtemp(join(tmpdir(), 'bench-limit-test-'));
  try {
    await writeLimitDist(site, limit);
    for (const page of ['index.html', 'blog/index.html']) {
      const html = await readFile(join(limit, page), 'utf8');
      const none = { inlineScripts: [], scriptUrls: [], modulePreloads: [], islands: [] };
      expect(readPageResources(html)).toMatchObject({ ...none, stylesheets: ['/_astro/site.css'] });
      for (const kept of ['<p>Server-rendered island</p>', JSON_LD]) expect(html).toContain(kept);
    }
    expect(await readFile(join(limit, '_astro/site.css'), 'utf8')).toBe(FILES['_astro/site.css']);
  } finally {
    await rm(site, { recursive: true, force: true });
    await rm(limit, { recursive: true, force: true });
  }
});
