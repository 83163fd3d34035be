/**
 * A throwaway database with pg_cron, pg_net and Vault where the server has them, made before the
 * migrations as Supabase's dashboard makes them. pg_cron lives in one database per cluster
 * (cron.database_name, set by with-temp-postgres.sh): this database is that one.
 */
import pg from 'pg';
import type { ScratchDatabaseUrl } from './scratch-database.ts';
import { createScratchDatabase } from './scratch-database.ts';

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createHostedExtensionsDatabase(serverUrl: string): Promise<ScratchDatabaseUrl> {
  const cronDatabase = await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string | null }>(
      `select case when current_setting('shared_preload_libraries') ~ '(^|[ ,])pg_cron($|[ ,])'
                   then current_setting('cron.database_name', true) end as name`,
    );
    return rows[0]?.name ?? null;
  });
  let scratch: ScratchDatabaseUrl;
  if (cronDatabase) {
    await onServer(serverUrl, async (client) => {
      await client.query(`drop database if exists ${pg.escapeIdentifier(cronDatabase)} with (force)`);
      await client.query(`create database ${pg.escapeIdentifier(cronDatabase)}`);
      await client.query(`alter database ${pg.escapeIdentifier(cronDatabase)} set timezone to 'UTC'`);
    });
    const url = new URL(serverUrl);
    url.pathname = `/${cronDatabase}`;
    scratch = {
      url: url.href,
      drop: () =>
        onServer(serverUrl, (client) =>
          client.query(`drop database if exists ${pg.escapeIdentifier(cronDatabase)} with (force)`),
        ).then(() => {}),
    };
  } else {
    scratch = await createScratchDatabase(serverUrl, 'hosted_extensions');
  }
  await onServer(scratch.url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select name from pg_available_extensions where name in ('pg_cron', 'pg_net', 'supabase_vault')`,
    );
    const available = new Set(rows.map((row) => row.name));
    // Installed is not always usable (pg_net and pg_cron need preloading, Vault its key): each is
    // made where it can be, and left to its stand-in where not.
    const tryCreate = (statement: string) => client.query(statement).catch(() => undefined);
    if (available.has('pg_cron') && cronDatabase) {
      // Where supautils puts it on a hosted project.
      await tryCreate('create extension if not exists pg_cron with schema pg_catalog');
    }
    if (available.has('pg_net')) {
      await client.query('create schema if not exists extensions');
      await tryCreate('create extension if not exists pg_net with schema extensions');
    }
    if (available.has('supabase_vault')) {
      await tryCreate('create extension if not exists supabase_vault cascade');
      // Vault 0.2 encrypts with pgsodium, which needs its server key (a getkey script) to work.
      const usable = await client.query(`begin; select vault.create_secret('probe', 'probe'); rollback`).then(
        () => true,
        async () => {
          await client.query('rollback').catch(() => undefined);
          return false;
        },
      );
      if (!usable)
        await client.query(
          'drop extension if exists supabase_vault cascade; drop extension if exists pgsodium cascade; drop schema if exists vault cascade; drop schema if exists pgsodium cascade',
        );
    }
  });
  return scratch;
}

/**
 * What Supabase grants its postgres role on the extensions' schemas once they exist, given to the
 * schema owner; run after the roles are made (the first connection of the harness makes them).
 */
export async function grantHostedExtensions(serverUrl: string, owner: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const role = pg.escapeIdentifier(owner);
    const { rows } = await client.query<{ cron: boolean; net: boolean; vault: boolean }>(
      `select to_regnamespace('cron') is not null as cron, to_regnamespace('net') is not null as net,
              to_regnamespace('vault') is not null as vault`,
    );
    const present = rows[0];
    if (present?.cron) {
      await client.query(`grant usage on schema cron to ${role}`);
      await client.query(`grant all on all functions in schema cron to ${role}`);
      await client.query(`grant select on cron.job to ${role}`);
    }
    if (present?.net) {
      await client.query(`grant usage on schema net to ${role}`);
      await client.query(`grant all on all tables in schema net to ${role}`);
      await client.query(`grant all on all functions in schema net to ${role}`);
    }
    if (present?.vault) {
      // Vault encrypts through pgsodium, whose roles Supabase's postgres holds.
      const { rows: keyRoles } = await client.query<{ name: string }>(
        `select rolname as name from pg_roles where rolname in ('pgsodium_keyiduser', 'pgsodium_keyholder', 'pgsodium_keymaker')`,
      );
      for (const { name } of keyRoles) await client.query(`grant ${pg.escapeIdentifier(name)} to ${role}`);
      await client.query(`grant usage on schema vault to ${role}`);
      await client.query(`grant all on all tables in schema vault to ${role}`);
      await client.query(`grant all on all functions in schema vault to ${role}`);
    }
  });
}
