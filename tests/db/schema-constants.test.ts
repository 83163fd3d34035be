/**
 * The values the migrations and the TypeScript both state (src/lib/db/constants.ts and friends)
 * compared with the migrated schema, so a change on one side only fails here.
 */
import { expect, it } from 'vitest';
import { ORGANIZATION_SIZES, ORGANIZATION_TYPES, REQUEST_TIERS } from '../../src/data/request-access.ts';
import { SLUG_PATTERN } from '../../src/lib/blog/paths.ts';
import {
  COLUMN_LIMITS,
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_SUBMISSION_LIMITS,
  NOTICE_EXPIRY_SECONDS,
} from '../../src/lib/db/constants.ts';
import { EMAIL_ADDRESS_SHAPE, SPACE_LIKE_SQL_CLASS } from '../../src/lib/forms/email-address.ts';
import { DISPLAY_MODE_OPTIONS } from '../../supabase/functions/_shared/lead-field.ts';
import type { Queryable } from '../../server/db/database.ts';
import { checkDefinition, literals } from './catalog.ts';
import { describeOnEachDatabase } from './harness.ts';

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

describeOnEachDatabase('the values TypeScript and SQL share', (ctx) => {
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

  it("the organization types, sizes and tiers are the request form's choices", async () => {
    const table = 'onboarding_requests';
    expect(literals(await checkDefinition(ctx.db, table, `${table}_organization_type_valid`))).toEqual(
      ORGANIZATION_TYPES.map((type) => type.value),
    );
    expect(literals(await checkDefinition(ctx.db, table, `${table}_organization_size_valid`))).toEqual([
      ...ORGANIZATION_SIZES,
    ]);
    expect(literals(await checkDefinition(ctx.db, table, `${table}_tier_known`))).toEqual(
      REQUEST_TIERS.map((tier) => tier.value),
    );
  });

  it.each(['contact_messages', 'onboarding_requests'])(
    'the display modes of %s are the site’s',
    async (table) => {
      expect(literals(await checkDefinition(ctx.db, table, `${table}_display_mode_valid`))).toEqual(
        DISPLAY_MODE_OPTIONS.map((mode) => mode.value),
      );
    },
  );

  it('the default submission limits are the rows the migration writes', async () => {
    const { rows } = await ctx.db.query<{ form: string }>(
      `select form, per_ip_max as "perIpMax", per_email_max as "perEmailMax",
              extract(epoch from window_length)::int as "windowSeconds"
         from private.submission_limits order by form`,
    );
    expect(Object.fromEntries(rows.map(({ form, ...limits }) => [form, limits]))).toEqual(
      DEFAULT_SUBMISSION_LIMITS,
    );
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
