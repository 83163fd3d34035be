/**
 * Invitations, reset links and new passwords through the real supabase-js, as GoTrue answers
 * them (docs/product.md#staff-accounts): the mail rendered from supabase/templates, a link that
 * works once and expires, one answer for known and unknown addresses, max_frequency's 429, the
 * password rules, aal2 before a password change when a second factor is on, and the other
 * sessions ended by a new password.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../src/lib/auth/password-rules.ts';
import type { AuthMail } from '../../server/auth/mailer.ts';
import { readAuthProjectConfig } from '../../server/auth/project-config.ts';
import {
  forEachFile,
  present,
  publicClient,
  secretClient,
  signedInClient,
  startTestBackend,
} from '../support/backend.ts';
import { authenticatorCode } from '../support/totp-code.ts';

const project = readAuthProjectConfig();
let clock = Math.floor(Date.now() / 1000);
const outbox: AuthMail[] = [];
const backend = forEachFile(() =>
  startTestBackend({ nowSeconds: () => clock, auth: { sendMail: async (mail) => void outbox.push(mail) } }),
);
const PASSWORD = 'a long passphrase';
const NEW_PASSWORD = 'another long passphrase';
let count = 0;

beforeEach(() => {
  clock += 3600;
  outbox.length = 0;
});

const newEmail = () => `staff-${(count += 1)}@example.org`;

/** The token hash in the last mail's link, and the link's type. */
function lastLink(): { token_hash: string; type: string } {
  const html = present(outbox.at(-1), 'a mail').html;
  const href = present(/href="([^"]+)"/.exec(html)?.[1], 'a link').replaceAll('&amp;', '&');
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe(`${backend.url}/admin/`);
  const fields = new URLSearchParams(url.hash.slice(1));
  return { token_hash: present(fields.get('token_hash')), type: present(fields.get('type')) };
}

