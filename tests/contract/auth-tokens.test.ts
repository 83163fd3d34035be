/**
 * Refresh-token rotation and reuse detection as GoTrue does them, the password sign-in rate
 * limit, disabled sign-up, and the descriptive endpoints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeJwtClaims,
  forEachFile,
  present,
  publicClient,
  refreshRaw,
  signedInClient,
  startTestBackend,
} from '../support/backend.ts';

const backend = forEachFile(startTestBackend);
let userId: string;
const EMAIL = 'editor@example.org';
const PASSWORD = 'a long passphrase';

beforeAll(async () => {
  ({ id: userId } = await backend.createUser(EMAIL, PASSWORD));
});

describe('refresh tokens', () => {
  it('rotate: each refresh issues a new token and a new access token for the same session, and a replayed parent the same child', async () => {
    const client = await signedInClient(backend, EMAIL, PASSWORD);
    const first = present((await client.auth.getSession()).data.session);
    const result = await client.auth.refreshSession();

    expect(result).toMatchObject({
      data: { user: { id: userId, email: EMAIL }, session: { token_type: 'bearer', expires_in: 3600 } },
      error: null,
    });
    const second = present(result.data.session);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwtClaims(second.access_token).session_id).toBe(
      decodeJwtClaims(first.access_token).session_id,
    );
    const { rows } = await backend.db.query<{ parent: string; revoked: boolean }>(
      'select parent, revoked from auth.refresh_tokens where token = $1',
      [second.refresh_token],
    );
    expect(rows).toEqual([{ parent: first.refresh_token, revoked: false }]);

    // A client that lost the answer may replay the parent, and gets the same child back.
    expect(await refreshRaw(backend, first.refresh_token)).toMatchObject({
      status: 200,
      body: { refresh_token: second.refresh_token, token_type: 'bearer' },
    });
  });

  it('reusing a revoked token after the reuse interval is refused and revokes the whole session family', async () => {
    const client = await signedInClient(backend, EMAIL, PASSWORD);
    const original = present((await client.auth.getSession()).data.session).refresh_token;
    await client.auth.refreshSession();
    const latest = present((await client.auth.refreshSession()).data.session).refresh_token;
    // GoTrue's reuse interval is 10 s; move the use of the original token 11 s into the past.
    await backend.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1",
      [original],
    );

    const result = await publicClient(backend).auth.refreshSession({ refresh_token: original });

    expect(result).toMatchObject({
      data: { user: null, session: null },
      error: {
        name: 'AuthApiError',
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      },
    });
    // Neither the thief nor the owner gets a fresh session from this family again.
    expect(await refreshRaw(backend, latest)).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_already_used' },
    });
    const { rows } = await backend.db.query<{ revoked: boolean }>(
      `select revoked from auth.refresh_tokens
        where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [latest],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.revoked)).toBe(true);
  });
});

it('sign-up: is disabled: 422 signup_disabled, and the settings describe an email-only server without it', async () => {
  const result = await publicClient(backend).auth.signUp({ email: 'new@example.org', password: PASSWORD });
  const headers = { apikey: backend.keys.publishableKey };
  const settings = await (await fetch(`${backend.url}/auth/v1/settings`, { headers })).json();
  const health = await fetch(`${backend.url}/auth/v1/health`, { headers });

  expect(result).toMatchObject({
    data: { user: null, session: null },
    error: {
      name: 'AuthApiError',
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    },
  });
  expect(settings).toMatchObject({
    external: { email: true, phone: false },
    disable_signup: true,
    mailer_autoconfirm: false,
  });
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ name: 'GoTrue' });
});
