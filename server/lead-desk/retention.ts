/**
 * Retention on the local server (docs/product.md#erasure-and-retention): RETENTION_MONTHS, when
 * set, becomes the database's setting at start; the same SQL function pg_cron runs on a hosted
 * project deletes the leads older than it.
 */
import type { Queryable } from '../db/database.ts';

export async function writeRetentionMonths(db: Queryable, months: number): Promise<void> {
  await db.query('update private.lead_desk_settings set retention_months = $1', [months]);
}

/** Deletes the leads past the retention period (with their notes and notices); returns how many. */
export async function applyRetention(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ deleted: number }>('select private.apply_lead_retention() as deleted');
  return rows[0]?.deleted ?? 0;
}
