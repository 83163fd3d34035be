/**
 * A Markdown post's HTML (docs/product.md#post-formats-and-tags): CommonMark with GFM tables, task
 * lists and strikethrough, through remark and rehype. Raw HTML in the source is dropped
 * (remark-rehype leaves it out unless told otherwise) and rehype-sanitize keeps only GitHub's safe
 * elements and link protocols, so no script and no `javascript:` link survives whatever an editor
 * pastes. The post's title is the page's only h1, so the post's highest heading becomes an h2 and
 * the others keep their distance below it (a post of `##` and `###` gets h2 and h3, one of `#` and
 * `##` the same), leaving no level skipped. Links to other sites are marked: rel="external noopener
 * noreferrer" and a mark after the text that assistive technology skips. Given the site's address,
 * links within the site become absolute, for a feed read elsewhere.
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

function elements(node: Root | Element): Element[] {
  return node.children.flatMap((child) => (child.type === 'element' ? [child, ...elements(child)] : []));
}

function headingsFromH2(tree: Root): void {
  const headings = elements(tree).flatMap((element) => {
    const level = HEADING.exec(element.tagName)?.[1];
    return level ? [{ element, level: Number(level) }] : [];
  });
  const shift = 2 - Math.min(...headings.map((heading) => heading.level));
  for (const { element, level } of headings) element.tagName = `h${Math.min(level + shift, 6)}`;
}

function absoluteLinks(siteUrl: string) {
  return (tree: Root) => {
    for (const element of elements(tree)) {
      const href = element.properties.href;
      if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) {
        element.properties.href = new URL(href, siteUrl).href;
      }
    }
  };
}

const EXTERNAL_MARK: ElementContent = { type: 'text', value: ' ↗' };

const toHast = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(() => headingsFromH2)
  .use(rehypeExternalLinks, {
    rel: ['external', 'noopener', 'noreferrer'],
    content: EXTERNAL_MARK,
    contentProperties: { className: ['external-mark'], ariaHidden: 'true' },
  })
  .freeze();

const toHtml = toHast().use(rehypeStringify).freeze();

/** The post's body as safe HTML; with `siteUrl`, its links within the site are absolute. */
export function renderMarkdown(source: string, siteUrl?: string): string {
  const processor = siteUrl
    ? toHast()
        .use(() => absoluteLinks(siteUrl))
        .use(rehypeStringify)
    : toHtml;
  return String(processor.processSync(source));
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
