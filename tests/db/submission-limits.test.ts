/**
 * The public forms' rate limits and one-row-per-submission rule (docs/product.md#submission-limits).
 * Unlike the other policy suites these inserts commit, since the limits count earlier transactions:
 * every test uses its own addresses and emails, and limits a test changes are put back after it.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueryResult, Queryable } from '../../server/db/database.ts';
import { DEFAULT_SUBMISSION_LIMITS } from '../../src/lib/db/constants.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor, become, serviceRole, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectDenied, insertRow, one, type Row } from './sql.ts';

type Form = 'contact_messages' | 'onboarding_requests';

const FORMS = Object.keys(DEFAULT_SUBMISSION_LIMITS) as Form[];

const ROW_OF: Record<Form, (email: string) => Row> = {
  contact_messages: contactRow,
  onboarding_requests: requestRow,
};

let sequence = 0;
/** A fresh address and email, so tests never share a count. */
function freshClient(): { ip: string; email: string } {
  sequence += 1;
  return { ip: `198.51.100.${sequence}`, email: `visitor.${sequence}.${randomUUID()}@example.org` };
}

/** The refusal as the trigger raises it: PostgREST's custom error with its JSON message and detail. */
type Refusal = {
  body: { code: string; message: string; details: string; hint: string };
  control: { status: number; headers: { 'Retry-After': string } };
  retryAfter: number;
};

function refusalOf(error: unknown): Refusal {
  const { code, message, detail } = error as { code?: string; message: string; detail?: string };
  expect(code).toBe('PGRST');
  const control = JSON.parse(detail ?? '') as Refusal['control'];
  return {
    body: JSON.parse(message) as Refusal['body'],
    control,
    retryAfter: Number(control.headers['Retry-After']),
  };
}

/** Retry-After counts down the window: within its last minute of `seconds`. */
function expectRetryWithin(refusal: Refusal, seconds: number): void {
  expect(refusal.retryAfter).toBeGreaterThan(seconds - 60);
  expect(refusal.retryAfter).toBeLessThanOrEqual(seconds);
}

