/**
 * The migrated schema passes our restatement of Supabase's linter (tests/support/schema-lint.ts). So
 * that no lint passes by finding nothing anywhere, each probe adds a bad object (rolled back) it must name.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { SCHEMA_LINTS, schemaLintFindings } from '../support/schema-lint.ts';
import { EXPOSED_SCHEMAS } from '../support/schema-lint-scope.ts';
import { asOwner } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';

const CONFIG = parse(readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')) as {
  api: { schemas: string[] };
  auth: { enable_anonymous_sign_ins: boolean };
};

describe('the schema lint', () => {
  it('holds every splinter lint from 0001 to 0029 once (0012, an Auth setting, is read from config.toml)', () => {
    const numbers = SCHEMA_LINTS.map((lint) => lint.id.slice(0, 4));
    const expected = Array.from({ length: 29 }, (_, index) => String(index + 1).padStart(4, '0'));
    expect([...numbers, '0012'].sort()).toEqual(expected);
    for (const lint of SCHEMA_LINTS) expect(lint.why.length).toBeGreaterThan(20);
  });

  it('treats as exposed exactly the schemas supabase/config.toml exposes', () => {
    expect(CONFIG.api.schemas).toEqual(EXPOSED_SCHEMAS);
  });

  it('0012_auth_allow_anonymous_sign_ins: anonymous sign-ins stay off, so authenticated means an account', () => {
    expect(CONFIG.auth.enable_anonymous_sign_ins).toBe(false);
  });
});

describeOnEachDatabase('schema lint of the migrated database', (ctx) => {
  it.each(SCHEMA_LINTS.map((lint) => [lint.id, lint] as const))('%s finds nothing', async (_, lint) => {
    expect(await schemaLintFindings(ctx.db, lint)).toEqual([]);
  });

  const probes = SCHEMA_LINTS.flatMap((lint) =>
    lint.probe ? [[lint.id, lint, ...lint.probe] as const] : [],
  );
  it.each(probes)('%s finds a deliberately bad object', async (_, lint, setup, finding) => {
    const found = await asOwner(ctx.db, async (tx) => {
      await tx.exec(setup);
      return schemaLintFindings(tx, lint);
    });
    expect(found).toContain(finding);
  });
});
