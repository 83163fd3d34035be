/**
 * `npm run db:types`: writes src/lib/db/database.types.ts, the Database type of the schema that
 * supabase/migrations builds (scripts/db-types/generate.ts).
 *
 * `npm run db:types -- --check`: writes nothing, and exits 1 when the checked-in file differs from
 * what the migrations give, so a migration without its types cannot go unnoticed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './db-types/generate.ts';

const check = process.argv.includes('--check');
const file = relative(process.cwd(), DATABASE_TYPES_FILE);
const generated = await generateDatabaseTypes();
const current = await readFile(DATABASE_TYPES_FILE, 'utf8').catch(() => null);

if (check) {
  if (current !== generated) {
    console.error(
      `${file} does not match supabase/migrations: run \`npm run db:types\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${file} matches supabase/migrations.`);
} else if (current === generated) {
  console.log(`${file} is up to date.`);
} else {
  await writeFile(DATABASE_TYPES_FILE, generated);
  console.log(`${file} written.`);
}
