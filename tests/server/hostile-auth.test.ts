/**
 * Hostile input against /auth/v1 and hostile tokens: each gets GoTrue's (or PostgREST's) status and
 * error code, none a 500, and changes nothing. Expired, forged (a service_role one included) and alg:none
 * tokens, and a foreign audience on /rest/v1: tests/contract/keys-and-tokens.test.ts.
 */
import { beforeAll, expect, it } from 'vitest';
import { signJwt } from '../../server/auth/jwt.ts';
import {
  forEachFile,
  present,
  refreshRaw,
  secretClient,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
  type TestBackend,
} from '../support/backend.ts';
import { unsignedToken, userClaims } from '../support/forged-tokens.ts';
import { snapshotDatabase } from './hostile-snapshot.ts';

const backend = forEachFile(startTestBackend);
let adminId: string;

beforeAll(async () => {
  ({ id: adminId } = await backend.createUser(TEST_ADMIN.email, TEST_ADMIN.password, { admin: true }));
});

const claims = (overrides: Record<string, unknown> = {}) => userClaims(backend.url, adminId, overrides);

interface AuthCase {
  name: string;
  method: string;
  path: string;
  status: number;
  code: string;
  /** Defaults to the publishable key. */
  headers?: (keys: TestBackend['keys']) => Record<string, string> | Promise<Record<string, string>>;
  body?: string;
  message?: string | RegExp;
}

const MB = 1024 * 1024;
const JSON_TYPE = { 'Content-Type': 'application/json' };
const asBearer = (token: () => string | Promise<string>) => async (keys: TestBackend['keys']) => ({
  apikey: keys.publishableKey,
  Authorization: `Bearer ${await token()}`,
});
/** A bearer token of the admin's claims with `overrides`, signed with the project's secret. */
const signed = (overrides: Record<string, unknown> = {}) =>
  asBearer(() => signJwt(claims(overrides), backend.keys.jwtSecret));
const forgedServiceRole = (alg?: string) =>
  asBearer(() => unsignedToken({ ...claims(), role: 'service_role' }, alg));
const EVIL_USER = '{"email":"evil@example.org","password":"evil password"}';

/** A case from `request`, "METHOD /path" (GET when only a path). */
function hostile(
  name: string,
  request: string,
  status: number,
  code: string,
  extra: Pick<AuthCase, 'headers' | 'body' | 'message'> = {},
): AuthCase {
  const [method, path] = request.startsWith('/') ? ['GET', request] : request.split(' ', 2);
  return { name, method: method ?? 'GET', path: path ?? '', status, code, ...extra };
}
/** A password sign-in with this body. */
const signInWith = (name: string, body: string, code: string, message?: string | RegExp, status = 400) =>
  hostile(`sign-in with ${name}`, 'POST /auth/v1/token?grant_type=password', status, code, { body, message });

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
  signInWith(
    'a body over 1 MB',
    JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(MB) }),
    'request_too_large',
    'Request body is larger than 1048576 bytes',
    413,
  ),
  hostile(
    'an unknown grant type',
    'POST /auth/v1/token?grant_type=client_credentials',
    400,
    'invalid_credentials',
    { body: '{}', message: 'unsupported_grant_type' },
  ),
  hostile('an encoded slash into the admin API', '/auth/v1/admin%2fusers', 404, 'not_found'),
  hostile(
    'a refresh token that is SQL',
    'POST /auth/v1/token?grant_type=refresh_token',
    400,
    'refresh_token_not_found',
    { body: `{"refresh_token": "' or 1=1 --"}` },
  ),
  hostile('a foreign audience on /auth/v1/user', '/auth/v1/user', 403, 'bad_jwt', {
    headers: signed({ aud: 'someone-else' }),
    message:
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token has invalid audience',
  }),
  hostile('an alg:none service_role token on the admin API', '/auth/v1/admin/users', 403, 'bad_jwt', {
    headers: forgedServiceRole(),
  }),
  hostile('an HS512 service_role token on the admin API', '/auth/v1/admin/users', 403, 'bad_jwt', {
    headers: forgedServiceRole('HS512'),
  }),
  hostile('a service_role token signed with a guessed secret', 'POST /auth/v1/admin/users', 403, 'bad_jwt', {
    headers: asBearer(() =>
      signJwt(
        { ...claims(), role: 'service_role' },
        'super-secret-jwt-token-with-at-least-32-characters-long',
      ),
    ),
    body: EVIL_USER,
  }),
  hostile('a user token on the admin API', 'POST /auth/v1/admin/users', 403, 'not_admin', {
    headers: signed(),
    body: EVIL_USER,
  }),
  hostile('a token whose expiry is not a number', '/auth/v1/user', 403, 'bad_jwt', {
    headers: signed({ exp: 'never' }),
  }),
  hostile('a token whose subject is SQL', '/auth/v1/user', 400, 'bad_jwt', {
    headers: signed({ sub: "' or 1=1 --" }),
    message: 'invalid claim: sub claim must be a UUID',
  }),
  hostile('a token for a user that never existed', '/auth/v1/user', 403, 'user_not_found', {
    headers: signed({ sub: '00000000-0000-4000-8000-000000000000' }),
  }),
];

it.each(cases)('hostile requests to /auth/v1: $name: $status $code', async (testCase) => {
  const before = await snapshotDatabase(backend.db);
  const response = await fetch(`${backend.url}${testCase.path}`, {
    method: testCase.method,
    headers: {
      ...JSON_TYPE,
      ...(await (testCase.headers ?? ((keys) => ({ apikey: keys.publishableKey })))(backend.keys)),
    },
    ...(testCase.body !== undefined && { body: testCase.body }),
  });

  expect(response.status).toBe(testCase.status);
  expect(response.headers.get('x-sb-error-code')).toBe(testCase.code);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const message =
    typeof testCase.message === 'string' ? testCase.message : expect.stringMatching(testCase.message ?? /\S/);
  expect(await response.json()).toEqual({
    code: testCase.code,
    error_code: testCase.code,
    message,
    msg: message,
  });
  expect(await snapshotDatabase(backend.db)).toEqual(before);
});

it("a deleted user's token: opens nothing: no user, no refresh, no leads, no writes", async () => {
  const email = 'leaving-admin@example.org';
  const password = 'leaving passphrase';
  const { id } = await backend.createUser(email, password, { admin: true });
  const client = await signedInClient(backend, email, password);
  const session = present((await client.auth.getSession()).data.session);
  await backend.db.query(
    "insert into public.contact_messages (name, email, message) values ('A', 'a@example.org', 'hi')",
  );

  expect((await secretClient(backend).auth.admin.deleteUser(id)).error).toBeNull();

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

it('afterwards: no request was answered with a 500', () => {
  expect(backend.logs.filter((line) => / 5\d\d \d+ms$/.test(line))).toEqual([]);
});
