import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateKeys, loadOrCreateKeys } from '../../server/keys.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'keys-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const mode = async (name: string) => (await stat(join(dataDir, name))).mode & 0o777;

it('generateKeys: uses the local publishable key and random secrets', () => {
  const first = generateKeys('http://localhost:4321');
  const second = generateKeys('http://localhost:4321');
  expect(first.publishableKey).toBe(LOCAL_PUBLISHABLE_KEY);
  expect(first.secretKey).toMatch(/^sb_secret_[\w-]{32}$/);
  expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
  expect(second.secretKey).not.toBe(first.secretKey);
  expect(second.jwtSecret).not.toBe(first.jwtSecret);
});

describe('loadOrCreateKeys', () => {
  it('writes keys.json and the JWT secret with mode 0600 on first use', async () => {
    const keys = await loadOrCreateKeys(dataDir, 'http://localhost:4321');
    const stored = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8'));
    expect(stored).toEqual({
      url: 'http://localhost:4321',
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
    });
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(keys.jwtSecret);
    expect(await mode('keys.json')).toBe(0o600);
    expect(await mode('jwt-secret')).toBe(0o600);
  });

  it('keeps the same keys across restarts and follows a new url, tightening the mode of files someone loosened', async () => {
    const first = await loadOrCreateKeys(dataDir, 'http://localhost:4321');
    const second = await loadOrCreateKeys(dataDir, 'http://localhost:8080');
    expect(second).toEqual({ ...first, url: 'http://localhost:8080' });
    const stored = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8'));
    expect(stored.url).toBe('http://localhost:8080');

    const { chmod } = await import('node:fs/promises');
    await chmod(join(dataDir, 'keys.json'), 0o644);
    await loadOrCreateKeys(dataDir, 'http://localhost:4321');
    expect(await mode('keys.json')).toBe(0o600);
  });

  it.each`
    contents                                    | message
    ${'not json'}                               | ${'is not valid JSON'}
    ${'{"publishableKey":"x","secretKey":"y"}'} | ${'must hold "publishableKey" (sb_publishable_…) and "secretKey"'}
  `('refuses a broken keys.json ($contents) with a clear message', async ({ contents, message }) => {
    await writeFile(join(dataDir, 'keys.json'), contents);
    await expect(loadOrCreateKeys(dataDir, 'http://localhost:4321')).rejects.toThrow(message);
  });
});
