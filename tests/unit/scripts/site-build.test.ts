/**
 * `npm start` rebuilds dist/ when one of its inputs is newer. Everything astro.config.mjs loads
 * from the project is such an input, or a change to it (the CSP in integrations/) would be
 * served stale until someone deleted dist/ by hand.
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INPUTS, PROJECT_ROOT, siteBuildIsStale } from '../../../scripts/site-build.ts';

describe('the site build inputs', () => {
  it('include every project folder astro.config.mjs imports from', () => {
    const config = readFileSync(join(PROJECT_ROOT, 'astro.config.mjs'), 'utf8');
    const local = [...config.matchAll(/from\s+'\.\/([^/']+)/g)].map((match) => match[1]);
    expect(local.length).toBeGreaterThan(0);
    for (const top of local) expect(BUILD_INPUTS).toContain(top);
  });

  it('call a build stale when it is missing or older than an input, fresh otherwise', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-build-'));
    try {
      expect(siteBuildIsStale(dir)).toBe(true);
      const index = join(dir, 'index.html');
      await writeFile(index, '<!doctype html>');
      const future = new Date(Date.now() + 60_000);
      await utimes(index, future, future);
      expect(siteBuildIsStale(dir)).toBe(false);
      const past = new Date(0);
      await utimes(index, past, past);
      expect(siteBuildIsStale(dir)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
