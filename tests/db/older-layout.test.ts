/**
 * A data dir made before the database was shaped as a hosted project upgrades at its next start and
 * keeps its users, sessions and leads (docs/architecture.md#the-database-as-a-hosted-project-has-it).
 */
import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsOver, type Connections } from '../../server/db/connections.ts';
import { migrate } from '../../server/db/migrate.ts';
import { asDatabase } from '../../server/db/pglite.ts';
import { readShape } from '../../scripts/supabase-shape/read-shape.ts';

const OLD_BOOTSTRAP = new URL('../fixtures/bootstrap-before-2026-11-26.sql', import.meta.url);
const MIGRATIONS = new URL('../../supabase/migrations/', import.meta.url);
/** The last migration such a data dir could have. */
const LAST_OLD_MIGRATION = '20261125090100';
const USER = '6f1d2c1e-5a4b-4c3d-9e8f-7a6b5c4d3e2f';

describe('a data dir of the older layout', () => {
  let connections: Connections;

  beforeAll(async () => {
    // As the server made it then: the superuser ran the old bootstrap, the migrations and the rows.
    const pglite = await PGlite.create();
    await pglite.exec(await readFile(OLD_BOOTSTRAP, 'utf8'));
    const files = (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name.slice(0, 14) <= LAST_OLD_MIGRATION)) {
      const [version, ...name] = file.replace(/\.sql$/, '').split('_');
      await pglite.exec(await readFile(new URL(file, MIGRATIONS), 'utf8'));
      await pglite.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, name.join('_')],
      );
    }
    await pglite.exec(`
      insert into auth.users (id, aud, role, email, created_at, updated_at)
        values ('${USER}', 'authenticated', 'authenticated', 'ruth@example.org', now(), now());
      insert into auth.sessions (id, user_id, aal) values (gen_random_uuid(), '${USER}', 'aal2');
      insert into public.admin_roles (user_id) values ('${USER}');
      insert into public.contact_messages (name, email, message) values ('Kept', 'kept@example.org', 'Still here?');
    `);

    connections = await connectionsOver(await asDatabase(pglite));
    await migrate(connections, { seed: false });
  });

  afterAll(async () => {
    await connections?.close();
  });

  it('gives its objects to the roles that own them on Supabase', async () => {
    const { rows } = await connections.owner.query<{ schema: string; owner: string }>(
      `select distinct n.nspname as schema, c.relowner::regrole::text as owner
         from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
        where n.nspname in ('auth', 'public', 'private', 'supabase_migrations') and c.relkind in ('r', 'v', 'S')
        order by 1`,
    );
    expect(rows).toEqual([
      { schema: 'auth', owner: 'supabase_auth_admin' },
      { schema: 'private', owner: 'schema_owner' },
      { schema: 'public', owner: 'schema_owner' },
      { schema: 'supabase_migrations', owner: 'schema_owner' },
    ]);
  });

  it('has GoTrue’s shape of the auth tables, RLS on', async () => {
    const { authTables } = await readShape(connections.owner);
    expect(authTables.sessions?.columns.aal).toEqual({
      type: 'aal_level',
      notNull: false,
      default: null,
      generated: false,
    });
    expect(Object.values(authTables).every((table) => table.rowLevelSecurity)).toBe(true);
  });

  it('keeps its users, their sessions and its leads, readable as before', async () => {
    const { rows: sessions } = await connections.auth.query<{ aal: string }>(
      'select aal::text from auth.sessions where user_id = $1',
      [USER],
    );
    expect(sessions).toEqual([{ aal: 'aal2' }]);
    const { rows: leads } = await connections.owner.query<{ name: string }>(
      'select name from public.contact_messages',
    );
    expect(leads).toEqual([{ name: 'Kept' }]);
  });
});
