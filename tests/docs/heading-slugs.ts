/**
 * The anchors GitHub gives a Markdown file's headings, so a citation such as
 * `docs/product.md#contact-form` can be checked against the file it names. GitHub's rule (the
 * github-slugger package): the heading's text as rendered, lower-cased, every character that is
 * not a letter, a digit, a mark, '-', '_' or a space dropped, spaces turned into '-'; a slug
 * already taken in the same file gets '-1', '-2', … in order.
 */

const FENCE = /^\s*(```|~~~)/;
const ATX_HEADING = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
const INLINE_MARKUP = /[`*]/g;
const DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu;

/** The text a heading renders as: links by their words, code and emphasis markers gone. */
function renderedText(heading: string): string {
  return heading.replace(LINK, '$1').replace(INLINE_MARKUP, '');
}

export function slugOf(heading: string): string {
  return renderedText(heading).trim().toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
}

/** Every anchor of a Markdown document, in order, headings inside code fences left out. */
export function headingSlugs(markdown: string): string[] {
  const occurrences = new Map<string, number>();
  const slugs: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : ATX_HEADING.exec(line);
    if (!heading) continue;
    const base = slugOf(heading[1] ?? '');
    let slug = base;
    while (occurrences.has(slug)) {
      const count = (occurrences.get(base) ?? 0) + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    slugs.push(slug);
  }
  return slugs;
}
