/** The shape of long static text (founder story, terms, privacy): sections of paragraphs and lists. */
import type { Copy } from './types.ts';

export type ProseBlock =
  | { kind: 'paragraph'; text: Copy }
  | { kind: 'list'; items: readonly Copy[] }
  /** A button that opens the shared contact dialog, for "write to us" passages. */
  | { kind: 'contact'; label: string };

export interface ProseSection {
  /** Anchor id, kebab-case: the table of contents links to it. */
  id: string;
  heading: Copy;
  blocks: readonly ProseBlock[];
}

/** A titled group of sections, such as the Terms of Service within the legal page. */
export interface ProsePart {
  /** Anchor id of the part. */
  id: string;
  heading: Copy;
  sections: readonly ProseSection[];
}

/** A page heading block: the page's one h1. */
export interface ProseHeader {
  eyebrow?: Copy;
  title: Copy;
  lead?: Copy;
}

/** The closing invitation of a static page, a link to the request-access form. */
export interface RequestAccessCallout {
  heading: Copy;
  text: Copy;
  label: string;
  href: '/request-access';
}
