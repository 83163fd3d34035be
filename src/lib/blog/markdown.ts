/**
 * A Markdown post's HTML (docs/product.md#post-formats-and-tags): CommonMark with GFM tables, task
 * lists and strikethrough, through remark and rehype. Raw HTML in the source is dropped
 * (remark-rehype leaves it out unless told otherwise) and rehype-sanitize keeps only GitHub's safe
 * elements and link protocols, so no script and no `javascript:` link survives whatever an editor
 * pastes. The post's title is the page's only h1, so the post's highest heading becomes an h2 and
 * the others keep their distance below it (a post of `##` and `###` gets h2 and h3, one of `#` and
 * `##` the same), leaving no level skipped. Links to other sites are marked: rel="external noopener
 * noreferrer" and a mark after the text that assistive technology skips. Given the site's address,
 * links and images within the site become absolute, for a feed read elsewhere. An image from the blog's bucket
 * gets its size (from its name: src/lib/images/blog-image.ts, so the page does not shift as it
 * loads) and loads lazily; where the build made its smaller copies, a srcset of them; and where
 * the build found the image missing, its alt text stands in its place.
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
import { ARTICLE_IMAGE_SIZES, imageAt, imageSources } from '../images/blog-image.ts';

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

export interface ImageOptions {
  /** The build made smaller copies of each image (src/pages/images/blog/[file].ts). */
  responsive: boolean;
  /** Names of images the build could not fetch. */
  missing?: ReadonlySet<string>;
}

function blogImages({ responsive, missing }: ImageOptions) {
  return (tree: Root) => {
    for (const element of elements(tree)) {
      if (element.tagName !== 'img' || typeof element.properties.src !== 'string') continue;
      const image = imageAt(element.properties.src);
      if (!image) continue;
      if (missing?.has(image.name)) {
        const alt = String(element.properties.alt ?? '');
        element.tagName = 'span';
        element.properties = { className: ['image-missing'] };
        element.children = [{ type: 'text', value: alt }];
        continue;
      }
      const { srcSet, sizes, width, height } = imageSources(
        image,
        responsive && { sizes: ARTICLE_IMAGE_SIZES },
      );
      Object.assign(element.properties, { width, height, loading: 'lazy', decoding: 'async' });
      if (srcSet) Object.assign(element.properties, { srcSet, sizes });
    }
  };
}

function absoluteLinks(siteUrl: string) {
  return (tree: Root) => {
    for (const element of elements(tree)) {
      for (const attribute of ['href', 'src']) {
        const value = element.properties[attribute];
        if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
          element.properties[attribute] = new URL(value, siteUrl).href;
        }
      }
    }
  };
}

const EXTERNAL_MARK: ElementContent = { type: 'text', value: ' ↗' };
const EXTERNAL_MARK_CLASS = 'external-mark';

const toHast = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(() => headingsFromH2)
  .use(rehypeExternalLinks, {
    rel: ['external', 'noopener', 'noreferrer'],
    content: EXTERNAL_MARK,
    contentProperties: { className: [EXTERNAL_MARK_CLASS], ariaHidden: 'true' },
  })
  .freeze();

export interface RenderOptions {
  /** The site's address: links and images within it become absolute (the feed). */
  siteUrl?: string;
  images?: ImageOptions;
}

/** The post's body as safe HTML. */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  const { siteUrl, images = { responsive: false } } = options;
  let processor = toHast().use(() => blogImages(images));
  if (siteUrl) processor = processor.use(() => absoluteLinks(siteUrl));
  return String(processor.use(rehypeStringify).processSync(source));
}

function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (
    node.type === 'element' &&
    (node.properties.className as string[] | undefined)?.includes(EXTERNAL_MARK_CLASS)
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
