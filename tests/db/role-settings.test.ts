/**
 * Each API role's own settings reach its requests: set_config('role', …) applies none by itself, so
 * the REST half applies them as PostgREST does, and the role's statement_timeout bounds its requests.
 */
import { expect, it } from 'vitest';
import { durationMs } from '../../server/rest/role-settings.ts';
import { inRequestTransaction } from '../../server/rest/execute.ts';
import { describeOnEachDatabase } from './harness.ts';

describeOnEachDatabase('role settings in a request', (ctx) => {
  const timeoutAs = (role: string) =>
    inRequestTransaction(
      ctx.db,
      { role, claims: { role }, method: 'GET', path: '/blog_posts', headers: {}, readOnly: true },
      async (tx) =>
        (await tx.query<{ value: string }>(`select current_setting('statement_timeout') as value`)).rows[0]
          ?.value,
    );

  it('gives anon a 3 s statement timeout and authenticated 8 s', async () => {
    expect(await timeoutAs('anon')).toBe('3s');
    expect(await timeoutAs('authenticated')).toBe('8s');
  });
});

it('reads Postgres durations as Postgres does', () => {
  expect(durationMs('3s')).toBe(3_000);
  expect(durationMs('8000')).toBe(8_000);
  expect(durationMs('250ms')).toBe(250);
  expect(durationMs('1min')).toBe(60_000);
  expect(durationMs('0')).toBeUndefined();
  expect(durationMs('soon')).toBeUndefined();
});
