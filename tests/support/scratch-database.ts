/**
 * A throwaway database on the Postgres server of DATABASE_URL, so tests that prove the
 * real-Postgres path never touch a database someone else uses. Dropped (with its connections)
 * by `drop()`.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabaseUrl {
  /** Connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabaseUrl> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `create database ${name}`);
  // Supabase databases run in UTC; a cluster set to local time would print other offsets.
  await onServer(serverUrl, `alter database ${name} set timezone to 'UTC'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
