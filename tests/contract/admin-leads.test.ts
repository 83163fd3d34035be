/**
 * The admin dashboard's calls on leads (docs/product.md#calls-to-the-backend): the admin check,
 * messages and requests, as an admin and as a signed-in user who is not one: RLS, not the client,
 * decides.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  forEachFile,
  present,
  publicClient,
  NO_SINGLE_ROW,
  staffForEachFile,
  startTestBackend,
} from '../support/backend.ts';
import { PG_TIME, UUID } from '../support/patterns.ts';

const backend = forEachFile(startTestBackend);
const staff = staffForEachFile(backend);

beforeAll(async () => {
  const visitor = publicClient(backend);
  for (const [index, name] of ['First', 'Second', 'Third'].entries()) {
    await visitor
      .from('contact_messages')
      .insert({ name, email: `lead${index}@example.org`, message: `Message ${index}` });
    await visitor.from('onboarding_requests').insert({
      first_name: name,
      last_name: 'Lead',
      email: `lead${index}@example.org`,
      organization_name: `Org ${index}`,
      organization_type: 'secular',
      organization_size: '1-10 employees',
      phone: null,
      comments: null,
      main_goal: 'Reporting',
      last_submission_time: new Date().toISOString(),
    });
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

describe('messages', () => {
  it('lists all messages newest first', async () => {
    const result = await staff.admin
      .from('contact_messages')
      .select('*')
      .order('created_at', { ascending: false });

    expect(result).toMatchObject({ error: null, count: null, status: 200, statusText: 'OK' });
    expect(result.data).toHaveLength(3);
    expect(present(result.data).map((row) => row.name)).toEqual(['Third', 'Second', 'First']);
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
    });
  });

  it('updates status and responded_at by id (204, then the re-fetched list shows it)', async () => {
    const { data: messages } = await staff.admin
      .from('contact_messages')
      .select('id')
      .eq('name', 'First')
      .single();
    const update = await staff.admin
      .from('contact_messages')
      .update({ status: 'responded', responded_at: new Date().toISOString() })
      .eq('id', present(messages).id);

    expect(update).toEqual(answer(204, null));
    const { data } = await staff.admin
      .from('contact_messages')
      .select('*')
      .order('created_at', { ascending: false });
    expect(present(data).find((row) => row.id === present(messages).id)).toMatchObject({
      status: 'responded',
      responded_at: expect.stringMatching(PG_TIME),
      status_changed_by: staff.adminId,
    });
  });

  it("refuses a backwards status change with the trigger's 23514", async () => {
    const { data: row } = await staff.admin
      .from('contact_messages')
      .select('id')
      .eq('name', 'First')
      .single();
    const result = await staff.admin
      .from('contact_messages')
      .update({ status: 'unread' })
      .eq('id', present(row).id);

    expect(result).toMatchObject({
      data: null,
      error: {
        code: '23514',
        message:
          'status cannot change from "responded" to "unread" (constraint "contact_messages_status_transition")',
      },
      status: 400,
    });
  });
});

describe('requests', () => {
  it('lists all requests newest first', async () => {
    const result = await staff.admin
      .from('onboarding_requests')
      .select('*')
      .order('created_at', { ascending: false });

    expect(result).toMatchObject({ error: null, status: 200 });
    expect(present(result.data).map((row) => row.first_name)).toEqual(['Third', 'Second', 'First']);
    expect(present(result.data)[0]).toMatchObject({
      status: 'pending',
      organization_type: 'secular',
      phone: null,
    });
  });

  it('updates the status by id', async () => {
    const { data: row } = await staff.admin
      .from('onboarding_requests')
      .select('id')
      .eq('first_name', 'Second')
      .single();
    const result = await staff.admin
      .from('onboarding_requests')
      .update({ status: 'contacted' })
      .eq('id', present(row).id);

    expect(result).toMatchObject({ data: null, error: null, status: 204 });
    const { data } = await staff.admin
      .from('onboarding_requests')
      .select('status, status_changed_at')
      .eq('id', present(row).id)
      .single();
    expect(data).toEqual({ status: 'contacted', status_changed_at: expect.stringMatching(PG_TIME) });
  });
});