describeOnEachDatabase('submission limits', (ctx) => {
  /** One committed insert as `actor`, with request.headers as PostgREST would set them. */
  async function submit(
    form: Form,
    row: Row,
    headers: Record<string, string>,
    actor: Actor = anon,
  ): Promise<QueryResult<Row>> {
    return ctx.db.transaction(async (tx) => {
      await become(tx, actor);
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      return insertRow(tx, form, row);
    });
  }

  /** A submission the limits refuse, and how. */
  const refused = (...args: Parameters<typeof submit>) =>
    submit(...args).then(
      () => expect.fail('the submission went through'),
      (error: unknown) => refusalOf(error),
    );

  const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

  const count = async (table: string, where: string, value: string) =>
    (
      await one<{ count: number }>(
        ctx.db,
        `select count(*)::int as count from ${table} where ${where} = $1`,
        [value],
      )
    ).count;
  const rowsFor = (form: Form, email: string) => count(`public.${form}`, 'email', email);
  const logFor = (column: 'client_ip' | 'email', value: string) =>
    count('private.submission_log', column, value);

  /** The documented way to change a limit: one UPDATE of private.submission_limits. */
  async function setLimits(form: Form, limits: { perIp?: number; perEmail?: number }): Promise<void> {
    await ctx.db.query(
      `update private.submission_limits
          set per_ip_max = coalesce($2, per_ip_max), per_email_max = coalesce($3, per_email_max)
        where form = $1`,
      [form, limits.perIp ?? null, limits.perEmail ?? null],
    );
  }

  /** Moves every log entry of `email` back in time, as if they were sent that long ago. */
  async function age(email: string, by: string): Promise<void> {
    await ctx.db.query(
      `update private.submission_log set submitted_at = submitted_at - $2::interval where email = $1`,
      [email, by],
    );
  }

  // The defaults themselves: tests/db/schema-constants.test.ts.
  afterEach(async () => {
    for (const form of FORMS) {
      const limit = DEFAULT_SUBMISSION_LIMITS[form];
      await ctx.db.query(
        `update private.submission_limits set per_ip_max = $2, per_email_max = $3,
                window_length = make_interval(secs => $4) where form = $1`,
        [form, limit.perIpMax, limit.perEmailMax, limit.windowSeconds],
      );
    }
  });

  describe.each(FORMS.map((form) => [form, DEFAULT_SUBMISSION_LIMITS[form]] as const))(
    'per email on %s (its default)',
    (form, { perEmailMax: perEmail, windowSeconds }) => {
      it('accepts up to the limit from one client IP, then refuses with 429 and keeps nothing', async () => {
        const { email, ip } = freshClient();
        for (let index = 0; index < perEmail; index += 1) {
          // Differently cased: still the same person.
          const sent = index % 2 === 0 ? email : email.toUpperCase();
          const result = await submit(form, ROW_OF[form](sent), fromIp(ip));
          expect(result.affectedRows).toBe(1);
        }
        const refusal = await refused(form, ROW_OF[form](email), fromIp(ip));
        expect(refusal).toMatchObject({
          body: {
            code: 'over_submission_rate_limit',
            message: 'Too many submissions. Please try again later.',
            details: `At most ${perEmail} submissions per email address every 01:00:00.`,
            hint: `Try again in ${refusal.retryAfter} seconds.`,
          },
          control: { status: 429 },
        });
        expectRetryWithin(refusal, windowSeconds);
        expect(await count(`public.${form}`, 'lower(email)', email)).toBe(perEmail);
        expect(await logFor('email', email)).toBe(perEmail);
      });

      it('counts an address per client IP: sends from elsewhere cannot lock a person out', async () => {
        const victim = freshClient();
        for (let index = 0; index < perEmail; index += 1) {
          await submit(form, ROW_OF[form](victim.email), fromIp(freshClient().ip));
        }
        const own = await submit(form, ROW_OF[form](victim.email), fromIp(victim.ip));
        expect(own.affectedRows).toBe(1);
      });
    },
  );

  describe('per client IP', () => {
    it('refuses the next submission from one address, while another address and the other form still get in', async () => {
      await setLimits('contact_messages', { perIp: 3 });
      const { ip } = freshClient();
      for (let index = 0; index < 3; index += 1) {
        await submit('contact_messages', contactRow(freshClient().email), fromIp(ip));
      }
      expect(await refused('contact_messages', contactRow(freshClient().email), fromIp(ip))).toMatchObject({
        body: { details: 'At most 3 submissions per IP address every 01:00:00.' },
        control: { status: 429 },
      });
      expect(await logFor('client_ip', ip)).toBe(3);

      const other = freshClient();
      await expect(
        submit('contact_messages', contactRow(other.email), fromIp(other.ip)),
      ).resolves.toMatchObject({ affectedRows: 1 });
      // Each form counts on its own: the other form at its own limit of 3 still takes this address.
      await setLimits('onboarding_requests', { perIp: 3 });
      await expect(
        submit('onboarding_requests', requestRow(freshClient().email), fromIp(ip)),
      ).resolves.toMatchObject({ affectedRows: 1 });
    });

    it.each`
      name                                                      | headers                                                                             | expected
      ${'the leftmost x-forwarded-for entry'}                   | ${{ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }}                                   | ${'203.0.113.9'}
      ${"Cloudflare's cf-connecting-ip before x-forwarded-for"} | ${{ 'cf-connecting-ip': '203.0.113.10', 'x-forwarded-for': '192.0.2.1, 10.0.0.1' }} | ${'203.0.113.10'}
      ${'one shared "unknown" client without either'}           | ${{}}                                                                               | ${'unknown'}
    `('keys on $name', async ({ headers, expected }) => {
      const { email } = freshClient();
      await submit('contact_messages', contactRow(email), headers);
      const { rows } = await ctx.db.query(`select client_ip from private.submission_log where email = $1`, [
        email,
      ]);
      expect(rows).toEqual([{ client_ip: expected }]);
    });
  });

  describe('the window', () => {
    it('lets a sender in again once enough of their submissions are older than the window', async () => {
      await setLimits('contact_messages', { perEmail: 2 });
      const { ip, email } = freshClient();
      await submit('contact_messages', contactRow(email), fromIp(ip));
      await age(email, '40 minutes');
      await submit('contact_messages', contactRow(email), fromIp(ip));
      await age(email, '10 minutes');

      // Sent 50 and 10 minutes ago: the older one leaves the hour in 10 minutes, and lets one in.
      expectRetryWithin(await refused('contact_messages', contactRow(email), fromIp(ip)), 10 * 60);

      await age(email, '15 minutes');
      // Now 65 and 25 minutes ago: one is outside the hour, so one more is accepted.
      const accepted = await submit('contact_messages', contactRow(email), fromIp(ip));
      expect(accepted.affectedRows).toBe(1);
      expect(await rowsFor('contact_messages', email)).toBe(3);
    });

    it('prunes entries older than the window, so the log cannot grow without bound', async () => {
      const old = freshClient();
      await submit('contact_messages', contactRow(old.email), fromIp(old.ip));
      await age(old.email, '61 minutes');
      const recent = freshClient();
      await submit('contact_messages', contactRow(recent.email), fromIp(recent.ip));

      expect(await logFor('email', old.email)).toBe(0);
      expect(await logFor('email', recent.email)).toBe(1);
    });

    it('is the documented setting too: a longer window keeps counting older submissions', async () => {
      await setLimits('onboarding_requests', { perEmail: 1 });
      await ctx.db.query(
        `update private.submission_limits set window_length = interval '1 day' where form = 'onboarding_requests'`,
      );
      const { ip, email } = freshClient();
      await submit('onboarding_requests', requestRow(email), fromIp(ip));
      await age(email, '3 hours');
      expect((await refused('onboarding_requests', requestRow(email), fromIp(ip))).body.details).toBe(
        'At most 1 submissions per email address every 1 day.',
      );
    });
  });

  // A refused submission keeps neither row nor log entry: 'accepts up to the limit …' above.
  describe('nothing half-saved', () => {
    it('a submission the constraints refuse does not use up the quota', async () => {
      await setLimits('contact_messages', { perEmail: 1 });
      const { ip, email } = freshClient();
      await expect(
        submit('contact_messages', { ...contactRow(email), message: ' ' }, fromIp(ip)),
      ).rejects.toMatchObject({ code: '23514' });
      expect(await logFor('email', email)).toBe(0);
      const accepted = await submit('contact_messages', contactRow(email), fromIp(ip));
      expect(accepted.affectedRows).toBe(1);
    });
  });

  describe('one row per submission id', () => {
    it('a retry with the same id stores nothing more and is neither counted nor refused', async () => {
      await setLimits('onboarding_requests', { perEmail: 1 });
      const { ip, email } = freshClient();
      const id = randomUUID();
      const first = await submit('onboarding_requests', { ...requestRow(email), id }, fromIp(ip));
      // The limit is now reached, yet the retry of the stored submission is answered as a success.
      const retry = await submit('onboarding_requests', { ...requestRow(email), id }, fromIp(ip));

      expect(first.affectedRows).toBe(1);
      expect(retry.affectedRows).toBe(0);
      expect(await rowsFor('onboarding_requests', email)).toBe(1);
      expect(await logFor('email', email)).toBe(1);
    });

    it('an id another client sent is stored as a new lead: the answer never says it exists', async () => {
      const owner = freshClient();
      const stranger = freshClient();
      const id = randomUUID();
      await submit('contact_messages', { ...contactRow(owner.email), id }, fromIp(owner.ip));
      // Same id from another IP (with the owner's email, or with another): each is a new lead.
      const probes = [
        await submit('contact_messages', { ...contactRow(owner.email), id }, fromIp(stranger.ip)),
        await submit('contact_messages', { ...contactRow(stranger.email), id }, fromIp(owner.ip)),
      ];

      expect(probes.map((probe) => probe.affectedRows)).toEqual([1, 1]);
      const { rows } = await ctx.db.query<{ id: string }>(
        'select id from public.contact_messages where email = any($1) order by created_at',
        [[owner.email, stranger.email]],
      );
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => row.id)).size).toBe(3);
      expect(rows[0]?.id).toBe(id);
    });

    it('an id stored by operator tooling is never skipped for a visitor', async () => {
      const { ip, email } = freshClient();
      const id = randomUUID();
      await submit('onboarding_requests', { ...requestRow(email), id }, fromIp(ip), serviceRole);
      const visitor = await submit('onboarding_requests', { ...requestRow(email), id }, fromIp(ip));

      expect(visitor.affectedRows).toBe(1);
      expect(await rowsFor('onboarding_requests', email)).toBe(2);
    });

    it('concurrent sends of one submission store it once', async () => {
      const { ip, email } = freshClient();
      const id = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 4 }, () => submit('contact_messages', { ...contactRow(email), id }, fromIp(ip))),
      );

      expect(results.map((result) => result.affectedRows).sort()).toEqual([0, 0, 0, 1]);
      expect(await rowsFor('contact_messages', email)).toBe(1);
      expect(await logFor('email', email)).toBe(1);
    });
  });

  it('concurrent submissions cannot slip past a limit together', async () => {
    const { email, ip } = freshClient();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => submit('contact_messages', contactRow(email), fromIp(ip))),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(refusalOf(outcome.reason).control.status).toBe(429);
    }
    expect(await rowsFor('contact_messages', email)).toBe(5);
  });

  it.each([
    ['limits signed-in users like visitors', () => signedIn(ctx.users.member), 1, 1],
    ['does not limit service_role, nor log its inserts', () => serviceRole, 3, 0],
  ])('%s', async (_, actor, stored, logged) => {
    await setLimits('contact_messages', { perIp: 1, perEmail: 1 });
    const { ip, email } = freshClient();
    const sends = Array.from(
      { length: 3 },
      () => () => submit('contact_messages', contactRow(email), fromIp(ip), actor()),
    );
    for (const send of sends)
      await send().catch((error: unknown) => expect(refusalOf(error).control.status).toBe(429));
    expect(await rowsFor('contact_messages', email)).toBe(stored);
    expect(await logFor('email', email)).toBe(logged);
  });

  describe('the limits and the log are out of reach', () => {
    const attempts: [string, (tx: Queryable) => Promise<unknown>][] = [
      ['read the limits', (tx) => tx.query('select * from private.submission_limits')],
      ['raise a limit', (tx) => tx.query(`update private.submission_limits set per_ip_max = 1000000`)],
      ['read the log', (tx) => tx.query('select * from private.submission_log')],
      ['empty the log', (tx) => tx.query('delete from private.submission_log')],
      [
        'forge log entries',
        (tx) =>
          tx.query(
            `insert into private.submission_log (form, client_ip, email) values ('contact_messages', 'x', 'y')`,
          ),
      ],
    ];

    describe.each([
      ['a visitor', () => anon],
      ['a signed-in user', () => signedIn(ctx.users.member)],
    ])('%s', (_, actor) => {
      it.each(attempts)('cannot %s', async (_, attempt) => {
        await expectDenied(asActor(ctx.db, actor(), attempt));
      });
    });
  });
});
