/**
 * `npm run admin:create -- --email E --password P [--role R]`: creates (or resets the password of)
 * a user and makes them staff, an owner unless --role names another role, through the Auth admin API with the secret key. Targets SUPABASE_URL and
 * SUPABASE_SECRET_KEY when set (a hosted project), else the local backend's DATA_DIR/keys.json.
 * The password may come from ADMIN_PASSWORD instead of the command line, keeping it out of `ps`.
 * `--remove-factors` instead removes every second factor of that user (a lost device), password
 * not needed, and leaves the account otherwise as it is.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureAdmin, removeFactors, type AdminTarget } from '../server/admin-user.ts';
import { isStaffRole, STAFF_ROLES } from '../supabase/functions/_shared/staff-roles.ts';
import { ConfigError, DEFAULT_DATA_DIR, parseAdmin } from '../server/config.ts';

const USAGE = [
  `usage: npm run admin:create -- --email admin@example.org --password "a long passphrase" [--role ${STAFF_ROLES.join('|')}]`,
  '       npm run admin:create -- --email admin@example.org --remove-factors',
].join('\n');

async function localTarget(): Promise<AdminTarget> {
  const dataDir = resolve(process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const path = join(dataDir, 'keys.json');
  let keys: { url?: unknown; secretKey?: unknown };
  try {
    keys = JSON.parse(await readFile(path, 'utf8')) as typeof keys;
  } catch (error) {
    throw new ConfigError(
      `cannot read ${path} (${(error as Error).message}); start the local backend once with npm start, or set SUPABASE_URL and SUPABASE_SECRET_KEY for a hosted project`,
    );
  }
  if (typeof keys.url !== 'string' || typeof keys.secretKey !== 'string') {
    throw new ConfigError(`${path} lacks "url" or "secretKey"`);
  }
  return { url: keys.url, secretKey: keys.secretKey };
}

function hostedTarget(url: string, secretKey: string | undefined): AdminTarget {
  if (!secretKey?.trim())
    throw new ConfigError('SUPABASE_URL is set, so SUPABASE_SECRET_KEY must be set too');
  try {
    new URL(url);
  } catch {
    throw new ConfigError(`SUPABASE_URL is not a valid URL (got "${url}")`);
  }
  return { url, secretKey: secretKey.trim() };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'remove-factors': { type: 'boolean' },
      role: { type: 'string', default: 'owner' },
    },
    strict: true,
  });
  const url = process.env.SUPABASE_URL?.trim();
  const target = () => (url ? hostedTarget(url, process.env.SUPABASE_SECRET_KEY) : localTarget());
  if (values['remove-factors']) {
    const email = values.email?.trim();
    if (!email) throw new ConfigError(USAGE);
    const { userId, removed } = await removeFactors(await target(), email);
    console.log(
      `${email} (${userId}): ${removed} second factor(s) removed; the next sign-in needs only the password`,
    );
    return;
  }
  const admin = parseAdmin(values.email, values.password ?? process.env.ADMIN_PASSWORD);
  if (!admin) throw new ConfigError(USAGE);
  const { role } = values;
  if (!isStaffRole(role))
    throw new ConfigError(`--role must be one of ${STAFF_ROLES.join(', ')} (got "${role}")`);
  const destination = await target();
  const { created, userId } = await ensureAdmin(destination, admin.email, admin.password, role);
  console.log(
    `${admin.email} (${userId}) is ${role} at ${destination.url}${created ? '' : ' (existing user; password updated)'}`,
  );
}

try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // parseAdmin speaks of the environment variables; here the same values are flags.
  console.error(
    `admin:create: ${message.replaceAll('ADMIN_EMAIL', '--email').replaceAll('ADMIN_PASSWORD', '--password')}`,
  );
  const badArguments =
    (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') || message.includes('ADMIN_');
  if (badArguments) console.error(USAGE);
  process.exitCode = 1;
}
