/**
 * TOTP factors through the real supabase-js (auth.mfa.* and auth.admin.mfa.*), against GoTrue's
 * shapes, statuses and error codes. The backend's clock is moved, never waited for.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { removeFactors } from '../../server/admin-user.ts';
import { DEFAULT_FACTOR_CODE_LIMIT } from '../../server/auth/router.ts';
import {
  decodeJwtClaims,
  forEachFile,
  present,
  refreshRaw,
  secretClient,
  signedInClient,
  startTestBackend,
} from '../support/backend.ts';
import { authenticatorCode, wrongCode } from '../support/totp-code.ts';

let clock = Math.floor(Date.now() / 1000);
const backend = forEachFile(() => startTestBackend({ nowSeconds: () => clock }));
const PASSWORD = 'a long passphrase';
let emailCount = 0;

beforeEach(() => {
  // Each test starts well away from the last one's codes and rate-limit windows.
  clock += 3600;
});

/** A fresh user, signed in with a password. */
async function newUser(): Promise<{ client: SupabaseClient; id: string; email: string }> {
  emailCount += 1;
  const email = `mfa-${emailCount}@example.org`;
  const { id } = await backend.createUser(email, PASSWORD);
  return { client: await signedInClient(backend, email, PASSWORD), id, email };
}

async function enrolled(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  return present(data);
}

/** A user with a verified TOTP factor, signed in again at aal1 in a fresh client. */
async function userWithFactor() {
  const user = await newUser();
  const factor = await enrolled(user.client);
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: authenticatorCode(factor.totp.secret, clock),
  });
  expect(verified.error).toBeNull();
  clock += 60;
  const client = await signedInClient(backend, user.email, PASSWORD);
  return { ...user, client, factorId: factor.id, secret: factor.totp.secret };
}

/** A new challenge's id. */
const challengeOf = async (client: SupabaseClient, factorId: string) =>
  present((await client.auth.mfa.challenge({ factorId })).data).id;
const aalOf = async (client: SupabaseClient) => (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data;

async function accessClaims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return decodeJwtClaims(present(data.session, 'session').access_token);
}

describe('enrolment', () => {
  it('returns the factor id, type, friendly name and the TOTP secret, URI and QR code', async () => {
    const { client, email } = await newUser();
    const data = await enrolled(client);
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'totp',
      friendly_name: 'Phone',
      totp: {
        qr_code: expect.stringMatching(/^data:image\/svg\+xml;utf-8,<svg /),
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        uri: expect.stringContaining(`otpauth://totp/127.0.0.1:`),
      },
    });
    // GoTrue's own bytes (pquerna/otp): nothing in this label or issuer is percent-escaped.
    const host = `127.0.0.1:${new URL(backend.url).port}`;
    expect(data.totp.uri).toBe(
      `otpauth://totp/${host}:${email}?algorithm=SHA1&digits=6&issuer=${host}&period=30&secret=${data.totp.secret}`,
    );
  });

  it('lists the unverified factor in the user, not among the verified TOTP factors, and lets it go at aal1', async () => {
    const { client } = await newUser();
    const factor = await enrolled(client);
    const { data } = await client.auth.mfa.listFactors();
    expect(present(data).all).toEqual([
      {
        id: factor.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        status: 'unverified',
        friendly_name: 'Phone',
        factor_type: 'totp',
        phone: null,
        last_challenged_at: null,
      },
    ]);
    expect(present(data).totp).toEqual([]);
    expect((await client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
  });

  it('refuses a second factor with the same friendly name, and factor types other than totp', async () => {
    const { client } = await newUser();
    await enrolled(client);
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });
});

