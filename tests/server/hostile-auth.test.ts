/**
 * Hostile input against /auth/v1 and hostile tokens against both halves: bad bodies, forged
 * privileges, a replayed refresh token and a deleted user's token. Each gets GoTrue's (or
 * PostgREST's) status and error code, none a 500, and a refused request changes nothing.
 * Covered elsewhere: expired, forged and alg:none user tokens on /auth/v1/user and /rest/v1, and
 * a foreign audience on /rest/v1 (tests/contract/keys-and-tokens.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../server/auth/jwt.ts';
import {
  present,
  publicClient,
  refreshRaw,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
  type TestBackend,
} from '../support/backend.ts';
import { unsignedToken, userClaims } from '../support/forged-tokens.ts';
import { snapshotDatabase } from './hostile-snapshot.ts';

let backend: TestBackend;
let adminId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  ({ id: adminId } = await backend.createUser(TEST_ADMIN.email, TEST_ADMIN.password, { admin: true }));
});

afterAll(async () => {
  await backend.close();
});

const claims = (overrides: Record<string, unknown> = {}) => userClaims(backend.url, adminId, overrides);

interface AuthCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Defaults to the publishable key. */
  headers?: (keys: TestBackend['keys']) => Record<string, string> | Promise<Record<string, string>>;
  body?: string;
  status: number;
  code: string;
  message?: string | RegExp;
}

const MB = 1024 * 1024;
const JSON_TYPE = { 'Content-Type': 'application/json' };
const signIn = '/auth/v1/token?grant_type=password';
const asBearer = (token: () => string | Promise<string>) => async (keys: TestBackend['keys']) => ({
  apikey: keys.publishableKey,
  Authorization: `Bearer ${await token()}`,
});

/** A password sign-in with this body. */
const signInWith = (name: string, body: string, code: string, message?: string | RegExp): AuthCase => ({
  name: `sign-in with ${name}`,
  method: 'POST',
  path: signIn,
  body,
  status: 400,
  code,
  ...(message !== undefined && { message }),
});

const cases: AuthCase[] = [
  signInWith('malformed JSON', '{"email": ', 'bad_json', /^Could not parse request body as JSON: /),
  signInWith('an array body', '[]', 'bad_json'),
  signInWith(
    'a number for the email',
    '{"email": 1, "password": "x"}',
    'bad_json',
    'Could not parse request body as JSON: email must be a string',
  ),
  signInWith(
    'an object for the password',
    `{"email": "${TEST_ADMIN.email}", "password": {"$ne": ""}}`,
    'bad_json',
  ),
  signInWith(
    'SQL for the email',
    `{"email": "' or 1=1 --", "password": "x"}`,
    'invalid_credentials',
    'Invalid login credentials',
  ),
  {
    ...signInWith('a text/plain body', 'email=a&password=b', 'bad_json'),
    headers: (keys) => ({ apikey: keys.publishableKey, 'Content-Type': 'text/plain' }),
  },
  {
    ...signInWith(
      'a body over 1 MB',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(MB) }),
      'request_too_large',
      'Request body is larger than 1048576 bytes',
    ),
    status: 413,
  },
  {
    name: 'an unknown grant type',
    method: 'POST',
    path: '/auth/v1/token?grant_type=client_credentials',
    body: '{}',
    status: 400,
    code: 'invalid_credentials',
    message: 'unsupported_grant_type',
  },
  {
    name: 'an encoded slash into the admin API',
    path: '/auth/v1/admin%2fusers',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'a refresh token that is SQL',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    body: `{"refresh_token": "' or 1=1 --"}`,
    status: 400,
    code: 'refresh_token_not_found',
  },
  {
    name: 'a foreign audience on /auth/v1/user',
    path: '/auth/v1/user',
    headers: asBearer(() => signJwt(claims({ aud: 'someone-else' }), backend.keys.jwtSecret)),
    status: 403,
    code: 'bad_jwt',
    message:
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token has invalid audience',
  },
  {
    name: 'an alg:none service_role token on the admin API',
    path: '/auth/v1/admin/users',
    headers: asBearer(() => unsignedToken({ ...claims(), role: 'service_role' })),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'an HS512 service_role token on the admin API',
    path: '/auth/v1/admin/users',
    headers: asBearer(() => unsignedToken({ ...claims(), role: 'service_role' }, 'HS512')),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'a service_role token signed with a guessed secret',
    method: 'POST',
    path: '/auth/v1/admin/users',
    headers: asBearer(() =>
      signJwt(
        { ...claims(), role: 'service_role' },
        'super-secret-jwt-token-with-at-least-32-characters-long',
      ),
    ),
    body: '{"email":"evil@example.org","password":"evil password"}',
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'a user token on the admin API',
    method: 'POST',
    path: '/auth/v1/admin/users',
    headers: asBearer(() => signJwt(claims(), backend.keys.jwtSecret)),
    body: '{"email":"evil@example.org","password":"evil password"}',
    status: 403,
    code: 'not_admin',
  },
  {
    name: 'a token whose expiry is not a number',
    path: '/auth/v1/user',
    headers: asBearer(() => signJwt(claims({ exp: 'never' }), backend.keys.jwtSecret)),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'a token whose subject is SQL',
    path: '/auth/v1/user',
    headers: asBearer(() => signJwt(claims({ sub: "' or 1=1 --" }), backend.keys.jwtSecret)),
    status: 400,
    code: 'bad_jwt',
    message: 'invalid claim: sub claim must be a UUID',
  },
  {
    name: 'a token for a user that never existed',
    path: '/auth/v1/user',
    headers: asBearer(() =>
      signJwt(claims({ sub: '00000000-0000-4000-8000-000000000000' }), backend.keys.jwtSecret),
    ),
    status: 403,
    code: 'user_not_found',
  },
];

