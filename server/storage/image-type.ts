/**
 * An image's type from its first bytes (its magic number), for the four types a browser shows
 * that the blog allows (src/data/blog-images.ts). Anything else, SVG included (text that a browser
 * would run script in), has no type here and is refused where a bucket allows images only.
 */

const SIGNATURES: { type: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: 'image/gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  // RIFF, four bytes of length, WEBP.
  {
    type: 'image/webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes.subarray(8), ascii('WEBP')),
  },
];

/** The image types this module recognizes from their bytes. */
export const RECOGNIZED_IMAGE_TYPES: readonly string[] = SIGNATURES.map((signature) => signature.type);

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** image/jpeg, image/png, image/gif or image/webp when the bytes begin as one; undefined otherwise. */
export function imageTypeOf(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}
