/**
 * A lead's id is no oracle (docs/product.md#submission-limits): an anonymous insert naming an id gets
 * the same answer whether or not that lead exists. The same client's retry of its own submission is stored
 * once: tests/contract/submission-limits.test.ts (the lead-submissions module) and tests/db/submission-limits.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { parseProxyList } from '../../server/http/client-ip.ts';
import { forEachFile, startTestBackend } from '../support/backend.ts';

const backend = forEachFile(() => startTestBackend({ trustedProxies: parseProxyList('loopback') }));

async function insertContact(id: string, email: string, clientIp: string): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: {
      apikey: backend.keys.publishableKey,
      'Content-Type': 'application/json',
      Prefer: 'count=exact',
      'X-Forwarded-For': clientIp,
    },
    body: JSON.stringify({ id, name: 'Probe', email, message: 'Is this lead still here?' }),
  });
}

const answerOf = async (response: Response) => ({
  status: response.status,
  range: response.headers.get('content-range'),
  body: await response.text(),
});

it('answers an insert naming a stored id as it answers a new id', async () => {
  const stored = randomUUID();
  expect((await insertContact(stored, 'owner@example.org', '203.0.113.1')).status).toBe(201);

  const probeStored = await answerOf(await insertContact(stored, 'probe@example.org', '203.0.113.2'));
  const probeFresh = await answerOf(await insertContact(randomUUID(), 'probe@example.org', '203.0.113.2'));

  expect(probeStored).toEqual(probeFresh);
  expect(probeStored).toMatchObject({ status: 201, range: '*/1' });
});
