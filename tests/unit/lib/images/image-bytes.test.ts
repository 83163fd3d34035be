/** Images made by sharp (a real encoder), read and cleaned by the editor's byte functions. */
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize, imageType } from '../../../../src/lib/images/image-bytes.ts';
import { stripMetadata } from '../../../../src/lib/images/strip-metadata.ts';

const EXIF = {
  IFD0: { Copyright: 'Ruth Miller', Make: 'PhoneCam' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 0/1',
  },
};

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

const FORMATS = {
  'image/jpeg': (image: Sharp) => image.jpeg(),
  'image/png': (image: Sharp) => image.png(),
  'image/webp': (image: Sharp) => image.webp(),
  'image/gif': (image: Sharp) => image.gif(),
} as const;

describe.each(Object.entries(FORMATS))('%s', (type, encode) => {
  it('is known by its bytes, with its size', async () => {
    const bytes = new Uint8Array(await encode(picture(37, 21)).toBuffer());
    expect(imageType(bytes)).toBe(type);
    expect(imageSize(bytes)).toEqual({ width: 37, height: 21 });
  });

  it.skipIf(type === 'image/gif')(
    'loses its EXIF and GPS data and still decodes to the same size',
    async () => {
      const tagged = new Uint8Array(await encode(picture(40, 30).withExif(EXIF)).toBuffer());
      expect((await sharp(tagged).metadata()).exif).toBeDefined();
      const clean = stripMetadata(tagged);
      const metadata = await sharp(clean).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(Buffer.from(clean).includes('PhoneCam')).toBe(false);
      expect([metadata.width, metadata.height]).toEqual([40, 30]);
      expect((await sharp(clean).raw().toBuffer()).length).toBe(40 * 30 * 3);
    },
  );
});

it('keeps a JPEG’s orientation, and nothing else of its EXIF', async () => {
  const rotated = new Uint8Array(
    await picture(40, 30).jpeg().withExif(EXIF).withMetadata({ orientation: 6 }).toBuffer(),
  );
  const clean = stripMetadata(rotated);
  const metadata = await sharp(clean).metadata();
  expect(metadata.orientation).toBe(6);
  expect(Buffer.from(clean).includes('Ruth Miller')).toBe(false);
  expect(Buffer.from(clean).includes('GPS')).toBe(false);
});

it.each([
  ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ['text named .png', 'not a picture at all'],
  ['nothing', ''],
])('knows no image in %s', (_, text) => {
  const bytes = new TextEncoder().encode(text);
  expect(imageType(bytes)).toBeNull();
  expect(imageSize(bytes)).toBeNull();
  expect(stripMetadata(bytes)).toBe(bytes);
});
