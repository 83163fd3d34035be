/**
 * The submission limits over HTTP, as the site meets them (supabase-js and src/lib/db/). Limits are
 * lowered per test with the documented UPDATE and put back afterwards.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SUBMISSION_LIMITS } from '../../src/lib/db/constants.ts';
import { submitContactMessage } from '../../src/lib/db/contact-messages.ts';
import { submitOnboardingRequest } from '../../src/lib/db/onboarding-requests.ts';
import { newSubmissionId } from '../../src/lib/db/submissions.ts';
import type { OnboardingRequestInsert } from '../../src/lib/forms/request-validation.ts';
import { forEachFile, publicClient, refusal, secretClient, startTestBackend } from '../support/backend.ts';
import { requestRow } from '../support/lead-rows.ts';

const backend = forEachFile(startTestBackend);

beforeAll(async () => {
  // The submissions resolve the API from the page's origin, as the built site does.
  vi.stubGlobal('window', { location: { origin: backend.url } });
});

afterAll(async () => {
  vi.unstubAllGlobals();
});

// Every request here comes from 127.0.0.1, so each test starts with an empty log.
afterEach(async () => {
  await backend.db.query('delete from private.submission_log');
  for (const [form, limit] of Object.entries(DEFAULT_SUBMISSION_LIMITS)) {
    await setLimits(form, limit.perIpMax, limit.perEmailMax);
  }
});

async function setLimits(form: string, perIp: number, perEmail: number): Promise<void> {
  await backend.db.query(
    'update private.submission_limits set per_ip_max = $2, per_email_max = $3 where form = $1',
    [form, perIp, perEmail],
  );
}

const freshEmail = () => `visitor.${randomUUID()}@example.org`;
const message = (email: string) => ({ name: 'Jane Doe', email, message: 'Tell me more about pricing.' });

async function storedMessages(email: string): Promise<number> {
  const { rows } = await backend.db.query<{ count: number }>(
    'select count(*)::int as count from public.contact_messages where email = $1',
    [email],
  );
  return rows[0]?.count ?? -1;
}

const accessRequest = (email: string): OnboardingRequestInsert => ({
  ...requestRow(email),
  organization_type: 'faith',
  organization_size: '11-50 employees',
  phone: null,
  comments: null,
  main_goal: '',
  last_submission_time: '2026-11-01T10:00:00.000Z',
});

/** A contact message POSTed as the form's fetch would, with `headers` added. */
const postMessage = (email: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: backend.keys.publishableKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(message(email)),
  });

describe('a submission over a limit', () => {
  it('is refused with 429, the stable code and Retry-After with the seconds until one more is accepted; nothing is stored', async () => {
    await setLimits('contact_messages', 30, 1);
    const email = freshEmail();
    const client = publicClient(backend);
    await client.from('contact_messages').insert(message(email));
    const refused = await client.from('contact_messages').insert(message(email));

    expect(refused).toEqual(
      refusal(429, 'Too Many Requests', {
        code: 'over_submission_rate_limit',
        message: 'Too many submissions. Please try again later.',
        details: 'At most 1 submissions per email address every 01:00:00.',
        hint: expect.stringMatching(/^Try again in \d+ seconds\.$/),
      }),
    );
    expect(await storedMessages(email)).toBe(1);
    const raw = await postMessage(email);
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(raw.headers.get('proxy-status')).toBe('PostgREST; error=over_submission_rate_limit');
  });

  it('keys on the socket address: a client-sent cf-connecting-ip or x-forwarded-for is not believed', async () => {
    await setLimits('contact_messages', 2, 5);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await postMessage(freshEmail(), {
        'CF-Connecting-IP': `203.0.113.${attempt}`,
        'X-Forwarded-For': `192.0.2.${attempt}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

it('one submission id, one row: upsert with ignore-duplicates (on_conflict=id) needs SELECT, so a visitor gets 401 as from PostgREST, and keeps one row for a role that may read', async () => {
  const email = freshEmail();
  const result = await publicClient(backend)
    .from('contact_messages')
    .upsert({ ...message(email), id: randomUUID() }, { onConflict: 'id', ignoreDuplicates: true });

  expect(result).toMatchObject({
    data: null,
    error: { code: '42501', message: 'permission denied for table contact_messages' },
    status: 401,
  });
  expect(await storedMessages(email)).toBe(0);

  const service = secretClient(backend);
  const id = randomUUID();
  const first = await service
    .from('contact_messages')
    .upsert({ ...message(email), id }, { onConflict: 'id', ignoreDuplicates: true });
  const again = await service
    .from('contact_messages')
    .upsert({ ...message(email), id, message: 'Changed' }, { onConflict: 'id', ignoreDuplicates: true });

  expect(first).toMatchObject({ data: null, error: null, status: 201 });
  expect(again).toMatchObject({ data: null, error: null, status: 201 });
  const { rows } = await backend.db.query('select message from public.contact_messages where id = $1', [id]);
  expect(rows).toEqual([{ message: 'Tell me more about pricing.' }]);
});

describe("the site's lead-submissions module", () => {
  it('saves a contact message once across retries with one submission id', async () => {
    const email = freshEmail();
    const id = newSubmissionId();

    expect(await submitContactMessage(message(email), id)).toBe('saved');
    expect(await submitContactMessage(message(email), id)).toBe('saved');
    expect(await storedMessages(email)).toBe(1);
  });

  it('reports a refusal by the limits as rate-limited, and other refusals as failed', async () => {
    await setLimits('onboarding_requests', 20, 1);
    const email = freshEmail();

    expect(await submitOnboardingRequest(accessRequest(email), newSubmissionId())).toBe('saved');
    expect(await submitOnboardingRequest(accessRequest(email), newSubmissionId())).toBe('rate-limited');
    expect(
      await submitContactMessage({ name: 'Jane', email: 'not-an-email', message: 'Hi' }, newSubmissionId()),
    ).toBe('failed');
  });
});
