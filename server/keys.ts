/**
 * The local backend's keys. DATA_DIR/keys.json holds what operators and tools need
 * ({ url, publishableKey, secretKey }); the JWT signing secret sits beside it in DATA_DIR/jwt-secret
 * so that sharing keys.json never shares the power to mint tokens. Both files are created once per
 * data dir with mode 0600; the secret key and the JWT secret come from random bytes.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_PUBLISHABLE_KEY } from '../src/lib/db/supabase-config.ts';
import type { BackendKeys } from './context.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir/modes.ts';

const KEYS_FILE = 'keys.json';
const JWT_SECRET_FILE = 'jwt-secret';

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Fresh keys, shaped like Supabase's. The publishable key is the well-known local one the static
 * build defaults to (it grants only what any visitor has); the secret key and JWT secret are random.
 */
export function generateKeys(url: string): BackendKeys {
  return {
    url,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: `sb_secret_${randomToken(24)}`,
    jwtSecret: randomToken(48),
  };
}

interface StoredKeys {
  url: string;
  publishableKey: string;
  secretKey: string;
}

function parseStoredKeys(text: string, path: string): StoredKeys {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not valid JSON; fix it or delete it to generate new keys`);
  }
  const keys = value as Partial<StoredKeys>;
  if (
    typeof keys.publishableKey !== 'string' ||
    !keys.publishableKey.startsWith('sb_publishable_') ||
    typeof keys.secretKey !== 'string' ||
    !keys.secretKey.startsWith('sb_secret_')
  ) {
    throw new Error(
      `${path} must hold "publishableKey" (sb_publishable_…) and "secretKey" (sb_secret_…); delete it to generate new keys`,
    );
  }
  return { url: String(keys.url ?? ''), publishableKey: keys.publishableKey, secretKey: keys.secretKey };
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read ${path}: ${(error as Error).message}`);
  }
}

async function writePrivate(path: string, contents: string): Promise<void> {
  await writeFile(path, contents, { mode: PRIVATE_FILE_MODE });
  // writeFile keeps the mode of an existing file; make sure it is private either way.
  await chmod(path, PRIVATE_FILE_MODE);
}

/**
 * Reads the keys of `dataDir`, creating them on first use. The stored url follows `url`, so a
 * server started on another port advertises where it really is.
 */
export async function loadOrCreateKeys(dataDir: string, url: string): Promise<BackendKeys> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const keysPath = join(dataDir, KEYS_FILE);
  const secretPath = join(dataDir, JWT_SECRET_FILE);
  const [keysText, secretText] = await Promise.all([readIfExists(keysPath), readIfExists(secretPath)]);

  const fresh = generateKeys(url);
  const stored = keysText === undefined ? undefined : parseStoredKeys(keysText, keysPath);
  const jwtSecret = secretText?.trim() || fresh.jwtSecret;
  const keys: BackendKeys = {
    url,
    publishableKey: stored?.publishableKey ?? fresh.publishableKey,
    secretKey: stored?.secretKey ?? fresh.secretKey,
    jwtSecret,
  };

  if (stored === undefined || stored.url !== url) {
    const { publishableKey, secretKey } = keys;
    await writePrivate(keysPath, `${JSON.stringify({ url, publishableKey, secretKey }, null, 2)}\n`);
  } else {
    await chmod(keysPath, PRIVATE_FILE_MODE);
  }
  if (secretText?.trim() !== jwtSecret) await writePrivate(secretPath, `${jwtSecret}\n`);
  else await chmod(secretPath, PRIVATE_FILE_MODE);
  return keys;
}
