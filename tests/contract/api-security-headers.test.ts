/** Every REST and Auth answer, success or error, tells the browser not to sniff its body. */
import { describe, expect, it } from 'vitest';
import { forEachFile, startTestBackend } from '../support/backend.ts';

const backend = forEachFile(startTestBackend);

describe('API responses', () => {
  const requests: [string, string, RequestInit?][] = [
    ['published posts', '/rest/v1/blog_posts?select=title&published=eq.true'],
    ['an unknown table', '/rest/v1/no_such_table'],
    ['a malformed filter', '/rest/v1/blog_posts?published=zz.true'],
    ['Auth settings', '/auth/v1/settings'],
    [
      'a failed sign-in',
      '/auth/v1/token?grant_type=password',
      { method: 'POST', body: JSON.stringify({ email: 'nobody@example.org', password: 'wrong password' }) },
    ],
    ['an unknown Auth endpoint', '/auth/v1/no-such-endpoint'],
  ];

  it.each(requests)('%s: X-Content-Type-Options nosniff', async (_name, path, init) => {
    const response = await fetch(`${backend.url}${path}`, {
      ...init,
      headers: { apikey: backend.keys.publishableKey, 'Content-Type': 'application/json' },
    });
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
