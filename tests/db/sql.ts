/** Small SQL helpers and error matchers shared by the policy suites. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database, QueryResult, Queryable } from '../../server/db/database.ts';
import { asActor, type Actor } from './actors.ts';

export type Row = Record<string, unknown>;

/**
 * INSERT of exactly the given columns, like supabase-js `.insert(row)`: without `returning` it is
 * PostgREST's `RETURNING 1` (no SELECT needed), with it `.insert(row).select(returning)`.
 */
export function insertRow(
  tx: Queryable,
  table: string,
  row: Row,
  returning?: string,
): Promise<QueryResult<Row>> {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  const sql =
    `insert into public.${table} (${columns.map((column) => `"${column}"`).join(', ')}) ` +
    `values (${placeholders.join(', ')}) returning ${returning ?? '1'}`;
  return tx.query(sql, Object.values(row));
}

/** UPDATE … SET row WHERE id = $id, like supabase-js `.update(row).eq('id', id)`. */
export function updateById(tx: Queryable, table: string, id: string, row: Row): Promise<QueryResult<Row>> {
  const columns = Object.keys(row);
  const assignments = columns.map((column, index) => `"${column}" = $${index + 2}`);
  return tx.query(`update public.${table} set ${assignments.join(', ')} where id = $1`, [
    id,
    ...Object.values(row),
  ]);
}

/** A blog post's columns with a slug of its own, for the site-build suites. */
export const post = (overrides: Row = {}): Row => ({
  title: 'Harvest Supper',
  content: 'Tables for two hundred, and a seat for everyone.',
  slug: `harvest-supper-${randomUUID()}`,
  ...overrides,
});

/** Postgres refused for lack of a privilege or because of RLS on insert: 42501. */
export async function expectDenied(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toMatchObject({ code: '42501' });
}

/**
 * Runs `statement` inside a savepoint of `tx`: true when it went through, false when Postgres
 * refused it for lack of a privilege or by RLS (42501), which is rolled back so the transaction
 * goes on. Any other error fails the test.
 */
export async function allowed(tx: Queryable, statement: () => Promise<unknown>): Promise<boolean> {
  await tx.query('savepoint allowed');
  try {
    await statement();
    return true;
  } catch (error) {
    expect(error).toMatchObject({ code: '42501' });
    await tx.query('rollback to savepoint allowed');
    return false;
  }
}

/** A CHECK (or the status-transition guard) named `constraint` refused the row: 23514. */
export async function expectCheckViolation(promise: Promise<unknown>, constraint: string): Promise<void> {
  await expect(promise).rejects.toMatchObject({
    code: '23514',
    constraint,
    message: expect.stringContaining(`"${constraint}"`),
  });
}

/** The first row of `sql`, failing the test when there is none. */
export async function one<T = Row>(tx: Queryable, sql: string, params?: unknown[]): Promise<T> {
  const { rows } = await tx.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row from: ${sql}`);
  return rows[0];
}

/** A statement's outcome: the rows it returned or touched, or 'denied' when Postgres refused it (42501). */
export type Outcome = number | 'denied';
export type Statement = (tx: Queryable) => Promise<QueryResult<unknown>>;

/** Runs each statement named in `expected` as `actor`, each in its own rolled-back transaction. */
export async function expectOutcomes(
  db: Database,
  actor: Actor,
  statements: Record<string, Statement>,
  expected: Record<string, Outcome>,
): Promise<void> {
  const found: Record<string, Outcome> = {};
  for (const [name, statement] of Object.entries(statements)) {
    if (!(name in expected)) continue;
    found[name] = await asActor(db, actor, statement).then(
      (result) => Math.max(result.affectedRows, result.rows.length),
      (error: unknown) => {
        if ((error as { code?: string }).code !== '42501') throw error;
        return 'denied' as const;
      },
    );
  }
  expect(found).toEqual(expected);
}
