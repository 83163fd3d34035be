/**
 * Property-based tests (fast-check) of the REST and Auth handlers: whatever arrives, the answer is
 * in the API's own shape, never a 5xx but a timeout's 500 (57014) or an outage's 503.
 * `FUZZ_RUNS=5000 npx vitest run tests/server/fuzz-api.test.ts` runs it longer.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachFile, startTestBackend } from '../support/backend.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

const backend = forEachFile(startTestBackend);
let userToken = '';

beforeAll(async () => {
  await backend.createUser('fuzz@example.org', 'a long enough password');
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.keys.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'fuzz@example.org', password: 'a long enough password' }),
  });
  userToken = ((await response.json()) as { access_token: string }).access_token;
});

const TABLES = ['blog_posts', 'contact_messages', 'onboarding_requests', 'admin_roles', 'nowhere'];
const COLUMNS = ['id', 'slug', 'title', 'content', 'email', 'status', 'created_at', 'published', '*'];
const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'match', 'cs', 'fts'];

/** Any text, biased towards the characters the grammar gives meaning to. */
const noisy = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom('(', ')', ',', '.', '"', '\\', ':', '*', '%', '\u0000', 'a', '1', ' '),
    maxLength: 30,
  }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const column = fc.oneof(fc.constantFrom(...COLUMNS), noisy);
const filter = fc
  .tuple(
    fc.boolean(),
    fc.constantFrom(...OPERATORS),
    fc.oneof(noisy, fc.constantFrom('null', 'true', '(a,b)', '1')),
  )
  .map(([negated, operator, value]) => `${negated ? 'not.' : ''}${operator}.${value}`);

const logicTree: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(column, filter).map(([name, condition]) => `${name}.${condition}`),
    fc
      .tuple(fc.constantFrom('and', 'or', 'not.and'), fc.array(tie('tree'), { minLength: 1, maxLength: 3 }))
      .map(([operator, children]) => `${operator}(${children.join(',')})`),
  ),
})).tree;

const queryParam = fc.oneof(
  fc.tuple(
    fc.constant('select'),
    fc
      .array(
        fc.oneof(
          column,
          fc.tuple(noisy, column).map(([a, c]) => `${a}:${c}`),
        ),
        { maxLength: 6 },
      )
      .map((items) => items.join(',')),
  ),
  fc.tuple(
    fc.constant('order'),
    fc.tuple(column, fc.constantFrom('', '.asc', '.desc.nullslast', '.up')).map(([c, m]) => c + m),
  ),
  fc.tuple(fc.constantFrom('limit', 'offset'), fc.oneof(fc.nat().map(String), noisy)),
  fc.tuple(
    fc.constantFrom('or', 'and', 'not.or'),
    logicTree.map((tree) => `(${tree})`),
  ),
  fc.tuple(column, filter),
  fc.tuple(noisy, noisy),
);

const prefer = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'count=exact',
        'count=planned',
        'return=representation',
        'return=minimal',
        'resolution=merge-duplicates',
        'tx=rollback',
        'missing=default',
      ),
      noisy,
    ),
    { maxLength: 4 },
  )
  .map((items) => items.join(', '))
  // fetch itself refuses a header value with control characters; the server never sees one.
  .map((value) => [...value].filter((char) => char >= ' ' && char !== '\u007f' && char <= '\u00ff').join(''));

/** JSON values, deep ones included: a body is any of them, or text that is almost JSON. */
const body = fc.oneof(
  fc.json({ maxDepth: 6 }),
  fc.nat({ max: 200 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.record({ name: noisy, email: noisy, message: noisy }).map((row) => JSON.stringify(row)),
  noisy,
);

const caller = fc.constantFrom<'visitor' | 'user'>('visitor', 'user');

function headersFor(who: 'visitor' | 'user', preferences: string): Record<string, string> {
  const headers: Record<string, string> = {
    apikey: backend.keys.publishableKey,
    'Content-Type': 'application/json',
  };
  if (who === 'user') headers.Authorization = `Bearer ${userToken}`;
  if (preferences) headers.Prefer = preferences;
  return headers;
}

/** The answer is one the API may give: its own error shape, and no 5xx but the two that are expected. */
async function expectWellFormed(response: Response): Promise<void> {
  const text = await response.text();
  if (response.status >= 500) {
    const parsed = JSON.parse(text) as { code?: string };
    expect([500, 503]).toContain(response.status);
    if (response.status === 500) expect(parsed.code).toBe('57014');
  }
  if (response.status >= 400 && text !== '') expect(() => JSON.parse(text) as unknown).not.toThrow();
}

function expectNoCrashInLog(): void {
  const crashes = backend.logs.filter((line) => line.startsWith('error:'));
  expect(crashes[0] ?? 'no crash').toBe('no crash');
}

describe('the REST API under generated requests', () => {
  it('answers every query string in its own shape, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TABLES),
        fc.array(queryParam, { maxLength: 5 }),
        prefer,
        caller,
        fc.constantFrom('GET', 'HEAD', 'DELETE', 'PATCH'),
        async (table, params, preferences, who, method) => {
          const search = new URLSearchParams(params as [string, string][]);
          const response = await fetch(`${backend.url}/rest/v1/${table}?${search}`, {
            method,
            headers: headersFor(who, preferences),
            ...(method === 'PATCH' && { body: '{"title":"x"}' }),
          });
          await expectWellFormed(response);
        },
      ),
      { numRuns: RUNS },
    );
    expectNoCrashInLog();
  }, 120_000);

  it('answers every body in its own shape, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TABLES),
        body,
        prefer,
        caller,
        async (table, payload, preferences, who) => {
          const response = await fetch(`${backend.url}/rest/v1/${table}`, {
            method: 'POST',
            headers: headersFor(who, preferences),
            body: payload,
          });
          await expectWellFormed(response);
        },
      ),
      { numRuns: RUNS },
    );
    expectNoCrashInLog();
  }, 120_000);
});

it('the Auth API under generated requests: answers every grant and body in its own shape, never a crash', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.constantFrom('password', 'refresh_token', 'pkce', ''), noisy),
      body,
      async (grant, payload) => {
        const response = await fetch(`${backend.url}/auth/v1/token?grant_type=${encodeURIComponent(grant)}`, {
          method: 'POST',
          headers: headersFor('visitor', ''),
          body: payload,
        });
        await expectWellFormed(response);
      },
    ),
    { numRuns: RUNS },
  );
  expectNoCrashInLog();
}, 120_000);
