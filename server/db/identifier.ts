/** A name as SQL text, double-quoted: safe for any table, column or role name. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
