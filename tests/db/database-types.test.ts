/**
 * src/lib/db/database.types.ts is generated from supabase/migrations (npm run db:types); a
 * migration committed without running it again fails here, so the types the site is checked
 * against are always the schema's.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/db-types/generate.ts';

let generated: string;

// Migrating takes the time of a suite's setup, so it runs under the hook's limit.
beforeAll(async () => {
  generated = await generateDatabaseTypes();
});

it('the checked-in Database type is what the migrations give (else run npm run db:types)', async () => {
  expect(await readFile(DATABASE_TYPES_FILE, 'utf8')).toBe(generated);
});
