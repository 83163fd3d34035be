import { rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliSize, createDistReader, measurePageBytes } from '../../scripts/bench/page-bytes.ts';
import {
  FILES,
  INLINE_STYLE,
  MODE_SCRIPT,
  OTHER_INLINE_SCRIPT,
  PAGE,
  writeFixtureSite,
} from './fixture-site.ts';

let dir: string;
beforeAll(async () => {
  dir = await writeFixtureSite();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const filesBytes = (...names: string[]) =>
  names.reduce((total, name) => total + brotliSize(FILES[`_astro/${name}`] ?? ''), 0);

describe('measurePageBytes', () => {
  it('counts each kind of byte as the bench defines it', () => {
    const firstPaint = brotliSize(OTHER_INLINE_SCRIPT) + filesBytes('header.js', 'shared.js', 'preloaded.js');
    const islands = filesBytes('Island.js', 'runtime.js', 'client.js', 'Dialog.js');
    expect(measurePageBytes(createDistReader(dir), '/')).toEqual({
      path: '/',
      htmlBytes: brotliSize(PAGE),
      cssBytes: filesBytes('site.css') + brotliSize(INLINE_STYLE),
      modeScriptBytes: brotliSize(MODE_SCRIPT),
      jsFirstPaintBytes: firstPaint,
      jsTotalBytes: brotliSize(MODE_SCRIPT) + firstPaint + islands,
      jsLazyBytes: filesBytes('supabase.js', 'supabase-config.js'),
      // Document, stylesheet, eager image, header.js, shared.js, preloaded.js.
      requestsAtLoad: 6,
      requestsHydrated: 10,
    });
  });

  it('finds a route built as a directory index, and names a page that was not built', () => {
    expect(measurePageBytes(createDistReader(dir), '/blog').htmlBytes).toBe(brotliSize(PAGE));
    expect(() => measurePageBytes(createDistReader(dir), '/pricing')).toThrow(
      'no built page for /pricing (looked for /pricing/index.html, /pricing.html)',
    );
  });

  it('names a file the page references that is missing from the build', async () => {
    const broken = await writeFixtureSite();
    try {
      await unlink(join(broken, '_astro', 'runtime.js'));
      expect(() => measurePageBytes(createDistReader(broken), '/')).toThrow(
        `/_astro/runtime.js is referenced by the site but is not in ${broken}`,
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
