/** Line handling shared by the `_headers` and `_redirects` parsers. */

export interface ParsedConfig<Rule> {
  rules: Rule[];
  /** One message per rejected line, prefixed with its line number. */
  errors: string[];
}

export interface ConfigLine {
  /** 1-based, for messages. */
  number: number;
  /** Without surrounding whitespace. */
  text: string;
}

/** Lines with content, skipping blanks and `#` comments. */
export function contentLines(source: string): ConfigLine[] {
  return source
    .split(/\r?\n/)
    .map((line, index) => ({ number: index + 1, text: line.trim() }))
    .filter((line) => line.text !== '' && !line.text.startsWith('#'));
}
