/**
 * Import boundaries, type imports included. src/data reads nothing but itself, so no change in the
 * code can change what a page says; its one way out is the lead tables' descriptions
 * (supabase/functions/_shared/*-fields.ts), data of the same kind. src/lib/** imports nothing from
 * src/admin/: the site's forms never load the dashboard.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const dataDir = join(root, 'src', 'data');
const libDir = join(root, 'src', 'lib');
const adminDir = join(root, 'src', 'admin');
const sharedDir = join(root, 'supabase', 'functions', '_shared');
const DESCRIPTION_FILE = /^[a-z-]*fields?\.ts$/;

/**
 * Every specifier of a static import or re-export, a side-effect import, or a dynamic import().
 * `from` is followed by a space, as Prettier writes it, so copy ending in "from" is not read as one.
 */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|json)$/.test(entry.name) ? [path] : [];
  });
}

function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? '');
}

/** True when the relative specifier, read from `file`, names a file inside `dir`. */
function inside(dir: string, file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = relative(dir, resolve(dirname(file), specifier));
  return !target.startsWith('..') && !target.startsWith(sep);
}

/** True when the specifier, read from `file`, names a file inside src/data or a lead table's description. */
function staysInData(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  if (inside(dataDir, file, specifier)) return true;
  const shared = relative(sharedDir, resolve(dirname(file), specifier));
  return !shared.includes(sep) && DESCRIPTION_FILE.test(shared);
}

const adminImports = (file: string, source: string) =>
  specifiersOf(source).filter((specifier) => inside(adminDir, file, specifier));

describe.each([
  [
    'src/data imports only from src/data',
    dataDir,
    10,
    (file: string, source: string) =>
      specifiersOf(source).filter((specifier) => !staysInData(file, specifier)),
  ],
  ['src/lib imports nothing from src/admin', libDir, 20, adminImports],
])('%s', (_rule, dir, atLeast, outside) => {
  const files = sourceFiles(dir);

  it(`finds more than ${atLeast} modules`, () => {
    expect(files.length).toBeGreaterThan(atLeast);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    expect(outside(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});

it('reads every kind of import, type imports included, and keeps src/data to itself', () => {
  const source = [
    "import type { Mode } from '../lib/mode/mode.ts';",
    "import { x, type Y } from 'some-package';",
    "export { z } from '../components/z.ts';",
    "import '../styles/global.css';",
    "const lazy = () => import('../lib/roi/roi.ts');",
  ].join('\n');
  const specifiers = [
    '../lib/mode/mode.ts',
    'some-package',
    '../components/z.ts',
    '../styles/global.css',
    '../lib/roi/roi.ts',
  ];
  expect(specifiersOf(source)).toEqual(specifiers);
  const file = join(dataDir, 'home.ts');
  expect(specifiers.filter((s) => staysInData(file, s))).toEqual([]);
  expect(staysInData(file, './types.ts')).toBe(true);
  expect(staysInData(file, '../../supabase/functions/_shared/access-request-fields.ts')).toBe(true);
  expect(staysInData(file, '../../supabase/functions/_shared/lead-notice.ts')).toBe(false);
  expect(staysInData(join(dataDir, 'modules', 'index.ts'), '../types.ts')).toBe(true);
});

it('sees an admin import from src/lib, type imports and re-exports included', () => {
  const file = join(libDir, 'db', 'x.ts');
  const source = [
    "import type { A } from '../../admin/auth/gateway.ts';",
    "export { b } from '../../admin/leads/b.ts';",
    "import { c } from './c.ts';",
    "const d = () => import('../../admin/d.ts');",
  ].join('\n');
  const expected = ['../../admin/auth/gateway.ts', '../../admin/leads/b.ts', '../../admin/d.ts'];
  expect(adminImports(file, source)).toEqual(expected);
});
