/**
 * Token hygiene (docs/product.md#sessions-and-tokens): one spelling of a signature, an expiry on
 * every token, no copy of a token answer kept by a cache, and security headers even on a request
 * the server cannot read.
 */
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../server/auth/jwt.ts';
import { forEachFile, startTestBackend } from '../support/backend.ts';
import { userClaims } from '../support/forged-tokens.ts';

const backend = forEachFile(startTestBackend);
let userId = '';
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  userId = (await backend.createUser('hygiene@example.org', PASSWORD)).id;
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function asUser(token: string) {
  return fetch(`${backend.url}/rest/v1/blog_posts?select=slug&limit=1`, {
    headers: { apikey: backend.keys.publishableKey, Authorization: `Bearer ${token}` },
  });
}

describe('tokens', () => {
  it('accepts only the canonical spelling of a signature', async () => {
    const token = await signJwt(userClaims(backend.url, userId), backend.keys.jwtSecret);
    expect((await asUser(token)).status).toBe(200);
    // An HMAC-SHA256 signature is 43 base64url characters; the last one carries 2 spare bits, so
    // three other characters decode to the same bytes.
    const last = token.at(-1) ?? '';
    const index = BASE64URL.indexOf(last);
    const twin = BASE64URL.charAt((index & ~3) | ((index + 1) & 3));
    expect(Buffer.from(token.slice(-43, -1) + twin, 'base64url')).toEqual(
      Buffer.from(token.slice(-43), 'base64url'),
    );
    const response = await asUser(token.slice(0, -1) + twin);
    expect(response.status).toBe(401);
  });

  it('refuses a token without an expiry', async () => {
    const { exp: _exp, ...forever } = userClaims(backend.url, userId);
    const response = await asUser(await signJwt(forever, backend.keys.jwtSecret));
    expect(response.status).toBe(401);
  });

  it('keeps token answers out of every cache, refusals included', async () => {
    for (const password of [PASSWORD, 'wrong password']) {
      const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.keys.publishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'hygiene@example.org', password }),
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('requests the server cannot read', () => {
  async function rawAnswer(port: number, request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers an odd request target with a 400 and the security headers', async () => {
    const answer = await rawAnswer(Number(new URL(backend.url).port), 'GET * HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/X-Frame-Options: DENY/i);
    expect(answer).toMatch(/Content-Security-Policy: default-src 'none'/i);
  });
});
