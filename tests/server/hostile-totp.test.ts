/**
 * A security review's reproductions against the second factor, each now refused: a TOTP code used
 * twice (RFC 6238 section 5.2; GoTrue's skew keeps a code valid up to 90 s), and codes guessed from
 * one /64 after another of a /48 behind TRUST_PROXY. The state is in the database, so a restart keeps
 * it. The backend's clock is moved, never waited for.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FACTOR_LOCKOUT } from '../../server/auth/factor-attempts.ts';
import { parseProxyList } from '../../server/http/client-ip.ts';
import { startTestBackend, type TestBackend, type TestBackendOptions } from '../support/backend.ts';
import { createScratchDatabase } from '../support/scratch-database.ts';
import { authenticatorCode, wrongCode } from '../support/totp-code.ts';

const PASSWORD = 'a long passphrase';
const HOME = '198.51.100.20';
/**
 * One of the /64s of one /48, as one subscriber's prefix delegation hands them out (written as
 * Postgres prints it, since the challenge's address is compared as text).
 */
const slash64 = (index: number) => `2001:db8:1:${(index + 1).toString(16)}::1`;
const LOCKED = {
  status: 429,
  body: expect.objectContaining({
    code: 'over_request_rate_limit',
    message: 'Too many wrong codes for this factor. Try again in 15 minutes.',
  }),
};
const WRONG = {
  status: 422,
  body: expect.objectContaining({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' }),
};
const ACCEPTED = { status: 200, body: expect.objectContaining({ access_token: expect.any(String) }) };

/** Starts at a step's first second, so "55 s later" is the next step, still within the skew. */
let clock = 1_800_000_000;
let emailCount = 0;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function post(
  backend: TestBackend,
  path: string,
  { token, from, body }: { token?: string; from: string; body: unknown },
): Promise<Answer> {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.keys.publishableKey,
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A password sign-in's access token (aal1). */
async function signIn(backend: TestBackend, email: string, from = HOME): Promise<string> {
  const { status, body } = await post(backend, '/token?grant_type=password', {
    from,
    body: { email, password: PASSWORD },
  });
  expect(status).toBe(200);
  return String(body.access_token);
}

/** A challenge and a verify from one address, as an authenticator app's user would send them. */
async function tryCode(
  backend: TestBackend,
  { token, factorId }: { token: string; factorId: string },
  code: string,
  from = HOME,
): Promise<Answer> {
  const challenge = await post(backend, `/factors/${factorId}/challenge`, { token, from, body: {} });
  expect(challenge.status).toBe(200);
  return post(backend, `/factors/${factorId}/verify`, {
    token,
    from,
    body: { challenge_id: challenge.body.id, code },
  });
}

interface FactorUser {
  email: string;
  factorId: string;
  secret: string;
}

/** A user whose TOTP factor was turned on with the code of one step well before `clock`. */
async function userWithFactor(backend: TestBackend): Promise<FactorUser> {
  emailCount += 1;
  const email = `totp-${emailCount}@example.org`;
  await backend.createUser(email, PASSWORD);
  const token = await signIn(backend, email);
  const enrolled = await post(backend, '/factors', { token, from: HOME, body: { factor_type: 'totp' } });
  const factorId = String(enrolled.body.id);
  const secret = String((enrolled.body.totp as { secret: string }).secret);
  // Ten minutes ago, so this step stays out of the tests' way.
  clock -= 600;
  const turnedOn = await tryCode(backend, { token, factorId }, authenticatorCode(secret, clock));
  clock += 600;
  expect(turnedOn).toMatchObject(ACCEPTED);
  return { email, factorId, secret };
}

/** A new password sign-in of `user`, holding what a guesser with the password holds. */
async function session(backend: TestBackend, user: FactorUser): Promise<{ token: string; factorId: string }> {
  return { token: await signIn(backend, user.email), factorId: user.factorId };
}

/** `code` tried from a new sign-in of `user`. */
const fresh = async (backend: TestBackend, user: FactorUser, code: string, from = HOME) =>
  tryCode(backend, await session(backend, user), code, from);
/** The code `user`'s app shows now. */
const codeNow = (user: FactorUser) => authenticatorCode(user.secret, clock);

/** As many wrong codes as lock a factor, each from its own /64, each answered as wrong. */
async function lockOut(backend: TestBackend, user: FactorUser): Promise<void> {
  const guesser = await session(backend, user);
  for (let index = 0; index < FACTOR_LOCKOUT.maxFailures; index += 1) {
    expect(await tryCode(backend, guesser, wrongCode(user.secret, clock), slash64(index))).toMatchObject(
      WRONG,
    );
  }
}

const trustingBackend = (database?: TestBackendOptions['database']) =>
  startTestBackend({
    trustedProxies: parseProxyList('loopback'),
    nowSeconds: () => clock,
    ...(database && { database }),
  });

describe('on one backend behind a trusted proxy', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await trustingBackend();
  });

  afterAll(async () => {
    await backend.close();
  });

  beforeEach(() => {
    // Away from the last test's steps and windows, at the first second of a step.
    clock += 3600;
  });

  it('a code used twice: is refused in its own window, and 55 s later from a new sign-in; the next step’s code is accepted', async () => {
    const user = await userWithFactor(backend);
    const code = codeNow(user);
    expect(await fresh(backend, user, code)).toMatchObject(ACCEPTED);
    // Someone who saw it typed, at once, from a session of their own.
    expect(await fresh(backend, user, code)).toMatchObject(WRONG);
    // 55 s on: the next step, so GoTrue's skew still takes it.
    clock += 55;
    expect(await fresh(backend, user, code)).toMatchObject(WRONG);
    // The owner, with the code the app shows now.
    expect(await fresh(backend, user, codeNow(user))).toMatchObject(ACCEPTED);
  });

  describe('codes guessed from many networks', () => {
    it(`the review's 60 /64s at once: ${FACTOR_LOCKOUT.maxFailures} wrong codes answered, the rest 429`, async () => {
      const user = await userWithFactor(backend);
      const guesser = await session(backend, user);
      const guess = wrongCode(user.secret, clock);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => tryCode(backend, guesser, guess, slash64(index))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 422)).toHaveLength(FACTOR_LOCKOUT.maxFailures);
      expect(answers.filter((answer) => answer.status !== 422)).toEqual(
        Array.from({ length: 60 - FACTOR_LOCKOUT.maxFailures }, () => LOCKED),
      );
    });

    // The minutes the message counts down: mfa-factor-attempts.test.ts; the code working again once the
    // window has passed: the restart test below.
    it(`lock the factor after ${FACTOR_LOCKOUT.maxFailures} from as many /64s: the right code next gets 429`, async () => {
      const user = await userWithFactor(backend);
      const other = await userWithFactor(backend);
      await lockOut(backend, user);
      expect(await fresh(backend, user, codeNow(user), slash64(100))).toEqual(LOCKED);
      expect(await fresh(backend, user, codeNow(user), HOME)).toEqual(LOCKED);
      // Per factor: another user's, tried from the same networks, is not held.
      expect(await fresh(backend, other, codeNow(other), slash64(0))).toMatchObject(ACCEPTED);
    });
  });
});

describe('after a restart on the same database', () => {
  let database: TestBackendOptions['database'];
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl, 'restart');
      database = { databaseUrl: scratch.url };
      dispose = scratch.drop;
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'hostile-totp-'));
      database = { dataDir: join(dir, 'pglite') };
      dispose = () => rm(dir, { recursive: true, force: true });
    }
  });

  afterAll(async () => {
    await dispose();
  });

  it('a locked factor stays locked and a used code stays used', async () => {
    clock += 3600;
    const first = await trustingBackend(database);
    const locked = await userWithFactor(first);
    const used = await userWithFactor(first);
    const usedCode = codeNow(used);
    try {
      await lockOut(first, locked);
      expect(await fresh(first, used, usedCode)).toMatchObject(ACCEPTED);
    } finally {
      await first.close();
    }

    clock += 5;
    const second = await trustingBackend(database);
    try {
      expect(await fresh(second, locked, codeNow(locked))).toEqual(LOCKED);
      expect(await fresh(second, used, usedCode)).toMatchObject(WRONG);
      clock += FACTOR_LOCKOUT.windowSeconds;
      expect(await fresh(second, locked, codeNow(locked))).toMatchObject(ACCEPTED);
    } finally {
      await second.close();
    }
  });
});
