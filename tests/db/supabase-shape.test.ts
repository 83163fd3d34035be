/**
 * Our imitation of a hosted Supabase project (server/db/bootstrap/) holds the facts our code depends
 * on exactly as Supabase's own setup makes them: tests/db/supabase-shape.snapshot.json, read with
 * `npm run db:supabase-snapshot` (docs/deploy.md#supabases-shape).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readShape, type Shape } from '../../scripts/supabase-shape/read-shape.ts';
import { describeOnEachDatabase } from './harness.ts';

const SNAPSHOT: Shape = JSON.parse(
  readFileSync(new URL('./supabase-shape.snapshot.json', import.meta.url), 'utf8'),
) as Shape;

/**
 * Settings we cannot have everywhere: pg-safeupdate is not installed on PGlite nor Debian's
 * Postgres, and a login would fail on a missing library (server/db/bootstrap/roles.sql sets it
 * where it is installed).
 */
const NEEDS_LIBRARY = new Set(['session_preload_libraries']);

describeOnEachDatabase('the Supabase shape', (ctx) => {
  let ours: Shape;
  const read = async () => (ours ??= await readShape(ctx.db));

  it('has the snapshot of a real build', () => {
    expect(Object.keys(SNAPSHOT.source).sort()).toEqual(['supabase/auth', 'supabase/postgres']);
    expect(Object.keys(SNAPSHOT.roles)).toHaveLength(6);
  });

  it('has the roles, with their attributes, memberships and settings', async () => {
    const { roles } = await read();
    for (const [name, theirs] of Object.entries(SNAPSHOT.roles)) {
      const mine = roles[name];
      const comparable = Object.fromEntries(
        Object.entries(theirs.settings).filter(
          ([setting]) => !NEEDS_LIBRARY.has(setting) || mine?.settings[setting],
        ),
      );
      expect(mine, name).toEqual({ ...theirs, settings: comparable });
    }
  });

  it('gives the database to the owner and the schemas to the same roles, grants by default what a hosted project grants on new objects, and has GoTrue’s auth helpers, bodies and rights', async () => {
    const shape = await read();
    expect(shape.databaseOwner).toBe(SNAPSHOT.databaseOwner);
    expect(shape.schemas).toEqual(SNAPSHOT.schemas);
    expect(shape.defaultPrivileges).toEqual(SNAPSHOT.defaultPrivileges);
    expect(shape.authFunctions).toEqual(SNAPSHOT.authFunctions);
  });

  it('has GoTrue’s enum types with their labels in order', async () => {
    const { authTypes } = await read();
    for (const [name, labels] of Object.entries(authTypes))
      expect(labels, name).toEqual(SNAPSHOT.authTypes[name]);
  });

  describe.each(Object.keys(SNAPSHOT.authTables))('auth.%s', (table) => {
    const theirs = SNAPSHOT.authTables[table];

    it('has GoTrue’s owner, RLS and privileges', async () => {
      const mine = (await read()).authTables[table];
      expect(mine && { owner: mine.owner, rls: mine.rowLevelSecurity, privileges: mine.privileges }).toEqual(
        theirs && { owner: theirs.owner, rls: theirs.rowLevelSecurity, privileges: theirs.privileges },
      );
    });

    it('types every column as GoTrue, and has every column GoTrue requires', async () => {
      const mine = (await read()).authTables[table]?.columns ?? {};
      const columns = theirs?.columns ?? {};
      expect(Object.fromEntries(Object.keys(mine).map((name) => [name, columns[name]]))).toEqual(mine);
      const required = Object.entries(columns)
        .filter(([, column]) => column.notNull && column.default === null && !column.generated)
        .map(([name]) => name);
      expect(required.filter((name) => !(name in mine))).toEqual([]);
    });
  });
});
