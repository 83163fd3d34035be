/**
 * `npm run db:supabase-snapshot -- --url <database> --postgres <commit> --auth <commit>`: reads the
 * facts our imitation of Supabase depends on (roles, default privileges, the auth tables, types and
 * helpers: scripts/supabase-shape/read-shape.ts) from a database built from Supabase's own setup,
 * and writes them to tests/db/supabase-shape.snapshot.json, which tests/db/supabase-shape.test.ts
 * holds server/db/bootstrap/ equal to. The database: `supabase start`'s (postgres://postgres:postgres@127.0.0.1:54322/postgres),
 * a self-hosted Supabase, or one built by hand from supabase/postgres's init scripts and
 * migrations and supabase/auth's migrations (docs/deploy.md#supabases-shape). Log in as a role that
 * may read the catalog: supabase_admin or postgres. --postgres and --auth record which commits
 * of supabase/postgres and supabase/auth it was built from.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { openPostgres } from '../server/db/postgres.ts';
import { readShape } from './supabase-shape/read-shape.ts';

export const SNAPSHOT_FILE = new URL('../tests/db/supabase-shape.snapshot.json', import.meta.url);

const { values } = parseArgs({
  options: { url: { type: 'string' }, postgres: { type: 'string' }, auth: { type: 'string' } },
});
if (!values.url || !values.postgres || !values.auth) {
  console.error(
    'usage: npm run db:supabase-snapshot -- --url <database URL> --postgres <commit> --auth <commit>',
  );
  process.exit(2);
}

const db = await openPostgres(values.url, { poolSize: 1 });
try {
  const shape = await readShape(db, {
    'supabase/postgres': values.postgres,
    'supabase/auth': values.auth,
  });
  const path = SNAPSHOT_FILE.pathname;
  const text = await format(JSON.stringify(shape), { ...(await resolveConfig(path)), filepath: path });
  await writeFile(SNAPSHOT_FILE, text);
  console.log(
    `wrote ${path}: ${Object.keys(shape.roles).length} roles, ${Object.keys(shape.authTables).length} auth tables`,
  );
} finally {
  await db.close();
}
