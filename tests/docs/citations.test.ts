/**
 * Citations that resolve. Comments, tests and docs point at the product's rules and the
 * architecture as `docs/<file>.md#<heading-slug>`; each must name a file in docs/ and a heading it
 * has, so renaming a heading without its citations fails here. And nothing may cite documents a
 * clone does not contain: the specification and design notes the project began from live outside
 * the repository, and what they said that still matters is in docs/ now. And the README and docs/
 * send readers to files: every repository path they name in backticks, every link to a file (and
 * its heading) and every entry of the README's project tree must exist; a failure names the doc,
 * its line and the path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingSlugs, slugOf } from './heading-slugs.ts';

const root = resolve(import.meta.dirname, '..', '..');
const SCANNED = [
  ...'src server scripts tests e2e supabase integrations docs .ci README.md astro.config.mjs'.split(' '),
  ...'eslint.config.js playwright.config.ts vitest.config.ts package.json'.split(' '),
];
const TEXT_EXTENSIONS = new Set([...'.ts .tsx .astro .js .mjs .sql .md .css .json .toml .sh'.split(' '), '']);

/** `docs/product.md#contact-form`, wherever it is written. */
const CITATION = /docs\/([\w.-]+\.md)#([\w-]+)/g;

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

/** Links inside docs/ (`(#contact-form)`) are checked with every other link, below. */
function citations(): Citation[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(CITATION)].map(([, file = '', slug = '']) => ({ at: path, file, slug })),
  );
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

it('documents outside the repository: are cited nowhere', () => {
  const outside = files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(line)))
      .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
  );
  expect(outside).toEqual([]);
});

/** The documents a reader follows: README.md and docs/*.md. */
const prose = files.filter(
  ({ path }) => path === 'README.md' || (path.startsWith('docs/') && path.endsWith('.md')),
);

/** The repository's top folders a path in prose may start with. */
const TOP = String.raw`(?:src|server|scripts|e2e|tests|supabase|integrations|docs|public|\.ci)`;
/**
 * `src/lib/db/public-rest.ts` or `server/lead-desk/` in backticks: a file or folder of the
 * repository the prose sends a reader to. A span with spaces or placeholders is no path.
 */
const REPO_PATH = new RegExp(String.raw`\x60(${TOP}/[\w./[\]-]*)\x60`, 'g');
/** `[words](target)`, an image's too; the target up to the first space or parenthesis. */
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Text outside fenced code blocks (where a `path` may be an example), with its line numbers. */
function proseLines(text: string): { line: string; number: number }[] {
  let inFence = false;
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return [];
    }
    return inFence ? [] : [{ line, number: index + 1 }];
  });
}

/** A path that names no file on purpose: a pattern for a name to choose, a placeholder. */
function isPattern(named: string): boolean {
  return /YYYY|<|\*|…/.test(named);
}

function exists(path: string): boolean {
  return existsSync(join(root, path));
}

describe('paths the docs and the README name', () => {
  it('in backticks are files or folders that exist, so a reader following a flow opens the right one', () => {
    const missing = prose.flatMap(({ path, text }) =>
      proseLines(text).flatMap(({ line, number }) =>
        [...line.matchAll(REPO_PATH)]
          .map(([, named = '']) => named.replace(/[.,;:]+$/, ''))
          .filter((named) => !isPattern(named) && !exists(named))
          .map((named) => `${path}:${number} names \`${named}\`, which is not in the repository`),
      ),
    );
    expect(missing.join('\n'), 'rename the path in the doc, or restore the file it names').toBe('');
  });

  it('in links are files that exist, and a link into a Markdown file names one of its headings', () => {
    const broken = prose.flatMap(({ path, text }) =>
      proseLines(text).flatMap(({ line, number }) =>
        [...line.matchAll(MARKDOWN_LINK)].flatMap(([, target = '']) => {
          if (/^[a-z][\w+.-]*:/i.test(target)) return []; // https:, mailto:
          const [file = '', slug] = target.split('#');
          const linked = file === '' ? path : relative(root, resolve(root, dirname(path), file));
          const at = `${path}:${number} links to ${target}`;
          if (linked.startsWith('..') || !exists(linked))
            return [`${at}, but ${linked} is not in the repository`];
          if (slug === undefined || !linked.endsWith('.md')) return [];
          const slugs = headingSlugs(readFileSync(join(root, linked), 'utf8'));
          return slugs.includes(slug) ? [] : [`${at}, but ${linked} has no heading #${slug}`];
        }),
      ),
    );
    expect(broken.join('\n'), 'fix the link, or the heading or file it points at').toBe('');
  });

  it("in the README's project tree exist, folder by folder", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const block = /## Project structure\s+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? '';
    const parents: string[] = [];
    const named = block.split('\n').flatMap((line) => {
      // The names come first, then two or more spaces, then what they hold; a line that
      // continues the one above starts with that gap.
      const [, indent = '', names = ''] = /^( *)(\S.*?)(?: {2,}.*)?$/.exec(line) ?? [];
      const depth = indent.length / 2;
      if (!Number.isInteger(depth) || depth > parents.length) return [];
      parents.length = depth;
      const paths = names.split(' ').map((name) => [...parents, name].join(''));
      const folder = paths.at(-1);
      if (folder?.endsWith('/')) parents.push(folder.slice(parents.join('').length));
      return paths;
    });
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter((path) => !exists(path.replace(/\/$/, '')));
    expect(missing.join('\n'), "README.md's project tree names these, which are not in the repository").toBe(
      '',
    );
  });
});
