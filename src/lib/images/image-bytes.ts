/**
 * What an uploaded image is, read from its bytes rather than its name or declared type
 * (docs/product.md#post-images): JPEG, PNG, GIF or WebP, and its width and height. Anything else,
 * SVG included (it may carry script), is not an image the blog takes. Pure functions over the
 * bytes, so the editor checks a file before it is sent and the local server checks it again.
 */

import { BLOG_IMAGES_BUCKET } from '../../data/blog-images.ts';

/** The types the blog's bucket allows, each of which this module knows by its bytes. */
export const IMAGE_TYPES = BLOG_IMAGES_BUCKET.allowedMimeTypes;
export type ImageType = (typeof IMAGE_TYPES)[number];

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** The image's type by its magic number, or null for anything else. */
export function imageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** JPEG start-of-frame markers (baseline, progressive, ...), which hold the size; not DHT, JPG or DAC. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array): Size | null {
  const data = view(bytes);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (SOF.has(marker)) return { width: data.getUint16(at + 7), height: data.getUint16(at + 5) };
    at += 2 + data.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): Size | null {
  const data = view(bytes);
  if (ascii(bytes, 12, 'VP8X') && bytes.length >= 30) {
    const read24 = (at: number) => data.getUint16(at, true) | ((bytes[at + 2] ?? 0) << 16);
    return { width: read24(24) + 1, height: read24(27) + 1 };
  }
  if (ascii(bytes, 12, 'VP8L') && bytes.length >= 25) {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (ascii(bytes, 12, 'VP8 ') && bytes.length >= 30) {
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  return null;
}

export interface Size {
  width: number;
  height: number;
}

/** Width and height in pixels, or null when the bytes do not say. */
export function imageSize(bytes: Uint8Array): Size | null {
  const type = imageType(bytes);
  if (type === 'image/png' && bytes.length >= 24) {
    return { width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
  }
  if (type === 'image/gif' && bytes.length >= 10) {
    return { width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) };
  }
  if (type === 'image/jpeg') return jpegSize(bytes);
  if (type === 'image/webp') return webpSize(bytes);
  return null;
}
