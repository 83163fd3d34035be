/**
 * A Markdown post's HTML (docs/product.md#post-formats-and-tags): CommonMark with GFM tables, task
 * lists and strikethrough, through remark and rehype. Raw HTML in the source is dropped
 * (remark-rehype leaves it out unless told otherwise) and rehype-sanitize keeps only GitHub's safe
 * elements and link protocols, so no script and no `javascript:` link survives whatever an editor
 * pastes. The post's title is the page's only h1, so a `#` heading becomes an h2 and every level
 * moves down one. Links to other sites are marked: rel="external noopener noreferrer" and a mark
 * after the text that assistive technology skips.
 *
 * The same function renders the pre-rendered page, the runtime blog's post, the feed's content and
 * the admin's preview; the browser loads this module only when a Markdown post is shown.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const HEADING = /^h([1-6])$/;

function lowerHeadings(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const level = HEADING.exec(child.tagName)?.[1];
    if (level) child.tagName = `h${Math.min(Number(level) + 1, 6)}`;
    lowerHeadings(child);
  }
}

const EXTERNAL_MARK: ElementContent = { type: 'text', value: ' ↗' };

const toHast = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(() => lowerHeadings)
  .use(rehypeExternalLinks, {
    rel: ['external', 'noopener', 'noreferrer'],
    content: EXTERNAL_MARK,
    contentProperties: { className: ['external-mark'], ariaHidden: 'true' },
  })
  .freeze();

const toHtml = toHast().use(rehypeStringify).freeze();

/** The post's body as safe HTML. */
export function renderMarkdown(source: string): string {
  return String(toHtml.processSync(source));
}

function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (
    node.type === 'element' &&
    (node.properties.className as string[] | undefined)?.includes('external-mark')
  ) {
    return '';
  }
  if ('children' in node) return node.children.map(textOf).join(node.type === 'root' ? '\n' : '');
  return '';
}

/** What the post says without its marks, for structured data and summaries. */
export function markdownText(source: string): string {
  const tree = toHast.runSync(toHast.parse(source));
  return textOf(tree)
    .replace(/[ \t]*\n\s*/g, '\n')
    .trim();
}
