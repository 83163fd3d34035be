/**
 * Writes a runtime head (page-head.ts) into the document: the tags Base.astro renders for a page's
 * name, description, canonical address and share preview, changed in place, and the robots tag
 * added or removed. The blog island calls it whenever what it shows differs from what the served
 * HTML was built for. The blog's pages carry no per-mode titles (data-faith-title on <html>), so
 * the title written here stands in both display modes.
 */
import type { RuntimeHead } from './page-head.ts';

const NOINDEX = 'noindex';

/** The element `selector` finds in <head>, made (by `create`) and appended when there is none. */
function headElement<Tag extends HTMLElement>(doc: Document, selector: string, create: () => Tag): Tag {
  const found = doc.head.querySelector<Tag>(selector);
  if (found) return found;
  const made = create();
  doc.head.append(made);
  return made;
}

function setMeta(doc: Document, key: 'name' | 'property', value: string, content: string): void {
  const meta = headElement(doc, `meta[${key}="${value}"]`, () => {
    const made = doc.createElement('meta');
    made.setAttribute(key, value);
    return made;
  });
  if (meta.content !== content) meta.content = content;
}

function setCanonical(doc: Document, href: string): void {
  const link = headElement(doc, 'link[rel="canonical"]', () => {
    const made = doc.createElement('link');
    made.rel = 'canonical';
    return made;
  });
  if (link.href !== href) link.href = href;
}

export function applyHead(doc: Document, head: RuntimeHead): void {
  if (doc.title !== head.title) doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setCanonical(doc, head.canonicalUrl);
  setMeta(doc, 'property', 'og:type', head.ogType);
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setMeta(doc, 'property', 'og:url', head.canonicalUrl);
  setMeta(doc, 'name', 'twitter:title', head.title);
  setMeta(doc, 'name', 'twitter:description', head.description);
  const robots = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (head.indexable) robots?.remove();
  else setMeta(doc, 'name', 'robots', NOINDEX);
}
