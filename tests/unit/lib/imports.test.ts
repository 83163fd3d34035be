/** src/lib/** imports nothing from src/admin/ (type imports count too): the site's forms never load the dashboard. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const libDir = join(root, 'src', 'lib');
const adminDir = join(root, 'src', 'admin');

/** Every specifier of a static import or re-export, a side-effect import, or a dynamic import(). */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The specifiers in `source`, read from `file`, that name something inside src/admin. */
function adminImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => {
      if (!specifier.startsWith('.')) return false;
      const target = relative(adminDir, resolve(dirname(file), specifier));
      return !target.startsWith('..') && !target.startsWith(sep);
    });
}

describe('src/lib imports nothing from src/admin', () => {
  const files = sourceFiles(libDir);

  it('finds the data layer', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    expect(adminImports(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('sees an admin import, type imports and re-exports included', () => {
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
});
