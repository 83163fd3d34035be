/** Reading and writing the binary formats of the icon set: PNG dimensions and a PNG-in-ICO file. */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (
    png.length < 24 ||
    !png.subarray(0, 8).equals(PNG_SIGNATURE) ||
    png.toString('latin1', 12, 16) !== 'IHDR'
  ) {
    throw new Error('not a PNG file');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * An .ico holding one PNG image, the form every current browser reads (Windows Vista onwards).
 * Sizes of 256 and more are written as 0, as the format requires.
 */
export function icoFromPng(png: Buffer): Buffer {
  const { width, height } = pngSize(png);
  const header = Buffer.alloc(ICO_HEADER_BYTES + ICO_ENTRY_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width >= 256 ? 0 : width, 6);
  header.writeUInt8(height >= 256 ? 0 : height, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

/** The PNG inside an .ico written by icoFromPng, with its declared size; throws on anything else. */
export function pngInIco(ico: Buffer): { png: Buffer; width: number; height: number } {
  if (
    ico.length < ICO_HEADER_BYTES + ICO_ENTRY_BYTES ||
    ico.readUInt16LE(2) !== 1 ||
    ico.readUInt16LE(4) < 1
  ) {
    throw new Error('not an icon file');
  }
  const size = ico.readUInt32LE(14);
  const offset = ico.readUInt32LE(18);
  const png = ico.subarray(offset, offset + size);
  return { png, width: ico.readUInt8(6) || 256, height: ico.readUInt8(7) || 256 };
}
