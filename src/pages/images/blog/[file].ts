/**
 * /images/blog/{name}-{width}.webp: the smaller copies of each blog image the published posts show
 * (src/lib/images/blog-image.ts names them), made at build with sharp, since the storage's own
 * transformations are a paid feature. The pages' srcset lists them (src/lib/blog/markdown.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { imagesForBuild } from '../../../lib/blog/build-images.ts';
import { variantPath, variantWidths } from '../../../lib/images/blog-image.ts';

/** WebP at this quality is about a third of a JPEG's bytes and looks the same in a post. */
const QUALITY = 78;

export const getStaticPaths: GetStaticPaths = async () => {
  const { found } = await imagesForBuild();
  return [...found.values()].flatMap(({ image, bytes }) =>
    variantWidths(image).map((width) => ({
      params: { file: variantPath(image, width).split('/').at(-1) },
      props: { bytes, width },
    })),
  );
};

export const GET: APIRoute = async ({ props }) => {
  const { bytes, width } = props as { bytes: Uint8Array; width: number };
  const webp = await sharp(bytes).rotate().resize({ width }).webp({ quality: QUALITY }).toBuffer();
  return new Response(new Uint8Array(webp), { headers: { 'Content-Type': 'image/webp' } });
};
