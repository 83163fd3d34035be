/**
 * What the API roles may do with every object of our schema is the same on our imitation as on a
 * database built from Supabase's own setup (docs/deploy.md#supabases-shape). Runs only where
 * SUPABASE_SHAPE_URL is set; CI holds the facts behind it with tests/db/supabase-shape.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connections } from '../../server/db/connections.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { readPrivileges } from '../../scripts/supabase-shape/read-privileges.ts';
import { pgliteFromTemplate } from '../support/pglite-template.ts';

const HOSTED_URL = process.env.SUPABASE_SHAPE_URL;

describe.skipIf(!HOSTED_URL)('privileges of the API roles, here and on a Supabase-built database', () => {
  let ours: Connections;

  beforeAll(async () => {
    ours = await pgliteFromTemplate('migrated');
  });

  afterAll(async () => {
    await ours?.close();
  });

  it('are the same on every schema, table, column, sequence and function', async () => {
    const hosted = await openPostgres(HOSTED_URL ?? '', { poolSize: 1 });
    try {
      expect(await readPrivileges(ours.owner)).toEqual(await readPrivileges(hosted));
    } finally {
      await hosted.close();
    }
  });
});
