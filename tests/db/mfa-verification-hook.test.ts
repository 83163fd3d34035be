/**
 * public.mfa_verification_attempt called as Supabase Auth calls a Postgres hook (as
 * supabase_auth_admin, under a local statement_timeout, with GoTrue's event). The clock is now(), so
 * the tests age the stored failures instead of waiting.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FACTOR_LOCKOUT } from '../../server/auth/factor-attempts.ts';
import type { Queryable } from '../../server/db/database.ts';
import { anon, asActor, asAuthAdmin, becomeOwner, serviceRole, signedIn, type Actor } from './actors.ts';
import { arrangeAll, verifiedFactor } from './actors.ts';
import { describeOnEachDatabase, type TestUser } from './harness.ts';
import { allowed } from './sql.ts';

const { maxFailures } = FACTOR_LOCKOUT;

/** The event as GoTrue sends it: its metadata (time with nanoseconds, as Go writes it), then the attempt. */
function event(user: TestUser, factorId: string, valid: boolean): string {
  return JSON.stringify({
    metadata: {
      uuid: randomUUID(),
      time: '2026-11-27T09:00:00.123456789Z',
      name: 'mfa-verification',
      ip_address: '203.0.113.9',
    },
    user_id: user.id,
    factor_id: factorId,
    factor_type: 'totp',
    valid,
  });
}

/** hookspgfunc's three statements: the timeout, the call, the timeout reset. */
async function callHook(tx: Queryable, payload: string): Promise<unknown> {
  await tx.query("set local statement_timeout TO '2000';");
  const { rows } = await tx.query<{ mfa_verification_attempt: unknown }>(
    'select "public"."mfa_verification_attempt"($1);',
    [payload],
  );
  await tx.query('set local statement_timeout TO default;');
  return rows[0]?.mfa_verification_attempt;
}

const CONTINUE = { decision: 'continue' };
const REJECT = {
  decision: 'reject',
  message: 'Too many wrong codes for this factor. Try again in 15 minutes.',
};

describeOnEachDatabase('the MFA verification attempt hook', (ctx) => {
  const factor = randomUUID();
  const otherFactor = randomUUID();

  const arrangeFactors = (tx: Queryable) =>
    arrangeAll(
      verifiedFactor(ctx.users.admin, factor),
      verifiedFactor(ctx.users.otherAdmin, otherFactor),
    )(tx);

  /** Moves the factor's stored wrong codes `minutes` into the past, as the owner. */
  const age = async (tx: Queryable, minutes: number) => {
    await becomeOwner(tx);
    await tx.query(
      `update private.mfa_factor_attempts
          set failed_at = array(select failed - make_interval(mins => $2) from unnest(failed_at) as failed)
        where factor_id = $1`,
      [factor, minutes],
    );
    await tx.query('set local session authorization supabase_auth_admin');
  };

  it(`continues through ${maxFailures} wrong codes, then rejects even a valid one until 15 minutes pass`, async () => {
    const answers = await asAuthAdmin(
      ctx.db,
      async (tx) => {
        const wrong = [];
        for (let index = 0; index < maxFailures; index += 1) {
          wrong.push(await callHook(tx, event(ctx.users.admin, factor, false)));
        }
        const locked = await callHook(tx, event(ctx.users.admin, factor, true));
        const otherFactorValid = await callHook(tx, event(ctx.users.otherAdmin, otherFactor, true));
        await age(tx, 14);
        const stillLocked = await callHook(tx, event(ctx.users.admin, factor, true));
        await age(tx, 1);
        return {
          wrong,
          locked,
          otherFactorValid,
          stillLocked,
          after: await callHook(tx, event(ctx.users.admin, factor, true)),
        };
      },
      arrangeFactors,
    );
    expect(answers).toEqual({
      wrong: Array.from({ length: maxFailures }, () => CONTINUE),
      locked: REJECT,
      otherFactorValid: CONTINUE,
      stillLocked: {
        decision: 'reject',
        message: 'Too many wrong codes for this factor. Try again in 1 minute.',
      },
      after: CONTINUE,
    });
  });

  it('shares the count with the local auth server', async () => {
    const answer = await asAuthAdmin(
      ctx.db,
      async (tx) => {
        for (let index = 0; index < maxFailures - 1; index += 1) {
          await tx.query('select private.record_mfa_attempt($1, false, null, now())', [factor]);
        }
        await callHook(tx, event(ctx.users.admin, factor, false));
        return callHook(tx, event(ctx.users.admin, factor, true));
      },
      arrangeFactors,
    );
    expect(answer).toEqual(REJECT);
  });

  describe('who may call it', () => {
    const apiRoles: [string, () => Actor][] = [
      ['anon', () => anon],
      ['authenticated', () => signedIn(ctx.users.admin, 'aal2')],
      ['service_role', () => serviceRole],
    ];

    it.each(apiRoles)('not %s, so not the Data API', async (_, actor) => {
      const called = await asActor(
        ctx.db,
        actor(),
        (tx) => allowed(tx, () => callHook(tx, event(ctx.users.admin, factor, false))),
        arrangeFactors,
      );
      expect(called).toBe(false);
    });

    it('supabase_auth_admin alone', async () => {
      const { rows } = await ctx.db.query<{ grantee: string; privilege: string }>(
        `select case when acl.grantee = 0 then 'public' else acl.grantee::regrole::text end as grantee,
                acl.privilege_type as privilege
           from pg_catalog.pg_proc as p, aclexplode(p.proacl) as acl
          where p.oid = 'public.mfa_verification_attempt(jsonb)'::regprocedure and acl.grantee <> p.proowner`,
      );
      expect(rows).toEqual([{ grantee: 'supabase_auth_admin', privilege: 'EXECUTE' }]);
    });
  });
});
