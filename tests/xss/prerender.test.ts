/**
 * A post of script, event-handler and `javascript:` payloads pre-rendered by a real build: the page, its JSON-LD
 * and /rss.xml carry the text escaped, never as markup. One build (tens of seconds), many checks.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPath } from '../../src/lib/blog/paths.ts';
import { insertRow } from '../db/sql.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { hostilePost, PAYLOADS } from './payloads.ts';

const HOSTILE_POST = hostilePost('build');

const ROOT = join(import.meta.dirname, '..', '..');
const BUILD_TIMEOUT_MS = 300_000;

let backend: TestBackend;
let outDir: string;
let postHtml: string;
let listHtml: string;
let rss: string;

/** How HTML text escaping writes a value: & < > and quotes as entities. */
function htmlEscaped(text: string): RegExp {
  const pattern = [...text]
    .map((char) => {
      const entities: Record<string, string> = {
        '&': '&(amp|#38|#x26);',
        '<': '&(lt|#60|#x3c);',
        '>': '(>|&(gt|#62|#x3e);)',
        '"': '("|&(quot|#34|#x22);)',
        "'": "('|&(#39|#x27|apos);)",
      };
      return entities[char] ?? char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    })
    .join('');
  return new RegExp(pattern, 'i');
}

/** `astro build` in a child process; asynchronous, so the backend in this process can answer it. */
function buildSite(outDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const astro = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const child = spawn(process.execPath, [astro, 'build', '--outDir', outDir], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout: BUILD_TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the build failed (${code}):\n${output}`));
      else if (output.includes('no posts pre-rendered'))
        reject(new Error(`the build read no posts:\n${output}`));
      else resolve();
    });
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  await insertRow(backend.db, 'blog_posts', HOSTILE_POST);
  outDir = await mkdtemp(join(tmpdir(), 'xss-build-'));
  await buildSite(outDir, {
    BLOG_SOURCE_URL: backend.url,
    PUBLIC_SUPABASE_PUBLISHABLE_KEY: backend.keys.publishableKey,
  });
  postHtml = await readFile(join(outDir, 'blog', HOSTILE_POST.slug, 'index.html'), 'utf8');
  listHtml = await readFile(join(outDir, 'blog', 'index.html'), 'utf8');
  rss = await readFile(join(outDir, 'rss.xml'), 'utf8');
}, BUILD_TIMEOUT_MS);

/** Inside a double-quoted attribute (its quotes escaped) "<" is inert text, so attribute values are blanked. */
const markupOf = (html: string) => html.replace(/="[^"]*"/g, '=""');
/** No payload that is markup stands in `markup` as written. */
const expectNoPayloadIn = (markup: string) => {
  for (const payload of PAYLOADS.filter((text) => text.includes('<'))) expect(markup).not.toContain(payload);
};

afterAll(async () => {
  await backend.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it.each([
  ['the pre-rendered post page', () => postHtml],
  ['the pre-rendered blog list', () => listHtml],
])('%s holds no payload as markup', (_page, html) => {
  const markup = markupOf(html());
  expectNoPayloadIn(markup);
  expect(markup).not.toMatch(/<img[^>]*onerror/i);
  expect(markup).not.toMatch(/<svg[^>]*onload/i);
  expect(markup).not.toMatch(/<iframe/i);
  expect(html()).not.toMatch(/href="javascript:/i);
  expect(markup).not.toContain('<script>window.');
});

describe('the pre-rendered post page', () => {
  it('shows the title and the content as text', () => {
    expect(postHtml).toMatch(htmlEscaped(HOSTILE_POST.title));
    for (const paragraph of HOSTILE_POST.content.split('\n\n')) {
      expect(postHtml).toMatch(htmlEscaped(paragraph));
    }
  });

  it('has JSON-LD that no payload can end early, and that reads back as the exact text', () => {
    const blocks = [...postHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block).not.toMatch(/<\/?script|<!--/i);
    const parsed = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    expect(parsed).toContainEqual(expect.objectContaining({ headline: HOSTILE_POST.title }));
  });
});

it('the pre-rendered blog list: shows the post as a card at first paint, its title as text and a link to its page', () => {
  expect(listHtml).toMatch(htmlEscaped(HOSTILE_POST.title));
  expect(listHtml).toContain(`href="${postPath(HOSTILE_POST.slug)}"`);
  expect(listHtml).not.toContain('data-testid="blog-skeleton"');
});

it('the RSS feed: is one well-formed channel whose item carries the title as escaped text, and holds no payload as markup, CDATA included', () => {
  expectNoPayloadIn(rss);
  expect(rss).not.toContain('<![CDATA[');
  expect(rss.match(/<item>/g)).toHaveLength(rss.match(/<\/item>/g)?.length ?? -1);
  const item = rss
    .split('</item>')
    .find((text) => text.includes(HOSTILE_POST.slug))
    ?.split('<item>')[1];
  const title = /<title>([\s\S]*?)<\/title>/.exec(item ?? '')?.[1] ?? '';
  expect(title).toMatch(htmlEscaped(HOSTILE_POST.title));
  expect(title).not.toContain('<');
});
