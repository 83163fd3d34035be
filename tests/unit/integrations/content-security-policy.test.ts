/** The build's Content-Security-Policy: which inline scripts it allows, and the _headers it writes. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  contentSecurityPolicy,
  headersFileWithCsp,
  inlineScriptHashes,
  inlineScripts,
  scriptHash,
  supabaseConnectOrigins,
} from '../../../integrations/content-security-policy.ts';
import { writeSecurityHeaders } from '../../../integrations/security-headers.ts';

/** A public/_headers with one rule, as the build finds it in dist/. */
const source = '/*\n  X-Content-Type-Options: nosniff\n';

it('inlineScripts: finds classic and module inline scripts and skips external scripts and data blocks; hashes what the browser parses (CR LF and lone CR become LF)', () => {
  const html = [
    '<script>let mode = "faith";</script>',
    '<script type="module">import("/_astro/a.js")</script>',
    '<SCRIPT TYPE="text/javascript">one()</SCRIPT>',
    '<script src="/_astro/app.js"></script>',
    '<script type="module" src="/_astro/b.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="application/json">{}</script>',
  ].join('\n');
  expect(inlineScripts(html)).toEqual(['let mode = "faith";', 'import("/_astro/a.js")', 'one()']);
  expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
});

it("scriptHash: gives the CSP source MDN documents for alert('Hello, world.'); and collects each distinct script once over all pages, sorted", () => {
  const mdn = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
  expect(scriptHash("alert('Hello, world.');")).toBe(mdn);
  const pages = ['<script>a()</script><script>b()</script>', '<script>a()</script>'];
  expect(inlineScriptHashes(pages)).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
});

describe('supabaseConnectOrigins', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['  ', []],
    ['https://abc.supabase.co', ['https://abc.supabase.co']],
    ['https://abc.supabase.co/', ['https://abc.supabase.co']],
    ['http://localhost:54321', ['http://localhost:54321']],
  ])('PUBLIC_SUPABASE_URL=%j allows %j', (value, origins) => {
    expect(supabaseConnectOrigins(value)).toEqual(origins);
  });

  it.each(['abc.supabase.co', 'ftp://abc.supabase.co'])(
    'refuses %j with a sentence naming the variable',
    (value) => {
      const sentence = `PUBLIC_SUPABASE_URL must be an http(s) URL such as https://xyz.supabase.co (got "${value}")`;
      expect(() => supabaseConnectOrigins(value)).toThrow(sentence);
    },
  );
});

it('contentSecurityPolicy: allows scripts from the site and the hashes, connections to and images from the site and Supabase (or the site alone), and no framing', () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"],
    connectOrigins: ['https://abc.supabase.co'],
  });
  expect(csp).toBe(
    "default-src 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data: https://abc.supabase.co; font-src 'self'; connect-src 'self' https://abc.supabase.co; manifest-src 'self'; " +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  const local = contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] });
  expect(local).toContain("connect-src 'self';");
  expect(local).toContain("img-src 'self' data:;");
});

it("headersFileWithCsp: stops the build when the policy outgrows the CDN's header line limit, or the source file already sets it (the CDNs would merge them unpredictably)", () => {
  const hashes = Array.from({ length: 40 }, (_, index) => scriptHash(`island${index}()`));
  const csp = contentSecurityPolicy({ scriptHashes: hashes, connectOrigins: [] });
  expect(() => headersFileWithCsp(source, csp)).toThrow(
    /over the CDN's 2000: .*too many distinct inline scripts/,
  );
  const own = `${source}  Content-Security-Policy: default-src *\n`;
  expect(() => headersFileWithCsp(own, 'x')).toThrow('public/_headers sets Content-Security-Policy itself');
});

it('writeSecurityHeaders: hashes the inline scripts of every built page, nested ones included, into dist/_headers', async () => {
  const distDir = await mkdtemp(join(tmpdir(), 'csp-dist-'));
  onTestFinished(() => rm(distDir, { recursive: true, force: true }));
  await mkdir(join(distDir, 'our-story'));
  await writeFile(join(distDir, '_headers'), source);
  await writeFile(join(distDir, 'index.html'), '<script>home()</script><script src="/_astro/x.js"></script>');
  await writeFile(join(distDir, 'our-story', 'index.html'), '<script type="module">story()</script>');
  await writeFile(join(distDir, 'notes.txt'), '<script>not a page()</script>');

  const csp = await writeSecurityHeaders(distDir, 'https://abc.supabase.co/');

  const written = await readFile(join(distDir, '_headers'), 'utf8');
  expect(written.startsWith(source)).toBe(true);
  expect(written).toContain(`  Content-Security-Policy: ${csp}\n`);
  const hashes = [scriptHash('home()'), scriptHash('story()')].sort().join(' ');
  expect(csp).toContain(`script-src 'self' ${hashes};`);
  expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
  expect(csp).toContain("img-src 'self' data: https://abc.supabase.co;");
});