describe('challenge and verify', () => {
  it('raises the session to aal2 with totp in its amr, and a refresh keeps it', async () => {
    const { client } = await newUser();
    const factor = await enrolled(client);
    expect(await accessClaims(client)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge).toEqual({
      data: { id: expect.any(String), type: 'totp', expires_at: clock + 300 },
      error: null,
    });
    // The code an app showed one step ago still counts (GoTrue's skew of one step).
    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: present(challenge.data).id,
      code: authenticatorCode(factor.totp.secret, clock - 30),
    });
    expect(verified.error).toBeNull();
    expect(present(verified.data).user.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp' }),
    ]);

    expect(await accessClaims(client)).toMatchObject({
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: clock },
        { method: 'password', timestamp: expect.any(Number) },
      ],
    });
    expect(await aalOf(client)).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    clock += 120;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwtClaims(present(refreshed.data.session).access_token)).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp' }, { method: 'password' }],
    });
  });

  it('spends the aal1 refresh token: replayed after the code, it ends the session', async () => {
    const { client, factorId, secret } = await userWithFactor();
    const before = present((await client.auth.getSession()).data.session).refresh_token;
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: authenticatorCode(secret, clock) })).error,
    ).toBeNull();
    const replay = await refreshRaw(backend, before);
    expect(replay).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    expect((await client.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_already_used' });
  });

  it('asks a new sign-in of a user with a factor for the code (aal1 now, aal2 next); refuses a wrong code (422), one two steps old, a spent challenge and one older than five minutes', async () => {
    const { client, factorId, secret } = await userWithFactor();
    expect(await aalOf(client)).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(present((await client.auth.mfa.listFactors()).data).totp).toHaveLength(1);
    let challengeId = await challengeOf(client, factorId);
    const verify = (code: string) => client.auth.mfa.verify({ factorId, challengeId, code });
    expect((await verify(wrongCode(secret, clock))).error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    const stale = await verify(authenticatorCode(secret, clock - 60));
    expect(stale.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await verify(authenticatorCode(secret, clock))).error).toBeNull();
    expect((await verify(authenticatorCode(secret, clock))).error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
    });
    challengeId = await challengeOf(client, factorId);
    clock += 301;
    const late = await verify(authenticatorCode(secret, clock));
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('stops guessing after the per-network limit of wrong codes for a factor, even with the right one next', async () => {
    const { client, factorId, secret } = await userWithFactor();
    const verify = async (code: string) =>
      client.auth.mfa.verify({ factorId, challengeId: await challengeOf(client, factorId), code });
    for (let attempt = 0; attempt < DEFAULT_FACTOR_CODE_LIMIT.limit; attempt += 1) {
      expect((await verify(wrongCode(secret, clock))).error).toMatchObject({ status: 422 });
    }
    const blocked = await verify(authenticatorCode(secret, clock));
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('answers parallel challenges of one factor, each with its own id, and 404 to another user', async () => {
    const { client, factorId } = await userWithFactor();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.auth.mfa.challenge({ factorId })),
    );
    expect(answers.map((answer) => answer.error)).toEqual(Array.from({ length: 10 }, () => null));
    expect(new Set(answers.map((answer) => answer.data?.id)).size).toBe(10);
    const { error } = await (await newUser()).client.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

it('unenrolment: needs aal2 for a verified factor, then drops the session back to aal1', async () => {
  const { client, factorId, secret } = await userWithFactor();
  const refused = await client.auth.mfa.unenroll({ factorId });
  expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

  expect(
    (await client.auth.mfa.challengeAndVerify({ factorId, code: authenticatorCode(secret, clock) })).error,
  ).toBeNull();
  expect(await client.auth.mfa.unenroll({ factorId })).toEqual({ data: { id: factorId }, error: null });
  const refreshed = await client.auth.refreshSession();
  expect(decodeJwtClaims(present(refreshed.data.session).access_token)).toMatchObject({
    aal: 'aal1',
    amr: [{ method: 'password' }],
  });
  expect(present(refreshed.data.user).factors).toBeUndefined();
});

describe('the admin API (secret key): a lost device', () => {
  it('lists a user’s factors and deletes one, which ends the factor’s aal2; a signed-in user may not', async () => {
    const { client, id, factorId } = await userWithFactor();
    const refused = await client.auth.admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
    const admin = secretClient(backend);
    const listed = await admin.auth.admin.mfa.listFactors({ userId: id });
    expect(listed.error).toBeNull();
    expect(present(listed.data).factors).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ]);

    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(deleted.error).toBeNull();
    expect(present((await admin.auth.admin.mfa.listFactors({ userId: id })).data).factors).toEqual([]);
  });

  it('removes every factor of a user for npm run admin:create -- --remove-factors', async () => {
    const { email, id } = await userWithFactor();
    expect(await removeFactors({ url: backend.url, secretKey: backend.keys.secretKey }, email)).toEqual({
      userId: id,
      removed: 1,
    });
    const client = await signedInClient(backend, email, PASSWORD);
    expect(await aalOf(client)).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});
