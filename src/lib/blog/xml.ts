/** Text for XML documents (the feed, the sitemap): escaped, and without characters XML 1.0 forbids. */

/** Control characters other than tab, line feed and carriage return, and the two non-characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Safe in element content and in attribute values. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
