/**
 * Password guessing is throttled per address and per email (AUTH_SIGN_IN_LIMIT); the address is the
 * socket's unless the peer is a TRUST_PROXY proxy, so a forged X-Forwarded-For buys nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_ATTEMPT_LIMIT } from '../../server/auth/router.ts';
import { parseProxyList } from '../../server/http/client-ip.ts';
import { forEachFile, startTestBackend, TEST_ADMIN, type TestBackend } from '../support/backend.ts';

const WRONG = 'not the password';
const ACCOUNT_LIMIT = DEFAULT_ACCOUNT_ATTEMPT_LIMIT.limit;

async function signIn(
  backend: TestBackend,
  email: string,
  password: string,
  forwardedFor?: string,
): Promise<{ status: number; code: string | undefined }> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: backend.keys.publishableKey,
      'Content-Type': 'application/json',
      ...(forwardedFor && { 'X-Forwarded-For': forwardedFor }),
    },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code };
}

const REFUSED = { status: 400, code: 'invalid_credentials' };
const THROTTLED = { status: 429, code: 'over_request_rate_limit' };
const SIGNED_IN = { status: 200, code: undefined };

describe('repeated failures for one account', () => {
  let clock = 1_800_000_000;
  // Behind a proxy on loopback, so each test can speak from an address of its own.
  const backend = forEachFile(() =>
    startTestBackend({ trustedProxies: parseProxyList('loopback'), nowSeconds: () => clock }),
  );

  beforeAll(async () => {
    await backend.createUser(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it(`allow ${ACCOUNT_LIMIT} wrong passwords, then refuse even the right one; count an unknown email like a known one`, async () => {
    const from = '203.0.113.1';
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1) {
      expect(await signIn(backend, TEST_ADMIN.email, WRONG, from)).toEqual(REFUSED);
    }
    expect(await signIn(backend, TEST_ADMIN.email, WRONG, from)).toEqual(THROTTLED);
    // The refusal says nothing about the password: a guesser learns nothing from it.
    expect(await signIn(backend, TEST_ADMIN.email, TEST_ADMIN.password, from)).toEqual(THROTTLED);
    // The same email in another case is the same account.
    expect(await signIn(backend, TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password, from)).toEqual(
      THROTTLED,
    );

    const other = '203.0.113.5';
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1) {
      expect(await signIn(backend, 'nobody@example.org', WRONG, other)).toEqual(REFUSED);
    }
    expect(await signIn(backend, 'nobody@example.org', WRONG, other)).toEqual(THROTTLED);
  });

  it('hold one address only: the owner elsewhere still signs in, and the lock ends with the window', async () => {
    const guesser = '203.0.113.2';
    for (let attempt = 0; attempt <= ACCOUNT_LIMIT; attempt += 1) {
      await signIn(backend, TEST_ADMIN.email, WRONG, guesser);
    }
    expect(await signIn(backend, TEST_ADMIN.email, TEST_ADMIN.password, guesser)).toEqual(THROTTLED);
    expect(await signIn(backend, TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.7')).toEqual(SIGNED_IN);

    clock += DEFAULT_ACCOUNT_ATTEMPT_LIMIT.windowMs / 1000 + 1;
    expect(await signIn(backend, TEST_ADMIN.email, TEST_ADMIN.password, guesser)).toEqual(SIGNED_IN);
  });

  it('start again after a successful sign-in, so a person who mistypes is not locked out', async () => {
    const from = '203.0.113.3';
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < ACCOUNT_LIMIT - 1; attempt += 1) {
        expect(await signIn(backend, TEST_ADMIN.email, WRONG, from)).toEqual(REFUSED);
      }
      expect(await signIn(backend, TEST_ADMIN.email, TEST_ADMIN.password, from)).toEqual(SIGNED_IN);
    }
  });

  it('hold a burst of parallel guesses to the same count', async () => {
    const from = '203.0.113.4';
    const answers = await Promise.all(
      Array.from({ length: 4 * ACCOUNT_LIMIT }, () => signIn(backend, TEST_ADMIN.email, WRONG, from)),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(ACCOUNT_LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3 * ACCOUNT_LIMIT);
  });

  it('count IPv6 clients per /64, so rotating addresses buys nothing', async () => {
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1) {
      expect(await signIn(backend, TEST_ADMIN.email, WRONG, `2001:db8:5:6::${attempt + 1}`)).toEqual(REFUSED);
    }
    expect(await signIn(backend, TEST_ADMIN.email, WRONG, '2001:db8:5:6:ffff::1')).toEqual(THROTTLED);
    expect(await signIn(backend, TEST_ADMIN.email, TEST_ADMIN.password, '2001:db8:5:7::1')).toEqual(
      SIGNED_IN,
    );
  });
});

describe('the per-address limit (AUTH_SIGN_IN_LIMIT)', () => {
  const LIMIT = 3;

  it('counts the socket address: a forged X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const backend = await startTestBackend({
      auth: { passwordGrantLimit: { limit: LIMIT, windowMs: 60_000 } },
    });
    try {
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect(await signIn(backend, `user${attempt}@example.org`, WRONG, `198.51.100.${attempt}`)).toEqual(
          REFUSED,
        );
      }
      expect(await signIn(backend, 'other@example.org', WRONG, '198.51.100.200')).toEqual(THROTTLED);
    } finally {
      await backend.close();
    }
  });

  it('behind a trusted proxy, counts each client the proxy names', async () => {
    const backend = await startTestBackend({
      auth: { passwordGrantLimit: { limit: LIMIT, windowMs: 60_000 } },
      trustedProxies: parseProxyList('127.0.0.1'),
    });
    try {
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect(await signIn(backend, `user${attempt}@example.org`, WRONG, '203.0.113.9')).toEqual(REFUSED);
      }
      // A client prepending its own entry is still the address the proxy appended.
      expect(await signIn(backend, 'other@example.org', WRONG, '1.2.3.4, 203.0.113.9')).toEqual(THROTTLED);
      expect(await signIn(backend, 'other@example.org', WRONG, '203.0.113.10')).toEqual(REFUSED);
    } finally {
      await backend.close();
    }
  });
});
