/**
 * The values the migrations and the TypeScript both state (src/lib/db/constants.ts, the email
 * rule, the slug format, the organisation choices) compared with the migrated schema itself: the
 * CHECK constraints as Postgres prints them, the status transition triggers' arguments and the
 * default submission limits. A change on one side only fails here.
 */
import { expect, it } from 'vitest';
import { ORGANIZATION_SIZES, ORGANIZATION_TYPES } from '../../src/data/request-access.ts';
import { messageTransitions, requestTransitions } from '../../src/admin/leads/statuses.ts';
import { SLUG_PATTERN } from '../../src/lib/blog/paths.ts';
import {
  COLUMN_LIMITS,
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_SUBMISSION_LIMITS,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_CHANGES,
  NEW_MESSAGE_STATUS,
  NEW_REQUEST_STATUS,
  NOTICE_EXPIRY_SECONDS,
  REQUEST_STATUSES,
  REQUEST_STATUS_CHANGES,
} from '../../src/lib/db/constants.ts';
import { EMAIL_ADDRESS_SHAPE, SPACE_LIKE_SQL_CLASS } from '../../src/lib/forms/email-address.ts';
import type { Queryable } from '../../server/db/database.ts';
import { describeOnEachDatabase } from './harness.ts';

/** A CHECK constraint's definition as Postgres prints it, e.g. `CHECK ((char_length(name) <= 120))`. */
async function checkDefinition(db: Queryable, table: string, constraint: string): Promise<string> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = $1::regclass and conname = $2 and contype = 'c'`,
    [`public.${table}`, constraint],
  );
  const definition = rows[0]?.definition;
  if (!definition) throw new Error(`public.${table} has no CHECK constraint ${constraint}`);
  return definition;
}

/** The string literals of a printed definition, in order ('it''s' read as it's). */
function literals(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map(([, text = '']) => text.replaceAll("''", "'"));
}

/** Every `char_length(column) <= n` among a table's CHECK constraints, and any varchar(n) column. */
async function lengthLimits(db: Queryable, table: string): Promise<Record<string, number>> {
  const checks = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = $1::regclass and contype = 'c'`,
    [`public.${table}`],
  );
  const limits: Record<string, number> = {};
  for (const { definition } of checks.rows) {
    for (const [, column = '', limit] of definition.matchAll(/char_length\((\w+)\) <= (\d+)/g)) {
      limits[column] = Number(limit);
    }
  }
  const typed = await db.query<{ column_name: string; character_maximum_length: number }>(
    `select column_name, character_maximum_length from information_schema.columns
      where table_schema = 'public' and table_name = $1 and character_maximum_length is not null`,
    [table],
  );
  for (const column of typed.rows) limits[column.column_name] = column.character_maximum_length;
  return limits;
}