describe('hostile requests to /auth/v1', () => {
  it.each(cases)('$name: $status $code', async (testCase) => {
    const before = await snapshotDatabase(backend.db);
    const response = await fetch(`${backend.url}${testCase.path}`, {
      method: testCase.method ?? 'GET',
      headers: {
        ...JSON_TYPE,
        ...(await (testCase.headers ?? ((keys) => ({ apikey: keys.publishableKey })))(backend.keys)),
      },
      ...(testCase.body !== undefined && { body: testCase.body }),
    });

    expect(response.status).toBe(testCase.status);
    expect(response.headers.get('x-sb-error-code')).toBe(testCase.code);
    const message =
      typeof testCase.message === 'string'
        ? testCase.message
        : expect.stringMatching(testCase.message ?? /\S/);
    expect(await response.json()).toEqual({
      code: testCase.code,
      error_code: testCase.code,
      message,
      msg: message,
    });
    expect(await snapshotDatabase(backend.db)).toEqual(before);
  });

  it('a forged service_role token cannot read the leads on /rest/v1', async () => {
    const before = await snapshotDatabase(backend.db);
    const response = await fetch(`${backend.url}/rest/v1/contact_messages?select=*`, {
      headers: await asBearer(() => signJwt({ ...claims(), role: 'service_role' }, 'a guessed secret'))(
        backend.keys,
      ),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: 'PGRST301',
      message: 'No suitable key or wrong key type',
    });
    expect(await snapshotDatabase(backend.db)).toEqual(before);
  });
});

describe("a deleted user's token", () => {
  it('opens nothing: no user, no refresh, no leads, no writes', async () => {
    const email = 'leaving-admin@example.org';
    const password = 'leaving passphrase';
    const { id } = await backend.createUser(email, password, { admin: true });
    const client = await signedInClient(backend, email, password);
    const session = present((await client.auth.getSession()).data.session);
    await backend.db.query(
      "insert into public.contact_messages (name, email, message) values ('A', 'a@example.org', 'hi')",
    );

    const service = publicClient({
      url: backend.url,
      keys: { ...backend.keys, publishableKey: backend.keys.secretKey },
    });
    expect((await service.auth.admin.deleteUser(id)).error).toBeNull();

    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.keys.publishableKey, Authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'user_not_found' });
    expect(await refreshRaw(backend, session.refresh_token)).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_not_found' },
    });
    // The access token still verifies (PostgREST does not look users up), but RLS sees no admin.
    const leads = await client.from('contact_messages').select('*');
    expect(leads).toMatchObject({ data: [], error: null, status: 200 });
    const write = await client.from('blog_posts').insert({ title: 'Ghost', content: 'x', slug: 'ghost' });
    expect(write).toMatchObject({ error: { code: '42501' }, status: 403 });
  });
});

describe('afterwards', () => {
  it('no request was answered with a 500', () => {
    expect(backend.logs.filter((line) => / 5\d\d \d+ms$/.test(line))).toEqual([]);
  });
});
