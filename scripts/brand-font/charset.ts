/**
 * The characters the brand font keeps. Anything else still renders, in the fallback font, so this
 * is the Latin the copy uses, the currencies the pricing and ROI pages may show, and typographic
 * punctuation (curly quotes, dashes, ellipsis), not a whole script.
 */
const RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin: letters, digits, ASCII punctuation, $
  [0xa0, 0xff], // Latin-1: no-break space, £ ¥ © ® ° × ÷ · and the accented letters of names
  [0x2013, 0x2014], // en and em dashes
  [0x2018, 0x201e], // curly single and double quotes, low quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x2032, 0x2033], // prime, double prime
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
];

export function brandCharacters(): string {
  let text = '';
  for (const [from, to] of RANGES)
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

/** The same set as a CSS unicode-range, so the browser fetches the file only for text it covers. */
export function unicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(
    ', ',
  );
}
