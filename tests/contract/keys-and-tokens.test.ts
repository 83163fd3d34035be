/**
 * The gateway half: which keys open the API, which bearer tokens are believed (and the errors for
 * the rest, from PostgREST and from GoTrue), CORS, and the request log. And token hygiene
 * (docs/product.md#sessions-and-tokens): one spelling of a signature, an expiry on every token, no
 * copy of a token answer kept by a cache, and security headers even on a request the server cannot read.
 */
import { connect } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../server/auth/jwt.ts';
import { forEachFile, publicClient, secretClient, startTestBackend, TEST_ADMIN } from '../support/backend.ts';
import { nowSeconds, unsignedToken, userClaims } from '../support/forged-tokens.ts';

const backend = forEachFile(startTestBackend);
let adminId: string;

beforeAll(async () => {
  ({ id: adminId } = await backend.createUser(TEST_ADMIN.email, TEST_ADMIN.password, { admin: true }));
});

const adminClaims = (overrides: Record<string, unknown> = {}) => userClaims(backend.url, adminId, overrides);

/** supabase-js sending a token of our choosing, as a third-party-auth client does. */
function clientWithToken(token: string) {
  return createClient(backend.url, backend.keys.publishableKey, { accessToken: async () => token });
}

describe('bearer tokens on /rest/v1', () => {
  it('a valid token signed with the JWT secret acts as the user (RLS sees auth.uid())', async () => {
    const result = await clientWithToken(await signJwt(adminClaims(), backend.keys.jwtSecret))
      .from('admin_roles')
      .select('user_id');

    expect(result).toMatchObject({ data: [{ user_id: adminId }], error: null, status: 200 });
  });

  const signed = (overrides: Record<string, unknown>) =>
    signJwt(adminClaims(overrides), backend.keys.jwtSecret);
  it.each`
    name                                                   | token                                                                       | code          | message                                | details
    ${'an expired token'}                                  | ${() => signed({ exp: nowSeconds() - 60, iat: nowSeconds() - 3660 })}       | ${'PGRST303'} | ${'JWT expired'}                       | ${null}
    ${'a service_role token signed with a guessed secret'} | ${() => signJwt(adminClaims({ role: 'service_role' }), 'a guessed secret')} | ${'PGRST301'} | ${'No suitable key or wrong key type'} | ${'None of the keys was able to decode the JWT'}
    ${'a token that is not a JWT at all'}                  | ${async () => 'garbage'}                                                    | ${'PGRST301'} | ${'Expected 3 parts in JWT; got 1'}    | ${null}
    ${'a foreign audience'}                                | ${() => signed({ aud: 'someone-else' })}                                    | ${'PGRST303'} | ${'JWT not in audience'}               | ${null}
    ${'an unknown role'}                                   | ${() => signed({ role: 'postgres' })}                                       | ${'22023'}    | ${'role "postgres" does not exist'}    | ${null}
  `('$name is 401 $code: $message', async ({ token, code, message, details }) => {
    const result = await clientWithToken(await token())
      .from('blog_posts')
      .select('slug');
    expect(result).toMatchObject({ data: null, error: { code, message, details, hint: null }, status: 401 });
  });

  it('an unsigned alg:none token is 401 PGRST301, with WWW-Authenticate', async () => {
    const response = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug`, {
      headers: {
        apikey: backend.keys.publishableKey,
        Authorization: `Bearer ${unsignedToken(adminClaims({ role: 'service_role' }))}`,
      },
    });

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(await response.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Wrong or unsupported encoding algorithm',
    });
  });
});

it('bearer tokens on /auth/v1: expired, forged and alg:none tokens are 403 bad_jwt, which supabase-js reports as AuthApiError', async () => {
  const tokens = [
    await signJwt(adminClaims({ exp: nowSeconds() - 60 }), backend.keys.jwtSecret),
    await signJwt(adminClaims(), 'not the secret'),
    unsignedToken(adminClaims()),
  ];
  for (const token of tokens) {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.keys.publishableKey, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-sb-error-code')).toBe('bad_jwt');
    expect(await response.json()).toMatchObject({
      code: 'bad_jwt',
      message: expect.stringMatching(/^invalid JWT: unable to parse or verify signature, /),
    });
  }
  const result = await publicClient(backend).auth.getUser(tokens[0] ?? '');

  expect(result).toMatchObject({
    data: { user: null },
    error: {
      name: 'AuthApiError',
      status: 403,
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    },
  });
});

describe('API keys', () => {
  it('a request without apikey is 401 "No API key found in request"', async () => {
    for (const path of ['/rest/v1/blog_posts', '/auth/v1/settings']) {
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
  });

  it('an unknown apikey is 401 "Invalid API key"', async () => {
    const wrongKey = { ...backend.keys, publishableKey: 'sb_publishable_wrong' };
    const result = await publicClient({ url: backend.url, keys: wrongKey }).from('blog_posts').select('slug');

    expect(result).toMatchObject({
      data: null,
      error: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
      status: 401,
    });
  });

  it('the apikey may come as a query parameter, which the log never shows', async () => {
    const response = await fetch(
      `${backend.url}/rest/v1/blog_posts?select=slug&apikey=${backend.keys.publishableKey}`,
    );

    expect(response.status).toBe(200);
    expect(backend.logs.at(-1)).toMatch(/^GET \/rest\/v1\/blog_posts 200 \d+ms$/);
    expect(backend.logs.join('\n')).not.toContain(backend.keys.publishableKey);
  });

  it('a bearer sb_ key must equal the apikey, and the secret key is refused from a browser', async () => {
    const response = await fetch(`${backend.url}/rest/v1/blog_posts`, {
      headers: { apikey: backend.keys.publishableKey, Authorization: `Bearer ${backend.keys.secretKey}` },
    });
    const fromBrowser = await fetch(`${backend.url}/rest/v1/blog_posts`, {
      headers: {
        apikey: backend.keys.secretKey,
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      },
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
    expect(fromBrowser.status).toBe(401);
  });

  it('the secret key is service_role: RLS does not apply', async () => {
    const result = await secretClient(backend).from('blog_posts').select('slug', { count: 'exact' });

    expect(result).toMatchObject({ error: null, count: 5, status: 200 });
  });
});

it('CORS: answers preflights, echoing the requested headers, and exposes the headers supabase-js reads', async () => {
  const response = await fetch(`${backend.url}/rest/v1/blog_posts`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://site.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, apikey, content-type, prefer, x-client-info',
    },
  });

  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-headers')).toBe(
    'authorization, apikey, content-type, prefer, x-client-info',
  );
  expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  const settings = await fetch(`${backend.url}/auth/v1/settings`, {
    headers: { apikey: backend.keys.publishableKey },
  });
  expect(settings.headers.get('x-content-type-options')).toBe('nosniff');
  expect(settings.headers.get('access-control-expose-headers')?.split(', ')).toEqual(
    expect.arrayContaining(
      (
        'Content-Range Content-Location Location Range-Unit Preference-Applied ' +
        'X-Supabase-Api-Version X-Total-Count'
      ).split(' '),
    ),
  );
});

describe('token hygiene', () => {
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const asUser = (token: string) =>
    fetch(`${backend.url}/rest/v1/blog_posts?select=slug&limit=1`, {
      headers: { apikey: backend.keys.publishableKey, Authorization: `Bearer ${token}` },
    });

  it('accepts only the canonical spelling of a signature, and no token without an expiry', async () => {
    const token = await signJwt(adminClaims(), backend.keys.jwtSecret);
    expect((await asUser(token)).status).toBe(200);
    // An HMAC-SHA256 signature is 43 base64url characters; the last one carries 2 spare bits, so
    // three other characters decode to the same bytes.
    const index = BASE64URL.indexOf(token.at(-1) ?? '');
    const twin = BASE64URL.charAt((index & ~3) | ((index + 1) & 3));
    expect(Buffer.from(token.slice(-43, -1) + twin, 'base64url')).toEqual(
      Buffer.from(token.slice(-43), 'base64url'),
    );
    expect((await asUser(token.slice(0, -1) + twin)).status).toBe(401);
    const { exp: _exp, ...forever } = adminClaims();
    expect((await asUser(await signJwt(forever, backend.keys.jwtSecret))).status).toBe(401);
  });

  it('keeps token answers out of every cache, refusals included', async () => {
    for (const password of [TEST_ADMIN.password, 'wrong password']) {
      const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.keys.publishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: TEST_ADMIN.email, password }),
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers an odd request target with a 400 and the security headers', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(backend.url).port), '127.0.0.1', () =>
        socket.end('GET * HTTP/1.1\r\nHost: x\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/X-Frame-Options: DENY/i);
    expect(answer).toMatch(/Content-Security-Policy: default-src 'none'/i);
  });
});
