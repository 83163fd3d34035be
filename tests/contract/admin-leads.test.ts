/**
 * The admin dashboard's calls on leads (docs/product.md#calls-to-the-backend): the admin check,
 * messages and requests, as an admin and as a signed-in user who is not one: RLS, not the client,
 * decides.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect, it } from 'vitest';
import {
  answer,
  forEachFile,
  present,
  publicClient,
  NO_SINGLE_ROW,
  staffForEachFile,
  startTestBackend,
} from '../support/backend.ts';
import { requestRow } from '../support/lead-rows.ts';
import { PG_TIME, UUID } from '../support/patterns.ts';

const backend = forEachFile(startTestBackend);
const staff = staffForEachFile(backend);

beforeAll(async () => {
  const visitor = publicClient(backend);
  for (const [index, name] of ['First', 'Second', 'Third'].entries()) {
    await visitor
      .from('contact_messages')
      .insert({ name, email: `lead${index}@example.org`, message: `Message ${index}` });
    await visitor
      .from('onboarding_requests')
      .insert({ ...requestRow(`lead${index}@example.org`), first_name: name });
  }
  // An hour apart, so "newest first" cannot depend on two inserts landing in the same millisecond.
  for (const table of ['contact_messages', 'onboarding_requests']) {
    await backend.db.query(
      `update public.${table} set created_at = timestamptz '2026-11-01 09:00+00' + substring(email from 'lead(\\d)')::int * interval '1 hour'`,
    );
  }
});

it('the admin check finds the admin row with .single(), and gives a non-admin PGRST116, which the dashboard reads as "no row"', async () => {
  const check = (client: SupabaseClient, id: string) =>
    client.from('admin_roles').select('user_id').eq('user_id', id).single();

  expect(await check(staff.admin, staff.adminId)).toEqual(answer(200, { user_id: staff.adminId }));
  expect(await check(staff.member, staff.memberId)).toEqual(NO_SINGLE_ROW);
});

it.each([
  ['contact_messages', 'name', 'unread', 'read'],
  ['onboarding_requests', 'first_name', 'pending', 'contacted'],
])('%s: a non-admin sees no lead and changes none', async (table, nameColumn, initial, next) => {
  const list = await staff.member.from(table).select('*').order('created_at', { ascending: false });
  const update = await staff.member.from(table).update({ status: next }).eq(nameColumn, 'Third').select();

  expect(list).toEqual(answer(200, []));
  expect(update).toEqual(answer(200, []));
  const { rows } = await backend.db.query(`select status from public.${table} where ${nameColumn} = 'Third'`);
  expect(rows).toEqual([{ status: initial }]);
});

// The message's every column, as the Messages tab reads it.
it('lists a message with all its columns', async () => {
  const result = await staff.admin
    .from('contact_messages')
    .select('*')
    .order('created_at', { ascending: false });

  expect(present(result.data)[0]).toEqual({
    id: expect.stringMatching(UUID),
    name: 'Third',
    email: 'lead2@example.org',
    message: 'Message 2',
    status: 'unread',
    created_at: expect.stringMatching(PG_TIME),
    responded_at: null,
    status_changed_at: null,
    status_changed_by: null,
    // Where the lead came from (docs/product.md#lead-attribution): none for a row inserted bare.
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    referrer_host: null,
    landing_path: null,
    display_mode: null,
    person_id: expect.stringMatching(UUID),
  });
});

// A move the transitions refuse: db/lead-tables.test.ts (the trigger's words), public-forms (a CHECK's 400).
it.each([
  ['contact_messages', 'name', { status: 'responded', responded_at: new Date().toISOString() }],
  ['onboarding_requests', 'first_name', { status: 'contacted' }],
])(
  '%s: an admin lists every lead newest first, and moves one by id (204, then the re-fetched list shows it)',
  async (table, nameColumn, change) => {
    const list = () => staff.admin.from(table).select('*').order('created_at', { ascending: false });
    const before = await list();
    expect(before).toMatchObject({ error: null, count: null, status: 200, statusText: 'OK' });
    expect(present(before.data).map((row) => row[nameColumn])).toEqual(['Third', 'Second', 'First']);

    const first = present(before.data)[2];
    expect(await staff.admin.from(table).update(change).eq('id', first.id)).toEqual(answer(204, null));
    expect(present((await list()).data)[2]).toMatchObject({
      id: first.id,
      status: change.status,
      status_changed_at: expect.stringMatching(PG_TIME),
      status_changed_by: staff.adminId,
      ...('responded_at' in change && { responded_at: expect.stringMatching(PG_TIME) }),
    });
  },
);
