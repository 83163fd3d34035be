/**
 * In-memory PGlite databases made from a template dumped once to the OS's temp folder, named by a
 * hash of everything that shapes it, so some twenty suites skip initdb and migration, and none runs
 * on a stale schema.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectionsOver, type Connections } from '../../server/db/connections.ts';
import { migrate } from '../../server/db/migrate.ts';
import { asDatabase } from '../../server/db/pglite.ts';

/** `empty`: initdb only (for the migration suite); `migrated`: bootstrap, migrations and seed. */
export type TemplateKind = 'empty' | 'migrated';

const ROOT = new URL('../../', import.meta.url);
const TEMPLATE_DIR = join(tmpdir(), 'kindred-pglite-templates');

async function shapingFiles(): Promise<URL[]> {
  const migrations = new URL('supabase/migrations/', ROOT);
  const names = (await readdir(migrations)).filter((name) => name.endsWith('.sql')).sort();
  return [
    new URL('server/db/bootstrap/roles.sql', ROOT),
    new URL('server/db/bootstrap/auth.sql', ROOT),
    new URL('server/db/bootstrap/owner.sql', ROOT),
    new URL('server/db/bootstrap/storage.sql', ROOT),
    new URL('server/db/migrate.ts', ROOT),
    new URL('server/db/roles.ts', ROOT),
    new URL('supabase/seed.sql', ROOT),
    new URL('node_modules/@electric-sql/pglite/package.json', ROOT),
    ...names.map((name) => new URL(name, migrations)),
  ];
}

async function templateFile(kind: TemplateKind): Promise<string> {
  const hash = createHash('sha256').update(kind);
  for (const file of await shapingFiles()) hash.update(file.pathname).update(await readFile(file));
  return join(TEMPLATE_DIR, `${kind}-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeTemplate(kind: TemplateKind, file: string): Promise<Blob> {
  const pglite = await PGlite.create();
  if (kind === 'migrated') await migrate(await connectionsOver(await asDatabase(pglite)), { seed: true });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside then renamed: a suite in another worker reads a whole template or none.
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * A fresh in-memory database of `kind`, as its logins see it (server/db/connections.ts), all on
 * its one superuser connection; gone when closed.
 */
export async function pgliteFromTemplate(kind: TemplateKind): Promise<Connections> {
  const file = await templateFile(kind);
  const dump = await readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => makeTemplate(kind, file),
  );
  return connectionsOver(await asDatabase(await PGlite.create({ loadDataDir: dump })));
}
