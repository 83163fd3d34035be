/**
 * Citations that resolve. Comments, tests and docs point at the product's rules and the
 * architecture as `docs/<file>.md#<heading-slug>`; each must name a file in docs/ and a heading it
 * has, so renaming a heading without its citations fails here. And nothing may cite documents a
 * clone does not contain: the specification and design notes the project began from live outside
 * the repository, and what they said that still matters is in docs/ now.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingSlugs, slugOf } from './heading-slugs.ts';

const root = resolve(import.meta.dirname, '..', '..');
const SCANNED = [
  'src',
  'server',
  'scripts',
  'tests',
  'e2e',
  'supabase',
  'integrations',
  'docs',
  '.ci',
  'README.md',
  'astro.config.mjs',
  'eslint.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
  'package.json',
];
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.astro',
  '.js',
  '.mjs',
  '.sql',
  '.md',
  '.css',
  '.json',
  '.toml',
  '.sh',
  '',
]);

/** `docs/product.md#contact-form`, wherever it is written. */
const CITATION = /docs\/([\w.-]+\.md)#([\w-]+)/g;
/** Inside docs/: `(#contact-form)` and `(architecture.md#the-parts)`. */
const RELATIVE_LINK = /\]\(([\w.-]+\.md)?#([\w-]+)\)/g;

/** Assembled, so that this file does not cite what it forbids. */
const OUTSIDE_DOCUMENTS = [
  new RegExp(['SPEC', String.raw`\s+(section|§)`].join(''), 'i'),
  new RegExp(['SPEC', String.raw`\s*§`].join('')),
  new RegExp(['DESIGN', String.raw`\.md`].join('')),
  new RegExp(['STYLE', String.raw`\.md`].join('')),
  new RegExp([String.raw`\.\./`, 'shared'].join('')),
  // The issue tracker is not in a clone either.
  new RegExp(['\\b[Ii]ssues?', String.raw`\s+\d+\b`].join('')),
];

function textFiles(path: string): string[] {
  const full = join(root, path);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return TEXT_EXTENSIONS.has(extname(path)) ? [path] : [];
  }
  return entries.flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.e2e-dist')) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return textFiles(child);
    return TEXT_EXTENSIONS.has(extname(entry.name)) ? [child] : [];
  });
}

const files = SCANNED.flatMap(textFiles).map((path) => ({
  path,
  text: readFileSync(join(root, path), 'utf8'),
}));

const docs = new Map(
  readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, new Set(headingSlugs(readFileSync(join(root, 'docs', name), 'utf8')))]),
);

interface Citation {
  at: string;
  file: string;
  slug: string;
}

function citations(): Citation[] {
  return files.flatMap(({ path, text }) => {
    const found = [...text.matchAll(CITATION)].map(([, file = '', slug = '']) => ({ at: path, file, slug }));
    if (!path.startsWith('docs/')) return found;
    const links = [...text.matchAll(RELATIVE_LINK)].map(([, file, slug = '']) => ({
      at: path,
      file: file ?? basename(path),
      slug,
    }));
    return [...found, ...links];
  });
}

describe('GitHub heading slugs', () => {
  it.each([
    ['Contact form', 'contact-form'],
    ['Request bounds of the REST API', 'request-bounds-of-the-rest-api'],
    ['Flow 1: a contact submission, from click to row', 'flow-1-a-contact-submission-from-click-to-row'],
    ['`server/http` and [links](x.md)', 'serverhttp-and-links'],
    ['snake_case and hyphen-ated', 'snake_case-and-hyphen-ated'],
  ])('%s → %s', (heading, slug) => {
    expect(slugOf(heading)).toBe(slug);
  });

  it('numbers repeated headings as GitHub does, and skips code fences', () => {
    const markdown = ['# Limits', '## Limits', '```', '# Limits', '```', '### Limits', '## Limits 1'].join(
      '\n',
    );
    expect(headingSlugs(markdown)).toEqual(['limits', 'limits-1', 'limits-2', 'limits-1-1']);
  });
});

describe('citations of docs/', () => {
  const all = citations();

  it('are found (the scan reads the tree)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(all.length).toBeGreaterThan(50);
  });

  it('each name a file in docs/ and a heading it has', () => {
    const broken = all
      .filter(({ file, slug }) => !docs.get(file)?.has(slug))
      .map(({ at, file, slug }) => `${at}: docs/${file}#${slug}`);
    expect(broken).toEqual([]);
  });
});

describe('documents outside the repository', () => {
  it('are cited nowhere', () => {
    const outside = files.flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(line)))
        .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
    );
    expect(outside).toEqual([]);
  });
});

/** `src/lib/db/public-rest.ts` in backticks: a file of the repository the prose sends a reader to. */
const REPO_PATH =
  /`((?:src|server|scripts|e2e|tests|supabase|integrations|docs|public|\.ci)\/[\w./[\]-]+\.\w+)`/g;

describe('paths the docs and the README name', () => {
  it('are files that exist, so a reader following a flow opens the right one', () => {
    const prose = files.filter(({ path }) => path.startsWith('docs/') || path === 'README.md');
    const missing = prose.flatMap(({ path, text }) =>
      [...text.matchAll(REPO_PATH)]
        .map(([, named = '']) => named)
        // A pattern for a name to choose (`…/YYYYMMDDHHMMSS_what_it_does.sql`) names no file.
        .filter((named) => !/YYYY/.test(named) && !existsSync(join(root, named)))
        .map((named) => `${path}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
