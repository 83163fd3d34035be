/**
 * Each file's bytes, compressed forms and ETags, computed once on first request and kept in
 * memory, so no request pays for compression twice. An entry is rebuilt when the file's size,
 * mtime or inode changes, so a rebuild of dist/ under a running server is picked up. A site
 * swapped out for a newer build (handler.ts) is forgotten as a whole once nothing reads it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Coding, Encoding } from './accept-encoding.ts';
import { mediaTypeFor } from './content-type.ts';
import type { SiteFile } from './file-resolver.ts';

/** Below this, compression saves less than the overhead of the extra headers and CPU. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Representation {
  coding: Coding;
  body: Buffer;
  /** Strong, and distinct per coding, since the bytes differ. */
  etag: string;
}

export interface Asset {
  contentType: string;
  lastModified: Date;
  /** Compressed forms that came out smaller than the file; empty when none apply. */
  encodings: Encoding[];
  representation(coding: Coding): Representation;
}

export interface AssetCache {
  load(file: SiteFile): Promise<Asset>;
  /** Drops every entry under `root` (a real path), whose files are going away. */
  forget(root: string): void;
}

export function createAssetCache(): AssetCache {
  const entries = new Map<string, { version: string; asset: Promise<Asset> }>();
  return {
    load(file) {
      const version = `${file.stats.ino}:${file.stats.size}:${file.stats.mtimeMs}`;
      const cached = entries.get(file.path);
      if (cached?.version === version) return cached.asset;
      // Concurrent first requests share this promise; a failed build is not remembered.
      const asset = buildAsset(file);
      entries.set(file.path, { version, asset });
      asset.catch(() => {
        if (entries.get(file.path)?.asset === asset) entries.delete(file.path);
      });
      return asset;
    },
    forget(root) {
      const inside = root.endsWith(sep) ? root : `${root}${sep}`;
      for (const path of entries.keys()) if (path.startsWith(inside)) entries.delete(path);
    },
  };
}

async function buildAsset(file: SiteFile): Promise<Asset> {
  const body = await readFile(file.path);
  const { contentType, compressible } = mediaTypeFor(file.path);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const identity: Representation = { coding: 'identity', body, etag: `"${hash}"` };
  const representations = new Map<Coding, Representation>([['identity', identity]]);

  if (compressible && body.length >= MIN_COMPRESS_BYTES) {
    const [br, gz] = await Promise.all([
      // Maximum quality is affordable because each file is compressed once, not per request.
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < body.length) representations.set('br', { coding: 'br', body: br, etag: `"${hash}-br"` });
    if (gz.length < body.length)
      representations.set('gzip', { coding: 'gzip', body: gz, etag: `"${hash}-gz"` });
  }

  const encodings = [...representations.keys()].filter((coding): coding is Encoding => coding !== 'identity');
  return {
    contentType,
    lastModified: file.stats.mtime,
    encodings,
    representation: (coding) => representations.get(coding) ?? identity,
  };
}
