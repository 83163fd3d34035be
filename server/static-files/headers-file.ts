/**
 * The `_headers` file (Netlify / Cloudflare Pages): a path pattern on its own line, then indented
 * `Name: value` lines for it. `! Name` removes a header set by the server or an earlier rule
 * (a Cloudflare extension). Every matching rule applies, in file order.
 *
 * Not @netlify/headers-parser: it reads only files on disk, drops `! Name` lines without a word,
 * and takes header names Node refuses to send (`X-Bad Name`), so a typo would fail each request
 * it matches instead of failing the file here.
 */
import { contentLines, type ParsedConfig } from './config-lines.ts';
import { compilePathPattern, encodePathValue, fillPlaceholders, type PathPattern } from './path-pattern.ts';

export interface HeaderRule {
  pattern: PathPattern;
  /** Header name as written → value; a name repeated within one rule is joined with ", ". */
  set: Map<string, string>;
  unset: string[];
}

/** RFC 9110 token characters: what a header name may contain. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Visible characters, spaces and tabs: what Node accepts in a header value. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export function parseHeadersFile(source: string): ParsedConfig<HeaderRule> {
  const rules: HeaderRule[] = [];
  const errors: string[] = [];
  let current: (HeaderRule & { line: number }) | null = null;
  // A pattern that failed to compile swallows its header lines, so they do not land on the rule before.
  let skipping = false;

  const finish = () => {
    if (current && current.set.size === 0 && current.unset.length === 0) {
      errors.push(`line ${current.line}: no headers under "${current.pattern.source}"`);
    } else if (current) {
      rules.push({ pattern: current.pattern, set: current.set, unset: current.unset });
    }
    current = null;
  };

  for (const { number, text } of contentLines(source)) {
    if (text.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
      finish();
      try {
        current = { pattern: compilePathPattern(text), set: new Map(), unset: [], line: number };
        skipping = false;
      } catch (error) {
        errors.push(`line ${number}: ${(error as Error).message}`);
        skipping = true;
      }
      continue;
    }
    if (skipping) continue;
    if (!current) {
      errors.push(`line ${number}: a header needs a path pattern line above it`);
      continue;
    }
    const problem = addHeaderLine(current, text);
    if (problem) errors.push(`line ${number}: ${problem}`);
  }
  finish();
  return { rules, errors };
}

/** Returns why the line was rejected, or null once it is recorded on the rule. */
function addHeaderLine(rule: HeaderRule, text: string): string | null {
  if (text.startsWith('!')) {
    const name = text.slice(1).trim();
    if (!HEADER_NAME.test(name)) return `"${name}" is not a header name`;
    rule.unset.push(name);
    return null;
  }
  const colon = text.indexOf(':');
  if (colon === -1) return `expected "Name: value", got "${text}"`;
  const name = text.slice(0, colon).trim();
  const value = text.slice(colon + 1).trim();
  if (!HEADER_NAME.test(name)) return `"${name}" is not a header name`;
  if (value === '') return `header "${name}" has no value`;
  if (!HEADER_VALUE.test(value)) return `header "${name}" has characters a header value cannot carry`;
  const key = [...rule.set.keys()].find((existing) => existing.toLowerCase() === name.toLowerCase());
  if (key === undefined) rule.set.set(name, value);
  else rule.set.set(key, `${rule.set.get(key)}, ${value}`);
  return null;
}

/**
 * Applies the rules matching `path` to headers the server already chose (Content-Type, defaults),
 * the way Cloudflare Pages does: the first rule to set a name replaces the server's value, later
 * rules append to it, and `! Name` deletes. Values may use the pattern's `:placeholders`.
 */
export function applyHeaderRules(rules: readonly HeaderRule[], path: string, headers: Headers): void {
  const setByRules = new Set<string>();
  for (const rule of rules) {
    const params = rule.pattern.match(path);
    if (!params) continue;
    for (const name of rule.unset) headers.delete(name);
    for (const [name, template] of rule.set) {
      const value = fillPlaceholders(template, params, encodePathValue);
      const key = name.toLowerCase();
      if (setByRules.has(key)) {
        headers.append(name, value);
      } else {
        headers.set(name, value);
        setByRules.add(key);
      }
    }
  }
}
