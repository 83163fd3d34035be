/**
 * Path patterns shared by `_headers` and `_redirects`, with the CDN rules-engine semantics:
 * `*` captures anything, slashes included, as `splat`; `:name` captures one path segment.
 * Patterns match the whole decoded path, case-sensitively.
 */

export type PathParams = Record<string, string>;

export interface PathPattern {
  readonly source: string;
  match(path: string): PathParams | null;
}

const TOKEN = /(\*|:[A-Za-z]\w*)/;
const PLACEHOLDER = /:([A-Za-z]\w*)/g;
const REGEX_SPECIAL = /[-/\\^$*+?.()|[\]{}]/g;

/** Throws with a readable reason when the pattern cannot be used. */
export function compilePathPattern(source: string): PathPattern {
  if (!source.startsWith('/')) {
    throw new Error(`pattern "${source}" must be a path starting with "/"`);
  }
  const names = new Set<string>();
  // split with a capture group alternates literal text (even indexes) and tokens (odd indexes).
  const body = source
    .split(TOKEN)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(REGEX_SPECIAL, '\\$&');
      const name = part === '*' ? 'splat' : part.slice(1);
      if (names.has(name)) throw new Error(`pattern "${source}" captures "${name}" twice`);
      names.add(name);
      return part === '*' ? '(?<splat>.*)' : `(?<${name}>[^/]+)`;
    })
    .join('');
  const regex = new RegExp(`^${body}$`);
  return {
    source,
    match(path) {
      const found = regex.exec(path);
      return found ? { ...found.groups } : null;
    },
  };
}

/** Percent-encodes a captured value segment by segment, so it is safe in a URL or a header. */
export function encodePathValue(value: string): string {
  return value.split('/').map(encodeURIComponent).join('/');
}

/**
 * Replaces `:name` in a target with the captured values; names without a value stay as written.
 * `encode` lets a caller escape values bound for a header such as Location.
 */
export function fillPlaceholders(
  template: string,
  params: PathParams,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encode(value);
  });
}
