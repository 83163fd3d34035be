/**
 * A small built site shaped like Astro's output, for the bench's byte accounting: a page with the
 * mode script, another inline script, an eager module script with a shared import, a module
 * preload, a stylesheet, JSON-LD, images and two islands, one of which imports a chunk on a click.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Repetitive like real bundles, and distinct per file so each compresses to its own size. */
const code = (name: string, imports = '') =>
  `${imports}${Array.from({ length: 40 }, (_, line) => `export const ${name}${line} = () => "${name} ${line}";`).join('\n')}\n`;

export const MODE_SCRIPT = `(function(){const key = "mode";
  let mode = 'faith';
  try { mode = localStorage.getItem(key) === 'secular' ? 'secular' : 'faith'; } catch {}
  document.body.classList.add(mode + '-mode');
})();`;
export const OTHER_INLINE_SCRIPT =
  "if ('scrollRestoration' in history) history.scrollRestoration = 'manual';";
export const INLINE_STYLE = 'astro-island{display:contents}';
export const JSON_LD = '{"@context":"https://schema.org","@type":"Organization","name":"Kindred"}';

export const FILES: Record<string, string> = {
  '_astro/site.css': `${Array.from({ length: 60 }, (_, rule) => `.rule-${rule}{margin:${rule}px}`).join('')}`,
  '_astro/header.js': code('header', 'import{a}from"./shared.js";'),
  '_astro/shared.js': code('shared'),
  '_astro/preloaded.js': code('preloaded'),
  '_astro/Island.js': code('island', 'import{a}from"./shared.js";import*as r from"./runtime.js";'),
  '_astro/runtime.js': code('runtime'),
  '_astro/client.js': code('client', 'import{r}from"./runtime.js";'),
  '_astro/Dialog.js': code(
    'dialog',
    'import{r}from"./runtime.js";const open=()=>import(`./supabase.js`).then((m)=>m.send);',
  ),
  '_astro/supabase.js': code('supabase', 'import{c}from"./supabase-config.js";'),
  '_astro/supabase-config.js': code('config'),
  '_astro/unused.js': code('unused'),
  'hero.png': 'not really a png',
};

export const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Home</title>
<link rel="stylesheet" href="/_astro/site.css"><link rel="modulepreload" href="/_astro/preloaded.js">
<style>${INLINE_STYLE}</style><script>${OTHER_INLINE_SCRIPT}</script>
<script type="application/ld+json">${JSON_LD}</script></head>
<body><script>${MODE_SCRIPT}</script>
<header><script type="module" src="/_astro/header.js"></script></header>
<img src="/hero.png" alt=""><img src="/below.png" alt="" loading="lazy">
<astro-island uid="a" component-url="/_astro/Island.js" renderer-url="/_astro/client.js" props="{&quot;x&quot;:[0,&quot;&lt;b&gt;&quot;]}" client="visible"><p>Server-rendered island</p></astro-island>
<astro-island uid="b" component-url="/_astro/Dialog.js" renderer-url="/_astro/client.js" client="idle"><dialog>Contact</dialog></astro-island>
</body></html>`;

/** Writes the site with the page at `/` and the same page at `/blog`; returns the directory. */
export async function writeFixtureSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-fixture-'));
  const files = { ...FILES, 'index.html': PAGE, 'blog/index.html': PAGE };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}
