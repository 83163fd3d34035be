/**
 * Where the policy suites run: always on a fresh in-memory PGlite, and also on a fresh database of
 * the server in DATABASE_URL when it is set (see scripts/with-temp-postgres.sh). Each suite
 * migrates once per database; tests isolate themselves with rolled-back transactions (actors.ts).
 */
import type { StaffRole } from '../../supabase/functions/_shared/staff-roles.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { connectionsOver, type Connections } from '../../server/db/connections.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { pgliteFromTemplate, type TemplateKind } from '../support/pglite-template.ts';
import { createHostedExtensionsDatabase, grantHostedExtensions } from '../support/hosted-extensions.ts';
import { createScratchDatabase } from '../support/scratch-database.ts';

export type TargetName = 'pglite' | 'postgres';

const SERVER_URL = process.env.DATABASE_URL;

export const TARGETS: TargetName[] = SERVER_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface ScratchDatabase {
  /**
   * Its logins, all on one connection of the cluster's superuser under SET SESSION AUTHORIZATION
   * (on Postgres too), so a test can arrange rows as the owner and act as an API role in one
   * transaction that it rolls back (actors.ts). Nothing runs as the superuser itself.
   */
  connections: Connections;
  /** The schema owner (Supabase's postgres): what tests arrange and inspect rows as. */
  db: Database;
  /** Connection string of the scratch database; only for the postgres target. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A scratch database on `target`. On PGlite it is made from a template (tests/support/pglite-template.ts):
 * `migrated` gives a database already bootstrapped, migrated and seeded, as `migrate` would leave it.
 */
export async function openScratchDatabase(
  target: TargetName,
  template: TemplateKind = 'empty',
  { hostedExtensions = false }: { hostedExtensions?: boolean } = {},
): Promise<ScratchDatabase> {
  if (target === 'pglite') {
    const connections = await pgliteFromTemplate(template);
    return { connections, db: connections.owner, dispose: () => connections.close() };
  }
  const scratch = hostedExtensions
    ? await createHostedExtensionsDatabase(requireServerUrl())
    : await createScratchDatabase(requireServerUrl(), 'policy_test');
  const connections = await connectionsOver(await openDatabase({ databaseUrl: scratch.url }));
  if (hostedExtensions) await grantHostedExtensions(scratch.url, connections.ownerRole);
  return {
    connections,
    db: connections.owner,
    url: scratch.url,
    async dispose() {
      await connections.close();
      await scratch.drop();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
}

export interface TestUsers {
  /** Signed in and staff with every capability: an owner (docs/product.md#staff-roles). */
  admin: TestUser;
  /** Staff with the default role, admin: everything but the staff and erasure. */
  otherAdmin: TestUser;
  /** Signed in, not an admin. */
  member: TestUser;
}

export interface DatabaseContext {
  readonly target: TargetName;
  /** The migrated and seeded database of this suite (available inside hooks and tests). */
  readonly db: Database;
  readonly users: TestUsers;
}

/**
 * Declares `body` once per target, on a database migrated (with seed) before its tests. With
 * `hostedExtensions`, the Postgres database has whichever of pg_cron, pg_net and Vault the server
 * offers, made before the migrations as Supabase makes them (tests/support/hosted-extensions.ts).
 */
export function describeOnEachDatabase(
  title: string,
  body: (ctx: DatabaseContext) => void,
  { hostedExtensions = false }: { hostedExtensions?: boolean } = {},
): void {
  describe.each(TARGETS)(`${title} [%s]`, (target) => {
    let scratch: ScratchDatabase | undefined;
    let users: TestUsers | undefined;
    const ctx: DatabaseContext = {
      target,
      get db() {
        if (!scratch) throw new Error('the database is not ready: use ctx.db inside hooks or tests');
        return scratch.db;
      },
      get users() {
        if (!users) throw new Error('the users are not ready: use ctx.users inside hooks or tests');
        return users;
      },
    };

    beforeAll(async () => {
      scratch = await openScratchDatabase(target, 'migrated', { hostedExtensions });
      // Finds nothing left to do on a migrated template; migrates the Postgres scratch database.
      await migrate(scratch.connections, { seed: true });
      users = {
        admin: await createUser(scratch.db, 'admin@example.org', { admin: true, role: 'owner' }),
        otherAdmin: await createUser(scratch.db, 'second-admin@example.org', { admin: true }),
        member: await createUser(scratch.db, 'member@example.org', { admin: false }),
      };
    });

    afterAll(async () => {
      await scratch?.dispose();
    });

    body(ctx);
  });
}

/** A GoTrue-shaped user row, committed; with `admin`, also its admin_roles row (`role`: the default). */
export async function createUser(
  db: Database,
  email: string,
  options: { admin: boolean; role?: StaffRole },
): Promise<TestUser> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', $2, now())`,
    [id, email],
  );
  if (options.role) {
    await db.query('insert into public.admin_roles (user_id, role) values ($1, $2)', [id, options.role]);
  } else if (options.admin) {
    await db.query('insert into public.admin_roles (user_id) values ($1)', [id]);
  }
  return { id, email };
}

function requireServerUrl(): string {
  if (!SERVER_URL) throw new Error('DATABASE_URL is not set');
  return SERVER_URL;
}
