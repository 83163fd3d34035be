/**
 * src/data reads nothing but itself (type imports too), so no change in the code can change what a page says.
 * The one way out: the lead tables' descriptions (supabase/functions/_shared/*-fields.ts), data of the same kind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const dataDir = join(root, 'src', 'data');
const sharedDir = join(root, 'supabase', 'functions', '_shared');
const DESCRIPTION_FILE = /^[a-z-]*fields?\.ts$/;

/** Every specifier of a static import or re-export, a side-effect import, or a dynamic import(). */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

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

/** True when the specifier, read from `file`, names a file inside src/data or a lead table's description. */
function staysInData(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = relative(dataDir, resolve(dirname(file), specifier));
  if (!target.startsWith('..') && !target.startsWith(sep)) return true;
  const shared = relative(sharedDir, resolve(dirname(file), specifier));
  return !shared.includes(sep) && DESCRIPTION_FILE.test(shared);
}

describe('src/data imports only from src/data', () => {
  const files = sourceFiles(dataDir);

  it('finds the copy modules', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    const outside = specifiersOf(readFileSync(file, 'utf8')).filter((s) => !staysInData(file, s));
    expect(outside).toEqual([]);
  });

  it('reads every kind of import, type imports included', () => {
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
});
