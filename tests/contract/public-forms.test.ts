/**
 * The visitor's calls (docs/product.md#calls-to-the-backend): the contact form and the
 * request-access form insert without reading back, and a visitor can neither read nor change a
 * lead.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { answer, forEachFile, publicClient, refusal, startTestBackend } from '../support/backend.ts';

const backend = forEachFile(startTestBackend);

const accessRequest = {
  first_name: 'Ruth',
  last_name: 'Okafor',
  email: 'ruth@grace-church.org',
  organization_name: 'Grace Community Church',
  organization_type: 'faith',
  organization_size: '11-50 employees',
  phone: '+1 555 0100',
  comments: 'We would like a demo.',
  main_goal: 'Volunteer scheduling, Donor management',
  last_submission_time: '2026-11-01T10:00:00.000Z',
};

const permissionDenied = (table: string) => ({
  code: '42501',
  details: null,
  hint: null,
  message: `permission denied for table ${table}`,
});

describe('submit contact message', () => {
  it('inserts name, email and message and answers 201 with no body, and will not read the row back to a visitor (insert().select() needs SELECT)', async () => {
    const result = await publicClient(backend)
      .from('contact_messages')
      .insert({ name: 'Jane Doe', email: 'jane@example.org', message: 'Tell me more about pricing.' });

    expect(result).toEqual(answer(201, null));
    const { rows } = await backend.db.query<{ status: string; responded_at: null }>(
      `select status, responded_at from public.contact_messages where email = 'jane@example.org'`,
    );
    expect(rows).toEqual([{ status: 'unread', responded_at: null }]);

    const readBack = await publicClient(backend)
      .from('contact_messages')
      .insert({ name: 'Jane', email: 'jane2@example.org', message: 'Hi' })
      .select();
    expect(readBack).toMatchObject({ data: null, error: permissionDenied('contact_messages'), status: 401 });
    const stored = await backend.db.query(
      `select 1 from public.contact_messages where email = 'jane2@example.org'`,
    );
    expect(stored.rows).toEqual([]);
  });

  it('refuses a message the database constraints reject, with 400 and the constraint', async () => {
    const result = await publicClient(backend)
      .from('contact_messages')
      .insert({ name: 'Jane', email: 'not-an-email', message: 'Hello' });

    // No "Failing row contains" details: Postgres withholds the row from a role that cannot read it.
    expect(result).toEqual(
      refusal(400, 'Bad Request', {
        code: '23514',
        details: null,
        hint: null,
        message:
          'new row for relation "contact_messages" violates check constraint "contact_messages_email_address"',
      }),
    );
  });
});

it('submit access request: inserts every form field and answers 201, and stores a missing optional field as null (supabase-js sends every key)', async () => {
  const result = await publicClient(backend).from('onboarding_requests').insert(accessRequest);
  const withoutOptional = await publicClient(backend)
    .from('onboarding_requests')
    .insert([{ ...accessRequest, email: 'no-phone@example.org', phone: null, comments: null }]);

  expect(result).toEqual(answer(201, null));
  expect(withoutOptional).toEqual(answer(201, null));
  const { rows } = await backend.db.query<Record<string, unknown>>(
    // The submit time is the server's, whatever the form sent (lead_integrity migration).
    `select first_name, organization_size, status,
            abs(extract(epoch from last_submission_time - now())) < 60 as sent_now
       from public.onboarding_requests where email = $1`,
    [accessRequest.email],
  );
  expect(rows).toEqual([
    { first_name: 'Ruth', organization_size: '11-50 employees', status: 'pending', sent_now: true },
  ]);
});

describe('a visitor and the leads', () => {
  type Call = (client: SupabaseClient) => PromiseLike<unknown>;
  it.each<[string, string, Call]>([
    [
      'choose the status of a message it sends',
      'contact_messages',
      (client) =>
        client
          .from('contact_messages')
          .insert({ name: 'Mallory', email: 'm@example.org', message: 'Hi', status: 'responded' }),
    ],
    ['read messages', 'contact_messages', (client) => client.from('contact_messages').select('*')],
    ['read requests', 'onboarding_requests', (client) => client.from('onboarding_requests').select('*')],
    [
      'set the status of a message',
      'contact_messages',
      (client) => client.from('contact_messages').update({ status: 'read' }).eq('email', 'jane@example.org'),
    ],
    [
      'set the status of a request',
      'onboarding_requests',
      (client) =>
        client.from('onboarding_requests').update({ status: 'qualified' }).eq('email', accessRequest.email),
    ],
    [
      'delete a lead',
      'contact_messages',
      (client) => client.from('contact_messages').delete().eq('email', 'jane@example.org'),
    ],
  ])('cannot %s: 401', async (_what, table, call) => {
    expect(await call(publicClient(backend))).toEqual(refusal(401, 'Unauthorized', permissionDenied(table)));
  });

  it('leaves the lead as it was', async () => {
    const { rows } = await backend.db.query(
      `select status from public.contact_messages where email = 'jane@example.org'`,
    );
    expect(rows).toEqual([{ status: 'unread' }]);
  });
});