/** A client with no stored session, as a browser that follows a mailed link. */
const freshClient = (): SupabaseClient =>
  createClient(backend.url, backend.keys.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

describe('a forgotten password', () => {
  it('mails a link to a known address only, answering both alike, and not twice within max_frequency', async () => {
    const email = newEmail();
    await backend.createUser(email, PASSWORD);
    const client = publicClient(backend);
    expect(await client.auth.resetPasswordForEmail('nobody@example.org')).toEqual({ data: {}, error: null });
    expect(outbox).toEqual([]);
    expect(await client.auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(outbox).toEqual([
      { to: email, subject: project.templates.recovery.subject, html: expect.stringContaining(email) },
    ]);
    expect(lastLink().type).toBe('recovery');
    // The templates state the link's lifetime in words: held to otp_expiry here.
    expect(outbox[0]?.html).toContain(`for ${project.otpExpirySeconds / 3600} hours`);

    clock += project.maxFrequencySeconds - 1;
    const again = await client.auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'For security purposes, you can only request this after 1 seconds.',
    });
    clock += 1;
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(outbox).toHaveLength(2);
  });

  it('gives a session once per link, sets a new password and ends the other sessions', async () => {
    const email = newEmail();
    await backend.createUser(email, PASSWORD);
    const elsewhere = await signedInClient(backend, email, PASSWORD);
    await publicClient(backend).auth.resetPasswordForEmail(email);
    const link = lastLink();
    const client = freshClient();
    const verified = await client.auth.verifyOtp({ token_hash: link.token_hash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(present(verified.data.session).user.email).toBe(email);
    const replay = await freshClient().auth.verifyOtp({ token_hash: link.token_hash, type: 'recovery' });
    expect(replay.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });

    const refusals = [
      ['short', 'length', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`],
      [
        'password123',
        'pwned',
        'Password is known to be weak and easy to guess, please choose a different one.',
      ],
      [email, 'pwned', 'Password is known to be weak and easy to guess, please choose a different one.'],
    ] as const;
    for (const [password, reason, message] of refusals) {
      const { error } = await client.auth.updateUser({ password });
      expect(error, password).toMatchObject({
        status: 422,
        code: 'weak_password',
        message,
        reasons: [reason],
      });
    }
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'same_password',
    });
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

    expect((await elsewhere.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await client.auth.getUser()).error).toBeNull();
    const old = await publicClient(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    await signedInClient(backend, email, NEW_PASSWORD);
  });

  it('refuses a link past otp_expiry', async () => {
    const email = newEmail();
    await backend.createUser(email, PASSWORD);
    await publicClient(backend).auth.resetPasswordForEmail(email);
    clock += project.otpExpirySeconds;
    const { error } = await freshClient().auth.verifyOtp({
      token_hash: lastLink().token_hash,
      type: 'recovery',
    });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('asks for the second factor before the new password when one is on', async () => {
    const email = newEmail();
    await backend.createUser(email, PASSWORD);
    const owner = await signedInClient(backend, email, PASSWORD);
    const factor = present((await owner.auth.mfa.enroll({ factorType: 'totp' })).data);
    const code = () => authenticatorCode(factor.totp.secret, clock);
    expect((await owner.auth.mfa.challengeAndVerify({ factorId: factor.id, code: code() })).error).toBeNull();
    clock += 60;

    await publicClient(backend).auth.resetPasswordForEmail(email);
    const client = freshClient();
    await client.auth.verifyOtp({ token_hash: lastLink().token_hash, type: 'recovery' });
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
    });
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: code() })).error,
    ).toBeNull();
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
  });
});

describe('an invitation', () => {
  it('mails a link that signs the person in once, to set a password of their own', async () => {
    const email = newEmail();
    const admin = secretClient(backend).auth.admin;
    const invited = await admin.inviteUserByEmail(email, { redirectTo: `${backend.url}/admin/` });
    expect(invited.error).toBeNull();
    expect(present(invited.data.user).invited_at).toEqual(expect.any(String));
    expect(outbox).toEqual([
      { to: email, subject: project.templates.invite.subject, html: expect.any(String) },
    ]);
    const link = lastLink();
    expect(link.type).toBe('invite');
    const before = await publicClient(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.error).toMatchObject({ code: 'invalid_credentials' });

    const client = freshClient();
    expect((await client.auth.verifyOtp({ token_hash: link.token_hash, type: 'invite' })).error).toBeNull();
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    await signedInClient(backend, email, PASSWORD);
    expect((await admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it("answers a mail's action link (GET /verify) with the session, or the error, in the fragment", async () => {
    const email = newEmail();
    const redirectTo = `${backend.url}/admin`;
    const { data } = await secretClient(backend).auth.admin.generateLink({
      type: 'invite',
      email,
      options: { redirectTo },
    });
    const follow = async () => {
      const answer = await fetch(present(data.properties).action_link, { redirect: 'manual' });
      expect(answer.status).toBe(303);
      const location = new URL(present(answer.headers.get('location')));
      expect(location.origin + location.pathname).toBe(redirectTo);
      return new URLSearchParams(location.hash.slice(1));
    };
    const first = await follow();
    expect(first.get('type')).toBe('invite');
    const { data: user } = await publicClient(backend).auth.getUser(present(first.get('access_token')));
    expect(user.user?.email).toBe(email);
    const again = await follow();
    expect(Object.fromEntries(again)).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
  });

  it('gives the link to copy instead of a mail (generateLink), and no recovery link for an unknown address', async () => {
    const email = newEmail();
    const admin = secretClient(backend).auth.admin;
    const { data, error } = await admin.generateLink({ type: 'invite', email });
    expect(error).toBeNull();
    expect(outbox).toEqual([]);
    expect(data.properties).toMatchObject({ verification_type: 'invite', hashed_token: expect.any(String) });
    const verified = await freshClient().auth.verifyOtp({
      token_hash: present(data.properties).hashed_token,
      type: 'invite',
    });
    expect(verified.error).toBeNull();
    const unknown = await admin.generateLink({ type: 'recovery', email: 'nobody@example.org' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});
