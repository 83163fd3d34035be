import { expect, it } from 'vitest';
import {
  imageAt,
  imageName,
  imageUrl,
  parseImageName,
  postImages,
  unusedImages,
  variantPath,
  variantWidths,
} from '../../../../src/lib/images/blog-image.ts';

const ID = '0b5d3c1e-5f1a-4c2e-9a57-1c2d3e4f5a6b';

it('names an upload by its id, size and type, and reads the size back', () => {
  const name = imageName(ID, { width: 1600, height: 900 }, 'image/jpeg');
  expect(name).toBe(`${ID}-1600x900.jpg`);
  expect(parseImageName(name)).toEqual({ name, width: 1600, height: 900 });
  expect(parseImageName('../../etc/passwd')).toBeNull();
  expect(parseImageName(`${ID}-1600x900.svg`)).toBeNull();
});

it('knows the bucket’s public address from any origin, locally relative', () => {
  const name = `${ID}-800x600.png`;
  expect(imageUrl('', name)).toBe(`/storage/v1/object/public/blog-images/${name}`);
  expect(imageUrl('https://abc.supabase.co/', name)).toBe(
    `https://abc.supabase.co/storage/v1/object/public/blog-images/${name}`,
  );
  expect(imageAt(imageUrl('https://abc.supabase.co', name))?.width).toBe(800);
  expect(imageAt('https://elsewhere.example/picture.png')).toBeNull();
});

it('makes the widths narrower than the image, and the image’s own when it is not wider than the widest', () => {
  expect(variantWidths({ name: `${ID}-2000x1000.jpg`, width: 2000, height: 1000 })).toEqual([480, 960, 1440]);
  expect(variantWidths({ name: `${ID}-800x600.jpg`, width: 800, height: 600 })).toEqual([480, 800]);
  expect(variantPath({ name: `${ID}-800x600.jpg`, width: 800, height: 600 }, 480)).toBe(
    `/images/blog/${ID}-800x600-480.webp`,
  );
});

it('lists a post’s images, cover first, and those no other post shows', () => {
  const [a, b, c] = ['a', 'b', 'c'].map((letter) => `${ID.slice(0, -1)}${letter}-800x600.png`);
  const post = {
    cover_image: a ?? '',
    format: 'markdown',
    content: `![x](${imageUrl('', b ?? '')}) ![y](${imageUrl('https://p.example', c ?? '')})`,
  };
  expect(postImages(post).map((image) => image.name)).toEqual([a, b, c]);
  expect(postImages({ ...post, format: 'plain' }).map((image) => image.name)).toEqual([a]);
  const other = { cover_image: null, format: 'markdown', content: `![z](${imageUrl('', c ?? '')})` };
  expect(unusedImages(post, [other])).toEqual([a, b]);
});
