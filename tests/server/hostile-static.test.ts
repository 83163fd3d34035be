/**
 * Path traversal against the whole server with the encodings that slip past one decoding step.
 * The plain cases (../, %2e%2e, backslashes, symbolic links): tests/server/handler-safety.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaticHandler } from '../../server/static-files/handler.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { createFixtureSite, SECRET, type FixtureSite } from './fixture-dist.ts';
import { rawRequest } from './serve.ts';

let site: FixtureSite;
let backend: TestBackend;
let port: number;

beforeAll(async () => {
  site = await createFixtureSite();
  backend = await startTestBackend({ serveStatic: await createStaticHandler({ distDir: site.distDir }) });
  port = Number(new URL(backend.url).port);
});

afterAll(async () => {
  await backend.close();
  await site.remove();
});

/** 400: refused as a malformed or escaping path. 404: a harmless name that no file has. 401: the API's key check. */
const TRAVERSALS: [string, number][] = [
  ['/%252e%252e/secret.txt', 404],
  ['/%252e%252e%252fsecret.txt', 404],
  ['/..%252f..%252fsecret.txt', 404],
  ['/our-story/%252e%252e/%252e%252e/package.json', 404],
  ['/.%2e/secret.txt', 400],
  ['/%2e./package.json', 400],
  ['/%c0%ae%c0%ae/secret.txt', 400],
  ['/%c0%af..%c0%afsecret.txt', 400],
  ['/..%u2215secret.txt', 400],
  ['/index.html%2500', 404],
  ['/%00', 400],
  ['/secret.txt%00.html', 400],
  ['/..;/secret.txt', 404],
  ['//..//..//secret.txt', 400],
  ['/linked-dir%2fsecret.txt', 400],
  ['/%5c%5c..%5c..%5csecret.txt', 400],
  ['/%5fheaders', 404],
  ['/%5fredirects', 404],
  ['/rest/v1/../../secret.txt', 400],
  ['/rest/v1/%2e%2e/%2e%2e/secret.txt', 400],
  ['/rest/v1/..%2f..%2fsecret.txt', 401],
  ['/auth/v1/..%2f..%2fpackage.json', 401],
  ['/auth/v1/%252e%252e/secret.txt', 401],
];

it.each(TRAVERSALS)('%s is %d and serves nothing from outside the site', async (path, status) => {
  const response = await rawRequest(port, path);
  expect(response.status).toBe(status);
  expect(response.body.toString()).not.toContain(SECRET);
});

it('an absolute-form target is refused', async () => {
  const response = await rawRequest(port, `http://127.0.0.1:${port}/../secret.txt`);
  expect(response.status).toBe(400);
  expect(response.body.toString()).not.toContain(SECRET);
});
