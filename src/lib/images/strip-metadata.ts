/**
 * Takes out what a photo says about where and when it was taken, before it is uploaded
 * (docs/product.md#post-images): a phone's JPEG carries GPS coordinates, the camera and the time
 * in its EXIF block. Byte surgery, not re-encoding, so the picture loses no quality:
 *
 * - JPEG: the APP1 (EXIF, XMP) and APP13 (IPTC) segments go; JFIF, the colour profile (APP2) and
 *   the image stay. Only the orientation survives, in a minimal EXIF block of its own, so a photo
 *   taken upright still shows upright.
 * - PNG: the eXIf chunk and the text chunks (tEXt, iTXt, zTXt) and tIME go.
 * - WebP: the EXIF and XMP chunks go, and the header's flags stop announcing them.
 * - GIF has no such block and is left as it is.
 */
import { imageType } from './image-bytes.ts';

const TEXT = new TextDecoder('latin1');

function concat(parts: Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The EXIF orientation (1 to 8) in an APP1 segment's payload, or null. */
function exifOrientation(payload: Uint8Array): number | null {
  if (TEXT.decode(payload.subarray(0, 6)) !== 'Exif\0\0') return null;
  const tiff = new DataView(payload.buffer, payload.byteOffset + 6, payload.byteLength - 6);
  if (tiff.byteLength < 8) return null;
  const little = tiff.getUint16(0) === 0x4949;
  const first = tiff.getUint32(4, little);
  if (first + 2 > tiff.byteLength) return null;
  const entries = tiff.getUint16(first, little);
  for (let index = 0; index < entries; index += 1) {
    const at = first + 2 + index * 12;
    if (at + 12 > tiff.byteLength) return null;
    if (tiff.getUint16(at, little) === 0x0112) {
      const orientation = tiff.getUint16(at + 8, little);
      return orientation >= 1 && orientation <= 8 ? orientation : null;
    }
  }
  return null;
}

/** An APP1 segment holding only the orientation: big-endian TIFF, one IFD with one SHORT entry. */
function orientationSegment(orientation: number): Uint8Array<ArrayBuffer> {
  const segment = new Uint8Array(2 + 2 + 6 + 8 + 2 + 12 + 4);
  const data = new DataView(segment.buffer);
  data.setUint16(0, 0xffe1);
  data.setUint16(2, segment.length - 2);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4);
  segment.set([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], 10);
  data.setUint16(18, 1);
  data.setUint16(20, 0x0112);
  data.setUint16(22, 3);
  data.setUint32(24, 1);
  data.setUint16(28, orientation);
  return segment;
}

function stripJpeg(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array<ArrayBuffer>[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    // Start of scan: the compressed image follows, to the end.
    if (marker === 0xda) break;
    const end = at + 2 + data.getUint16(at + 2);
    const segment = bytes.subarray(at, end);
    if (marker === 0xe1) orientation ??= exifOrientation(segment.subarray(4));
    else if (marker !== 0xed) kept.push(segment);
    at = end;
  }
  const oriented = orientation !== null && orientation !== 1 ? [orientationSegment(orientation)] : [];
  return concat([kept[0] ?? new Uint8Array(), ...oriented, ...kept.slice(1), bytes.subarray(at)]);
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

function stripPng(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array<ArrayBuffer>[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + data.getUint32(at);
    if (!PNG_DROPPED.has(TEXT.decode(bytes.subarray(at + 4, at + 8)))) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(kept);
}

/** VP8X flags: bit 3 EXIF, bit 2 XMP. */
const WEBP_METADATA_FLAGS = 0b0000_1100;

function stripWebp(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array<ArrayBuffer>[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = data.getUint32(at + 4, true);
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    const name = TEXT.decode(bytes.subarray(at, at + 4));
    if (name === 'VP8X') {
      const chunk = bytes.slice(at, end);
      chunk[8] = (chunk[8] ?? 0) & ~WEBP_METADATA_FLAGS;
      kept.push(chunk);
    } else if (name !== 'EXIF' && name !== 'XMP ') {
      kept.push(bytes.subarray(at, end));
    }
    at = end;
  }
  const body = concat(kept);
  const header = bytes.slice(0, 12);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

/** The image without its metadata; anything not a JPEG, PNG or WebP comes back unchanged. */
export function stripMetadata(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const type = imageType(bytes);
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  if (type === 'image/webp') return stripWebp(bytes);
  return bytes;
}
