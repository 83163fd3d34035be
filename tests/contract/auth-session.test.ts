/**
 * Sign-in, session, user, sign-out and auth events through the real supabase-js
 * (docs/product.md#calls-to-the-backend), with GoTrue's refusals: wrong password, unknown or
 * unconfirmed email, ended sessions.
 */
import { AuthApiError, type AuthChangeEvent } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeJwtClaims,
  forEachFile,
  present,
  publicClient,
  refreshRaw,
  secretClient,
  signedInClient,
} from '../support/backend.ts';
import { startContractBackend } from '../support/contract-target.ts';

const backend = forEachFile(startContractBackend);
let userId: string;
const EMAIL = 'editor@example.org';
const PASSWORD = 'a long passphrase';

beforeAll(async () => {
  ({ id: userId } = await backend.createUser(EMAIL, PASSWORD));
});

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

const expectedUser = () => ({
  id: userId,
  aud: 'authenticated',
  role: 'authenticated',
  email: EMAIL,
  email_confirmed_at: expect.stringMatching(ISO_TIME),
  phone: '',
  confirmed_at: expect.stringMatching(ISO_TIME),
  last_sign_in_at: expect.stringMatching(ISO_TIME),
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { email_verified: true },
  identities: [
    {
      identity_id: expect.any(String),
      id: userId,
      user_id: userId,
      identity_data: { sub: userId, email: EMAIL, email_verified: true, phone_verified: false },
      provider: 'email',
      last_sign_in_at: expect.stringMatching(ISO_TIME),
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
      email: EMAIL,
    },
  ],
  created_at: expect.stringMatching(ISO_TIME),
  updated_at: expect.stringMatching(ISO_TIME),
  is_anonymous: false,
});

const expectedSession = () => ({
  access_token: expect.any(String),
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: expect.any(Number),
  refresh_token: expect.any(String),
  user: expectedUser(),
});

describe('sign in', () => {
  it('answers with the user and a session whose token carries GoTrue claims; the email in any case and with stray spaces', async () => {
    const client = publicClient(backend);
    const before = Math.floor(Date.now() / 1000);
    const result = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });

    expect(result).toEqual({
      data: { user: expectedUser(), session: expectedSession() },
      error: null,
    });
    const session = present(result.data.session);
    expect(present(session.expires_at) - before).toBeGreaterThanOrEqual(3600);
    expect(decodeJwtClaims(session.access_token)).toEqual({
      iss: `${backend.url}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      exp: session.expires_at,
      iat: expect.any(Number),
      email: EMAIL,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    });
    const anyCase = await client.auth.signInWithPassword({
      email: '  Editor@Example.ORG ',
      password: PASSWORD,
    });
    expect(anyCase.data.user?.id).toBe(userId);
  });

  it.each`
    name                                                | email                        | password            | code                     | message
    ${'a wrong password'}                               | ${EMAIL}                     | ${'wrong password'} | ${'invalid_credentials'} | ${'Invalid login credentials'}
    ${'an unknown email exactly like a wrong password'} | ${'nobody@example.org'}      | ${PASSWORD}         | ${'invalid_credentials'} | ${'Invalid login credentials'}
    ${'an unconfirmed email'}                           | ${'unconfirmed@example.org'} | ${PASSWORD}         | ${'email_not_confirmed'} | ${'Email not confirmed'}
  `('refuses $name: 400 $email', async ({ email, password, code, message }) => {
    if (email.startsWith('unconfirmed'))
      await secretClient(backend).auth.admin.createUser({ email, password });
    const result = await publicClient(backend).auth.signInWithPassword({ email, password });

    expect(result).toMatchObject({
      data: { user: null, session: null },
      error: { name: 'AuthApiError', status: 400, code, message },
    });
    expect(result.error).toBeInstanceOf(AuthApiError);
  });
});

it('session and user: getSession returns the stored session; getUser asks the server and returns the bare user object, and without a session reports it missing', async () => {
  const client = await signedInClient(backend, EMAIL, PASSWORD);

  expect(await client.auth.getSession()).toEqual({ data: { session: expectedSession() }, error: null });
  expect(await client.auth.getUser()).toEqual({ data: { user: expectedUser() }, error: null });
  expect(await publicClient(backend).auth.getUser()).toMatchObject({
    data: { user: null },
    error: { name: 'AuthSessionMissingError', status: 400 },
  });
});

describe('sign out', () => {
  it('answers 204, ends the session server-side and clears the local one', async () => {
    const client = await signedInClient(backend, EMAIL, PASSWORD);
    const { session } = (await client.auth.getSession()).data;

    expect(await client.auth.signOut()).toEqual({ error: null });
    expect((await client.auth.getSession()).data.session).toBeNull();

    // The old access token still verifies, but its session is gone: GoTrue's 403 session_not_found.
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: backend.keys.publishableKey,
        Authorization: `Bearer ${present(session).access_token}`,
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('session_not_found');
    expect(await response.json()).toMatchObject({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    // supabase-js turns that into AuthSessionMissingError.
    const viaClient = await publicClient(backend).auth.getUser(present(session).access_token);
    expect(viaClient).toMatchObject({ data: { user: null }, error: { name: 'AuthSessionMissingError' } });
    // And the refresh token went with the session.
    expect(await refreshRaw(backend, present(session).refresh_token)).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
  });

  it('scope local ends only this session; scope others ends the rest', async () => {
    const first = await signedInClient(backend, EMAIL, PASSWORD);
    const second = await signedInClient(backend, EMAIL, PASSWORD);
    const third = await signedInClient(backend, EMAIL, PASSWORD);
    const token = async (client: typeof first) =>
      present((await client.auth.getSession()).data.session).access_token;
    const [secondToken, thirdToken] = [await token(second), await token(third)];

    expect(await first.auth.signOut({ scope: 'local' })).toEqual({ error: null });
    expect((await second.auth.getUser()).error).toBeNull();

    expect(await second.auth.signOut({ scope: 'others' })).toEqual({ error: null });
    expect((await publicClient(backend).auth.getUser(thirdToken)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await publicClient(backend).auth.getUser(secondToken)).error).toBeNull();
  });

  it('reports SIGNED_IN on sign-in and SIGNED_OUT on sign-out as auth state events', async () => {
    const client = publicClient(backend);
    const events: AuthChangeEvent[] = [];
    const { data } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.initialize();

    await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    await client.auth.signOut();
    data.subscription.unsubscribe();

    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
  });
});
