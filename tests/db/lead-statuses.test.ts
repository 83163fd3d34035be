/**
 * Each lead table's status set (src/lib/leads/*-statuses.ts) against the migrated schema's CHECK,
 * default, transition trigger and leads_overview(), so the two cannot drift apart.
 */
import { expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { MESSAGE_STATUS_SET } from '../../src/lib/leads/message-statuses.ts';
import { REQUEST_STATUS_SET } from '../../src/lib/leads/request-statuses.ts';
import { statusActions, statusChanges, type StatusSet } from '../../src/lib/leads/status-set.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { asActor, become, serviceRole, signedIn } from './actors.ts';
import { allowedChanges, checkDefinition, literals, statusDefault } from './catalog.ts';
import { describeOnEachDatabase } from './harness.ts';
import { insertRow } from './sql.ts';

interface DescribedTable {
  table: string;
  set: StatusSet<string, string>;
  row: (email: string) => object;
  /** Its count in each week of leads_overview(). */
  chart: 'messages' | 'requests';
}

const SETS: readonly DescribedTable[] = [
  { table: 'contact_messages', set: MESSAGE_STATUS_SET, row: contactRow, chart: 'messages' },
  { table: 'onboarding_requests', set: REQUEST_STATUS_SET, row: requestRow, chart: 'requests' },
];

const sorted = (pairs: readonly (readonly string[])[]) => pairs.map((pair) => pair.join('>')).sort();

/** A lead of each status, stored as an operator would import it (the status set directly). */
async function addOneOfEachStatus(tx: Queryable, { table, set, row }: DescribedTable) {
  for (const [index, status] of set.statuses.entries()) {
    // A responded message carries when it was answered (the table's CHECK asks for it).
    const stamp = status === 'responded' ? { responded_at: new Date().toISOString() } : {};
    await insertRow(tx, table, { ...row(`status${index}@example.org`), status, ...stamp });
  }
}

describeOnEachDatabase('the lead status sets', (ctx) => {
  it.each(SETS)(
    '$table: the statuses are the CHECK constraint in its order, the initial one the column default, the changes the transition trigger, every button a change the status allows',
    async ({ table, set }) => {
      const definition = await checkDefinition(ctx.db, table, `${table}_status_valid`);
      expect(literals(definition)).toEqual([...set.statuses]);
      expect(await statusDefault(ctx.db, table)).toBe(set.initial);
      expect(sorted(statusChanges(set))).toEqual(sorted(await allowedChanges(ctx.db, table)));
      for (const status of set.statuses) {
        const next = set.describe[status]?.next ?? [];
        for (const action of statusActions(set, status)) expect(next).toContain(action.to);
      }
    },
  );

  it.each(SETS)('$table: leads_overview() counts the statuses marked countsInCharts', async (described) => {
    const overview = await asActor(ctx.db, serviceRole, async (tx) => {
      await addOneOfEachStatus(tx, described);
      await become(tx, signedIn(ctx.users.admin));
      const { rows } = await tx.query<{ overview: { weeks: Record<string, number>[] } }>(
        'select public.leads_overview() as overview',
      );
      return rows[0]?.overview;
    });
    const { set, chart } = described;
    const counted = set.statuses.filter((status) => set.describe[status]?.countsInCharts);
    expect(overview?.weeks.at(-1)?.[chart]).toBe(counted.length);
  });
});
