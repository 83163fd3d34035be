/**
 * An admin figure (docs/architecture.md#performance-budgets): with 10,000 contact messages in the
 * database, how long the admin's Messages tab takes to show its first page. Measured twice: the
 * REST call the tab makes (through supabase-js, as the signed-in admin) and the whole page in
 * Chromium, from navigation to the first row, with the session already stored (as for staff who
 * come back every day).
 */
import { createClient } from '@supabase/supabase-js';
import { AUTH_TEXT, MESSAGES_TEXT } from '../../src/admin/strings.ts';
import { PAGE_SIZE } from '../../src/lib/db/lead-query.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { launchInteractionBrowser } from './interaction.ts';
import { startBenchServer } from './site-server.ts';
import { median, timeRuns } from './stats.ts';
import { atMost, benchRow, type BenchRow } from './table.ts';

export const MESSAGE_COUNT = 10_000;
export const FIRST_PAGE_BUDGET_MS = 1000;
const RUNS = 7;
const ADMIN = { email: 'bench@example.org', password: 'bench passphrase' };

export async function benchAdminMessages(distDir: string): Promise<BenchRow[]> {
  const server = await startBenchServer(distDir, { admin: ADMIN });
  const url = server.origin;
  try {
    await server.running.db.owner.query(
      `insert into public.contact_messages (name, email, message, created_at)
       select 'Visitor ' || n, 'visitor' || n || '@example.org', 'Message number ' || n || ' about a demo.',
              now() - make_interval(mins => n)
       from generate_series(1, $1::int) as n`,
      [MESSAGE_COUNT],
    );

    const client = createClient(url, LOCAL_PUBLISHABLE_KEY, { auth: { persistSession: false } });
    const signIn = await client.auth.signInWithPassword(ADMIN);
    if (signIn.error) throw new Error(`bench admin cannot sign in: ${signIn.error.message}`);
    const restTimes = await timeRuns(RUNS, async () => {
      const { data, error } = await client
        .from('contact_messages')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .range(0, PAGE_SIZE - 1);
      if (error || data.length !== PAGE_SIZE) throw new Error(`unexpected first page: ${error?.message}`);
    });

    const browser = await launchInteractionBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/admin`);
      await page.getByLabel(AUTH_TEXT.email).fill(ADMIN.email);
      await page.getByLabel(AUTH_TEXT.password).fill(ADMIN.password);
      await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
      const firstRow = page.getByRole('button', { name: MESSAGES_TEXT.markRead }).first();
      await firstRow.waitFor();
      const pageTimes = await timeRuns(RUNS, async () => {
        await page.reload({ waitUntil: 'commit' });
        await firstRow.waitFor();
      });
      const rows = `${MESSAGE_COUNT.toLocaleString('en-US')} rows`;
      const row = (how: string, ms: number) =>
        benchRow(
          'admin',
          '/admin',
          `Messages first page, ${how}`,
          `${ms.toFixed(0)} ms`,
          atMost(ms, FIRST_PAGE_BUDGET_MS),
        );
      return [
        row(`REST (${rows}, count exact)`, median(restTimes)),
        row(`in Chromium (${rows})`, median(pageTimes)),
      ];
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
