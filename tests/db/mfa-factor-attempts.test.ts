/**
 * Each TOTP factor's wrong codes and last accepted step (20261127090000_mfa_factor_attempts.sql), as
 * the auth server's login reaches them: through private.record_mfa_attempt only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { FACTOR_LOCKOUT } from '../../server/auth/factor-attempts.ts';
import { anon, arrangeAll, asActor, asAuthAdmin, becomeOwner, serviceRole, signedIn } from './actors.ts';
import { verifiedFactor, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { allowed, one } from './sql.ts';

/** A step's first second, in epoch seconds. */
const T = 1_800_000_000;
const STEP = T / 30;
const { maxFailures, windowSeconds } = FACTOR_LOCKOUT;

interface Attempt {
  outcome: string;
  locked_until: Date | null;
  message: string | null;
}

/**
 * One code for `factor` at `at` epoch seconds: right for `step`, or wrong when step is null; `valid`
 * alone (no step) is what GoTrue's hook knows.
 */
async function attempt(
  tx: Queryable,
  factor: string,
  step: number | null,
  at: number,
  valid = step !== null,
): Promise<Attempt> {
  return one<Attempt>(
    tx,
    'select * from private.record_mfa_attempt($1::uuid, $2, $3::bigint, to_timestamp($4))',
    [factor, valid, step, at],
  );
}

