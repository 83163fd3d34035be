/**
 * The drawing box every project picture is composed in (16:9, the card's picture slot), and the
 * sizes its parts share, in the box's units.
 */
export const VIEW = { width: 400, height: 225 } as const;

/** A window's title bar, and the height of one line of placeholder text and of a heading line. */
export const CHROME_HEIGHT = 14;
export const LINE = 3.5;
export const HEADING_LINE = 7;
