/**
 * The imports of a built JavaScript chunk. Chunks are bundler output (minified ES modules whose
 * import and export statements sit at the top level with quoted relative paths), so patterns find
 * them; specifiers that are not paths (bare names, other origins) are not files of the site.
 */

/** `import "x"`, `import a, {b as c} from "x"`, `import * as a from "x"`, `export {a} from "x"`, `export * from "x"`. */
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+)\1/g;
/** `import("x")`, also with a template literal that has no substitutions, as Rolldown writes it. */
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\s*\(\s*(["'`])([^"'`\n$]+)\1\s*\)/g;

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((match) => match[2] ?? '');
}

export function staticImportSpecifiers(code: string): string[] {
  return specifiers(code, STATIC_IMPORT);
}

export function dynamicImportSpecifiers(code: string): string[] {
  return specifiers(code, DYNAMIC_IMPORT);
}

/**
 * The site path a specifier in the module at `fromPath` refers to, or null when it names no file
 * of the site (a bare package name, another origin, a data: URL).
 */
export function resolveSitePath(fromPath: string, specifier: string): string | null {
  if (!/^(\.{1,2}\/|\/(?!\/))/.test(specifier)) return null;
  const base = new URL(fromPath, 'http://site.invalid/');
  const resolved = new URL(specifier, base);
  return resolved.origin === base.origin ? resolved.pathname : null;
}

export type ReadModule = (sitePath: string) => string;

/**
 * Every module the given entry modules load before they run: themselves and, transitively, their
 * static imports. Each path appears once, however many modules import it.
 */
export function staticClosure(entries: Iterable<string>, readModule: ReadModule): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const specifier of staticImportSpecifiers(readModule(path))) {
      const imported = resolveSitePath(path, specifier);
      if (imported && !seen.has(imported)) pending.push(imported);
    }
  }
  return seen;
}

/**
 * The modules the given ones can load later through `import()` (on a click, on submit), with
 * their static imports, leaving out what `loaded` already holds. Followed transitively.
 */
export function dynamicClosure(loaded: ReadonlySet<string>, readModule: ReadModule): Set<string> {
  const lazy = new Set<string>();
  const scanned = new Set<string>();
  const pending = [...loaded];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (scanned.has(path)) continue;
    scanned.add(path);
    for (const specifier of dynamicImportSpecifiers(readModule(path))) {
      const target = resolveSitePath(path, specifier);
      if (!target) continue;
      for (const module of staticClosure([target], readModule)) {
        if (!loaded.has(module)) lazy.add(module);
        pending.push(module);
      }
    }
  }
  return lazy;
}