/** The changes a table's guard_status_transition trigger allows, from its 'from>to' arguments. */
async function allowedChanges(db: Queryable, table: string): Promise<string[][]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_triggerdef(oid) as definition from pg_trigger
      where tgrelid = $1::regclass and tgname = 'guard_status_transition'`,
    [`public.${table}`],
  );
  const definition = rows[0]?.definition;
  if (!definition) throw new Error(`public.${table} has no guard_status_transition trigger`);
  return literals(definition).map((change) => change.split('>'));
}

async function statusDefault(db: Queryable, table: string): Promise<string> {
  const { rows } = await db.query<{ value: string }>(
    `select column_default as value from information_schema.columns
      where table_schema = 'public' and table_name = $1 and column_name = 'status'`,
    [table],
  );
  return literals(rows[0]?.value ?? '')[0] ?? '';
}

const sorted = (pairs: readonly (readonly string[])[]) => pairs.map((pair) => pair.join('>')).sort();

describeOnEachDatabase('the values TypeScript and SQL share', (ctx) => {
  it('the lead statuses are the CHECK constraints', async () => {
    expect(
      literals(await checkDefinition(ctx.db, 'contact_messages', 'contact_messages_status_valid')),
    ).toEqual([...MESSAGE_STATUSES]);
    expect(
      literals(await checkDefinition(ctx.db, 'onboarding_requests', 'onboarding_requests_status_valid')),
    ).toEqual([...REQUEST_STATUSES]);
  });

  it('a new lead starts with the status the columns default to', async () => {
    expect(await statusDefault(ctx.db, 'contact_messages')).toBe(NEW_MESSAGE_STATUS);
    expect(await statusDefault(ctx.db, 'onboarding_requests')).toBe(NEW_REQUEST_STATUS);
  });

  it('the allowed status changes are the transition triggers', async () => {
    expect(sorted(await allowedChanges(ctx.db, 'contact_messages'))).toEqual(sorted(MESSAGE_STATUS_CHANGES));
    expect(sorted(await allowedChanges(ctx.db, 'onboarding_requests'))).toEqual(
      sorted(REQUEST_STATUS_CHANGES),
    );
  });

  it("the dashboard's status buttons are changes the database allows", () => {
    const offered = (statuses: readonly string[], transitions: (status: string) => { to: string }[]) =>
      statuses.flatMap((from) => transitions(from).map(({ to }) => [from, to]));
    const allowed = (changes: readonly (readonly string[])[]) => expect.arrayContaining(sorted(changes));
    expect(sorted(MESSAGE_STATUS_CHANGES)).toEqual(allowed(offered(MESSAGE_STATUSES, messageTransitions)));
    expect(sorted(REQUEST_STATUS_CHANGES)).toEqual(allowed(offered(REQUEST_STATUSES, requestTransitions)));
  });

  it.each(Object.keys(COLUMN_LIMITS) as (keyof typeof COLUMN_LIMITS)[])(
    'the length limits of %s are its constraints',
    async (table) => {
      expect(await lengthLimits(ctx.db, table)).toEqual(COLUMN_LIMITS[table]);
    },
  );

  it.each(['contact_messages', 'onboarding_requests'])(
    "the email rule of %s is the forms' rule",
    async (table) => {
      const patterns = literals(await checkDefinition(ctx.db, table, `${table}_email_address`));
      expect(patterns).toEqual([EMAIL_ADDRESS_SHAPE.source, SPACE_LIKE_SQL_CLASS]);
    },
  );

  it("the slug format is the blog paths' pattern", async () => {
    const [pattern] = literals(await checkDefinition(ctx.db, 'blog_posts', 'blog_posts_slug_format'));
    expect(pattern).toBe(SLUG_PATTERN.source);
  });

  it("the organisation types and sizes are the request form's choices", async () => {
    const table = 'onboarding_requests';
    expect(literals(await checkDefinition(ctx.db, table, `${table}_organization_type_valid`))).toEqual(
      ORGANIZATION_TYPES.map((type) => type.value),
    );
    expect(literals(await checkDefinition(ctx.db, table, `${table}_organization_size_valid`))).toEqual([
      ...ORGANIZATION_SIZES,
    ]);
  });

  it('the default submission limits are the rows the migration writes', async () => {
    const { rows } = await ctx.db.query<{
      form: string;
      per_ip_max: number;
      per_email_max: number;
      window_seconds: number;
    }>(
      `select form, per_ip_max, per_email_max, extract(epoch from window_length)::int as window_seconds
         from private.submission_limits order by form`,
    );
    expect(
      Object.fromEntries(
        rows.map((row) => [
          row.form,
          { perIpMax: row.per_ip_max, perEmailMax: row.per_email_max, windowSeconds: row.window_seconds },
        ]),
      ),
    ).toEqual(DEFAULT_SUBMISSION_LIMITS);
  });

  it('the retention and the notice expiry are the settings row the migration writes', async () => {
    const { rows } = await ctx.db.query(
      `select retention_months, extract(epoch from notice_expiry)::int as notice_expiry_seconds
         from private.lead_desk_settings`,
    );
    expect(rows).toEqual([
      { retention_months: DEFAULT_RETENTION_MONTHS, notice_expiry_seconds: NOTICE_EXPIRY_SECONDS },
    ]);
  });
});
