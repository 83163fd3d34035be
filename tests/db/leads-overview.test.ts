/**
 * The admin's leads overview (docs/product.md#leads-overview): public.leads_overview() counts
 * leads per week and the top sources in the database, for admins only.
 */
import { expect, it } from 'vitest';
import { LEADS_OVERVIEW } from '../../src/lib/db/constants.ts';
import type { Queryable } from '../../server/db/database.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor, become, serviceRole, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { insertRow, one } from './sql.ts';

interface Overview {
  weeks: { week_start: string; messages: number; requests: number }[];
  sources: { source: string | null; leads: number }[];
}

/** Leads `daysAgo` days old, inserted as an operator would import them (created_at kept). */
async function addLeads(
  tx: Queryable,
  leads: { daysAgo: number; source?: string; referrer?: string; request?: boolean }[],
) {
  for (const [index, lead] of leads.entries()) {
    const email = `overview${index}@example.org`;
    const row = lead.request ? requestRow(email) : contactRow(email);
    await insertRow(tx, lead.request ? 'onboarding_requests' : 'contact_messages', {
      ...row,
      ...(lead.source && { utm_source: lead.source }),
      ...(lead.referrer && { referrer_host: lead.referrer }),
      created_at: new Date(Date.now() - lead.daysAgo * 86_400_000).toISOString(),
    });
  }
}

async function overviewAs(tx: Queryable, actor: Actor): Promise<Overview> {
  await become(tx, actor);
  return (await one<{ overview: Overview }>(tx, 'select public.leads_overview() as overview')).overview;
}

describeOnEachDatabase('leads overview', (ctx) => {
  it('counts the last 12 weeks and the top sources of the last 30 days for an admin', async () => {
    const overview = await asActor(ctx.db, serviceRole, async (tx) => {
      await addLeads(tx, [
        { daysAgo: 0, source: 'newsletter' },
        { daysAgo: 0, source: 'newsletter', request: true },
        { daysAgo: 1, referrer: 'news.example.org', request: true },
        { daysAgo: 2 },
        { daysAgo: 29, source: 'newsletter' },
        { daysAgo: 31, source: 'old-campaign' },
        { daysAgo: 7 * 13, source: 'older' },
      ]);
      return overviewAs(tx, signedIn(ctx.users.admin));
    });

    expect(overview.weeks).toHaveLength(LEADS_OVERVIEW.weeks);
    const starts = overview.weeks.map((week) => new Date(`${week.week_start}T00:00:00Z`));
    expect(starts.every((start) => start.getUTCDay() === 1)).toBe(true);
    const lastStart = starts.at(-1)?.getTime() ?? 0;
    expect(Date.now() - lastStart).toBeLessThan(7 * 86_400_000);
    const total = (key: 'messages' | 'requests') => overview.weeks.reduce((sum, week) => sum + week[key], 0);
    // The lead 13 weeks old is outside the window; the rest are inside it.
    expect(total('messages') + total('requests')).toBe(6);
    expect(total('requests')).toBe(2);

    expect(overview.sources).toEqual([
      { source: 'newsletter', leads: 3 },
      { source: 'news.example.org', leads: 1 },
      { source: null, leads: 1 },
    ]);
  });

  it(`keeps the ${LEADS_OVERVIEW.topSources} largest sources`, async () => {
    const overview = await asActor(ctx.db, serviceRole, async (tx) => {
      await addLeads(
        tx,
        Array.from({ length: LEADS_OVERVIEW.topSources + 3 }, (_, index) => ({
          daysAgo: 1,
          source: `s${index}`,
        })),
      );
      return overviewAs(tx, signedIn(ctx.users.admin));
    });
    expect(overview.sources).toHaveLength(LEADS_OVERVIEW.topSources);
  });

  it('answers an admin with zeros on an empty database', async () => {
    const overview = await asActor(ctx.db, signedIn(ctx.users.admin), (tx) =>
      overviewAs(tx, signedIn(ctx.users.admin)),
    );
    expect(overview.sources).toEqual([]);
    expect(overview.weeks.every((week) => week.messages === 0 && week.requests === 0)).toBe(true);
  });

  it.each([
    ['a signed-in user who is not an admin', () => signedIn(ctx.users.member), expect.any(String)],
    ['a visitor, who may not call it at all', () => anon, 'permission denied for function leads_overview'],
    [
      'the secret key, who may not call it at all',
      () => serviceRole,
      'permission denied for function leads_overview',
    ],
  ])('refuses %s', async (_, actor, message) => {
    await expect(
      asActor(ctx.db, actor(), (tx) => tx.query('select public.leads_overview()')),
    ).rejects.toMatchObject({ code: '42501', message });
  });
});
