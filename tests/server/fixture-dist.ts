/**
 * A small built site in a temporary directory, shaped like Astro's output, with the project's
 * real public/_headers and public/_redirects, plus files outside dist/ that must never be served.
 */
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');

/** Readable, repetitive and well over 1 KB, like a real bundle, so it compresses. */
const BUNDLE = Array.from(
  { length: 120 },
  (_, index) => `export function step${index}(value) { return value * ${index} + 1; }\n`,
).join('');

/** Bytes that do not shrink, as an image's would not. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 251)),
]);

export const SITE_FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  'our-story/index.html': '<!doctype html><title>Our story</title><h1>Our story</h1>',
  'about.html': '<!doctype html><title>About</title><h1>About</h1>',
  'marketing/index.html': '<!doctype html><title>Marketing</title><h1>Agency</h1>',
  'storybuilder/index.html': '<!doctype html><title>Storybuilder</title>',
  'blog/index.html': '<!doctype html><title>Blog</title><div id="blog-island"></div>',
  'blog/pre-rendered-post/index.html': '<!doctype html><title>A post</title><h1>A pre-rendered post</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>We could not find that page</h1>',
  '_astro/app.3f9a1c2b.js': BUNDLE,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'site.webmanifest': '{"name":"Site"}',
  'favicon.ico': Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]),
  'logo.png': PNG,
};

/** Outside dist/: a request that reads this has escaped the site. */
export const SECRET = 'TOP SECRET: outside the site';

export interface FixtureSite {
  /** Holds dist/ and the files beside it. */
  baseDir: string;
  distDir: string;
  remove(): Promise<void>;
}

export async function createFixtureSite(options: { without?: string[] } = {}): Promise<FixtureSite> {
  const baseDir = await mkdtemp(join(tmpdir(), 'static-site-'));
  const distDir = join(baseDir, 'dist');
  for (const [name, content] of Object.entries(SITE_FILES)) {
    if (options.without?.includes(name)) continue;
    await mkdir(dirname(join(distDir, name)), { recursive: true });
    await writeFile(join(distDir, name), content);
  }
  await copyFile(join(PUBLIC_DIR, '_headers'), join(distDir, '_headers'));
  await copyFile(join(PUBLIC_DIR, '_redirects'), join(distDir, '_redirects'));

  await writeFile(join(baseDir, 'package.json'), `{"name":"${SECRET}"}`);
  await writeFile(join(baseDir, 'secret.txt'), SECRET);
  await symlink(join(baseDir, 'secret.txt'), join(distDir, 'linked-secret.txt'));
  await symlink(baseDir, join(distDir, 'linked-dir'));
  return { baseDir, distDir, remove: () => rm(baseDir, { recursive: true, force: true }) };
}
