/** Content-Type by file extension, and whether the type is worth compressing. */
import { extname } from 'node:path';

export interface MediaType {
  contentType: string;
  /** Text formats shrink well; images, fonts and icons are already compressed or tiny. */
  compressible: boolean;
}

const text = (type: string): MediaType => ({ contentType: `${type}; charset=utf-8`, compressible: true });
const binary = (type: string): MediaType => ({ contentType: type, compressible: false });

const BY_EXTENSION: Record<string, MediaType> = {
  '.html': text('text/html'),
  '.css': text('text/css'),
  '.js': text('text/javascript'),
  '.mjs': text('text/javascript'),
  '.json': text('application/json'),
  '.map': text('application/json'),
  '.svg': text('image/svg+xml'),
  '.txt': text('text/plain'),
  '.xml': text('application/xml'),
  '.webmanifest': text('application/manifest+json'),
  '.png': binary('image/png'),
  '.jpg': binary('image/jpeg'),
  '.jpeg': binary('image/jpeg'),
  '.gif': binary('image/gif'),
  '.webp': binary('image/webp'),
  '.avif': binary('image/avif'),
  '.ico': binary('image/x-icon'),
  '.woff': binary('font/woff'),
  '.woff2': binary('font/woff2'),
  '.pdf': binary('application/pdf'),
};

/** Unknown extensions are served as opaque bytes, which nosniff keeps browsers from guessing at. */
const UNKNOWN = binary('application/octet-stream');

export function mediaTypeFor(filePath: string): MediaType {
  return BY_EXTENSION[extname(filePath).toLowerCase()] ?? UNKNOWN;
}
