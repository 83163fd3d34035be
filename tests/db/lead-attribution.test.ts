/**
 * Where each lead came from (docs/product.md#lead-attribution): visitors may send the seven
 * attribution columns with either form, and the database refuses values out of bounds.
 */
import { expect, it } from 'vitest';
import { ATTRIBUTION_LIMITS } from '../../src/lib/db/constants.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectCheckViolation, insertRow } from './sql.ts';

const ATTRIBUTION = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  utm_term: 'food bank software',
  utm_content: 'header-link',
  referrer_host: 'news.example.org',
  landing_path: '/pricing',
};

const FORMS = [
  ['contact_messages', contactRow('attribution@example.org')],
  ['onboarding_requests', requestRow('attribution@example.org')],
] as const;

describeOnEachDatabase('lead attribution', (ctx) => {
  it.each(FORMS)(
    'a visitor and a signed-in user may send it with %s; every column is optional, null when absent',
    async (table, row) => {
      const stored = (actor: Actor, values: Record<string, string>) =>
        asActor(ctx.db, actor, async (tx) => {
          await insertRow(tx, table, { ...row, ...values });
          await tx.query(`select set_config('role', 'service_role', true)`);
          const columns = Object.keys(ATTRIBUTION).join(', ');
          return (await tx.query(`select ${columns} from public.${table} where email = $1`, [row.email]))
            .rows;
        });
      for (const actor of [anon, signedIn(ctx.users.member)]) {
        expect(await stored(actor, ATTRIBUTION)).toEqual([ATTRIBUTION]);
      }
      const nulls = Object.fromEntries(Object.keys(ATTRIBUTION).map((column) => [column, null]));
      expect(await stored(anon, {})).toEqual([nulls]);
    },
  );

  const tooLong = (length: number) => 'a'.repeat(length + 1);
  const refused: [string, Record<string, string>, string][] = [
    ['an over-long utm value', { utm_campaign: tooLong(ATTRIBUTION_LIMITS.utm) }, 'utm_values'],
    ['an empty utm value', { utm_source: '' }, 'utm_values'],
    ['a blank utm value', { utm_term: '   ' }, 'utm_values'],
    ['a control character', { utm_content: 'a\u0007b' }, 'utm_values'],
    ['a referrer with a path', { referrer_host: 'example.org/page' }, 'referrer_host'],
    ['a referrer in capitals', { referrer_host: 'Example.org' }, 'referrer_host'],
    ['a referrer with a port', { referrer_host: 'example.org:8080' }, 'referrer_host'],
    ['an over-long referrer', { referrer_host: `${'a.'.repeat(127)}org` }, 'referrer_host'],
    ['a landing path with a query', { landing_path: '/pricing?utm_source=x' }, 'landing_path'],
    ['a landing path with a fragment', { landing_path: '/pricing#top' }, 'landing_path'],
    ['a landing address, not a path', { landing_path: 'https://example.org/' }, 'landing_path'],
    [
      'an over-long landing path',
      { landing_path: `/${tooLong(ATTRIBUTION_LIMITS.landingPath)}` },
      'landing_path',
    ],
  ];

  it.each(refused)('refuses %s on both forms', async (_, values, constraint) => {
    for (const [table, row] of FORMS) {
      await asActor(ctx.db, anon, async (tx) => {
        await expectCheckViolation(insertRow(tx, table, { ...row, ...values }), `${table}_${constraint}`);
      });
    }
  });

  it('the limits are the ones the forms trim to', async () => {
    const longest = {
      utm_source: 'a'.repeat(ATTRIBUTION_LIMITS.utm),
      referrer_host: `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
      landing_path: `/${'p'.repeat(ATTRIBUTION_LIMITS.landingPath - 1)}`,
    };
    expect(longest.referrer_host).toHaveLength(ATTRIBUTION_LIMITS.referrerHost);
    for (const [table, row] of FORMS) {
      const inserted = await asActor(ctx.db, anon, (tx) => insertRow(tx, table, { ...row, ...longest }));
      expect(inserted.affectedRows).toBe(1);
    }
  });
});