const lockedFor = (minutes: number, until: number) => ({
  outcome: 'locked',
  locked_until: new Date(until * 1000),
  message: `Too many wrong codes for this factor. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
});
const ACCEPTED = { outcome: 'accepted', locked_until: null, message: null };
const WRONG = { outcome: 'wrong', locked_until: null, message: null };
const REPLAYED = { outcome: 'replayed', locked_until: null, message: null };

describeOnEachDatabase('TOTP factor attempts', (ctx) => {
  const factorIds = [randomUUID(), randomUUID()] as const;

  const twoFactors = (tx: Queryable) =>
    arrangeAll(
      verifiedFactor(ctx.users.admin, factorIds[0]),
      verifiedFactor(ctx.users.otherAdmin, factorIds[1]),
    )(tx);
  const [factor, otherFactor] = factorIds;

  describe('the lockout', () => {
    it(`locks a factor at ${maxFailures} wrong codes, the right code too, until the first is 15 minutes old`, async () => {
      const answers = await asAuthAdmin(
        ctx.db,
        async (tx) => {
          const wrong = [];
          for (let index = 0; index < maxFailures; index += 1)
            wrong.push(await attempt(tx, factor, null, T + index));
          return {
            wrong,
            right: await attempt(tx, factor, STEP, T + 10),
            otherFactor: await attempt(tx, otherFactor, STEP, T + 10),
            aMinuteBefore: await attempt(tx, factor, STEP + 29, T + windowSeconds - 60),
            lastSecond: await attempt(tx, factor, STEP + 29, T + windowSeconds - 1),
            after: await attempt(tx, factor, STEP + 30, T + windowSeconds),
          };
        },
        twoFactors,
      );
      expect(answers).toEqual({
        wrong: Array.from({ length: maxFailures }, () => WRONG),
        right: lockedFor(15, T + windowSeconds),
        otherFactor: ACCEPTED,
        aMinuteBefore: lockedFor(1, T + windowSeconds),
        lastSecond: lockedFor(1, T + windowSeconds),
        after: ACCEPTED,
      });
    });

    it('does not count refusals while locked, keeps no more than the rule needs, and slides', async () => {
      const { stored, again } = await asAuthAdmin(
        ctx.db,
        async (tx) => {
          for (let index = 0; index < maxFailures + 5; index += 1) await attempt(tx, factor, null, T + index);
          await becomeOwner(tx);
          const { rows } = await tx.query<{ failures: number }>(
            'select cardinality(failed_at) as failures from private.mfa_factor_attempts where factor_id = $1',
            [factor],
          );
          await tx.query('set local session authorization supabase_auth_admin');
          // The first failure ages out; one more wrong code fills the window again.
          const freed = await attempt(tx, factor, null, T + windowSeconds);
          return {
            stored: rows[0]?.failures,
            again: [freed, await attempt(tx, factor, STEP + 30, T + windowSeconds)],
          };
        },
        twoFactors,
      );
      expect(stored).toBe(maxFailures);
      expect(again).toEqual([WRONG, lockedFor(1, T + windowSeconds + 1)]);
    });
  });

  describe('the replay record', () => {
    it('refuses a step accepted before and every earlier one, counting each as a wrong code', async () => {
      const answers = await asAuthAdmin(
        ctx.db,
        async (tx) => [
          await attempt(tx, factor, STEP, T),
          await attempt(tx, factor, STEP, T + 1),
          await attempt(tx, factor, STEP, T + 55),
          await attempt(tx, factor, STEP + 1, T + 56),
          await attempt(tx, factor, STEP, T + 57),
          await attempt(tx, otherFactor, STEP, T + 57),
        ],
        twoFactors,
      );
      expect(answers).toEqual([ACCEPTED, REPLAYED, REPLAYED, ACCEPTED, REPLAYED, ACCEPTED]);
    });

    it('is not moved by an attempt that names no step (GoTrue’s hook)', async () => {
      const answers = await asAuthAdmin(
        ctx.db,
        async (tx) => [
          await attempt(tx, factor, STEP + 1, T),
          await attempt(tx, factor, null, T + 1),
          await attempt(tx, factor, null, T + 2, true),
          await attempt(tx, factor, STEP + 1, T + 3),
        ],
        twoFactors,
      );
      expect(answers).toEqual([ACCEPTED, WRONG, ACCEPTED, REPLAYED]);
    });
  });

  it('goes with its factor', async () => {
    const left = await asAuthAdmin(
      ctx.db,
      async (tx) => {
        await attempt(tx, factor, null, T);
        await tx.query('delete from auth.mfa_factors where id = $1', [factor]);
        await becomeOwner(tx);
        const { rows } = await tx.query('select 1 from private.mfa_factor_attempts where factor_id = $1', [
          factor,
        ]);
        return rows.length;
      },
      twoFactors,
    );
    expect(left).toBe(0);
  });

  describe('who may touch it', () => {
    const acting =
      (actor: () => Actor): typeof asAuthAdmin =>
      (db, work, arrange) =>
        asActor(db, actor(), work, arrange);
    // An admin at aal2 is the most any API caller can be.
    it.each<[string, typeof asAuthAdmin, boolean]>([
      ['anon', acting(() => anon), false],
      ['authenticated', acting(() => signedIn(ctx.users.admin, 'aal2')), false],
      ['service_role', acting(() => serviceRole), false],
      ['supabase_auth_admin', asAuthAdmin, true],
    ])('%s: may call the function: %s; reads and writes nothing of the table', async (_, as, calls) => {
      const rights = await as(
        ctx.db,
        async (tx) => ({
          reads: await allowed(tx, () => tx.query('select * from private.mfa_factor_attempts')),
          writes: await allowed(tx, () =>
            tx.query('insert into private.mfa_factor_attempts (factor_id) values ($1)', [factor]),
          ),
          calls: await allowed(tx, () => attempt(tx, factor, null, T)),
        }),
        twoFactors,
      );
      expect(rights).toEqual({ reads: false, writes: false, calls });
    });

    it('grants exactly that: no role but the owner holds a right on the table, only supabase_auth_admin the call', async () => {
      const { rows } = await ctx.db.query<{ kind: string; grantee: string; privilege: string }>(
        `select 'table' as kind, acl.grantee::regrole::text as grantee, acl.privilege_type as privilege
           from pg_catalog.pg_class as c, aclexplode(c.relacl) as acl
          where c.oid = 'private.mfa_factor_attempts'::regclass and acl.grantee <> c.relowner
         union all
         select 'function', case when acl.grantee = 0 then 'public' else acl.grantee::regrole::text end,
                acl.privilege_type
           from pg_catalog.pg_proc as p, aclexplode(p.proacl) as acl
          where p.oid = 'private.record_mfa_attempt(uuid, boolean, bigint, timestamptz)'::regprocedure
            and acl.grantee <> p.proowner
          order by 1, 2, 3`,
      );
      expect(rows).toEqual([{ kind: 'function', grantee: 'supabase_auth_admin', privilege: 'EXECUTE' }]);
    });
  });
});
