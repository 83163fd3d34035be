/**
 * Lead attribution through supabase-js (docs/product.md#lead-attribution): a visitor's form sends
 * the columns and the admin filters by source. The bounds and the overview's counts:
 * tests/db/lead-attribution.test.ts, tests/db/leads-overview.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { sourceFilter } from '../../src/lib/db/lead-query.ts';
import { forEachFile, publicClient, signInStaff } from '../support/backend.ts';
import { startContractBackend } from '../support/contract-target.ts';
import { requestRow } from '../support/lead-rows.ts';

const backend = forEachFile(startContractBackend);
let visitor: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  visitor = publicClient(backend);
  ({ admin } = await signInStaff(backend));
  const leads = [
    {
      ...requestRow('spring@example.org'),
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      landing_path: '/',
    },
    { ...requestRow('referred@example.org'), referrer_host: 'news.example.org', landing_path: '/pricing' },
    { ...requestRow('direct@example.org') },
    { ...requestRow('odd@example.org'), utm_source: '50%_off "(a,b)"' },
  ];
  for (const lead of leads) {
    const { error } = await visitor.from('onboarding_requests').insert(lead);
    expect(error).toBeNull();
  }
});

async function emailsFrom(source: string): Promise<string[]> {
  const filter = sourceFilter(source);
  if (!filter) throw new Error('blank source');
  const { data, error } = await admin.from('onboarding_requests').select('email').or(filter).order('email');
  expect(error).toBeNull();
  return (data ?? []).map((row: { email: string }) => row.email);
}

describe('lead attribution', () => {
  it('stores what the form sent, for the admin to read', async () => {
    const { data } = await admin
      .from('onboarding_requests')
      .select('utm_source, utm_campaign, referrer_host, landing_path')
      .eq('email', 'spring@example.org')
      .single();
    expect(data).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      referrer_host: null,
      landing_path: '/',
    });
  });

  it('filters by source: utm_source, else the referrer host, whole and in any case', async () => {
    expect(await emailsFrom('Newsletter')).toEqual(['spring@example.org']);
    expect(await emailsFrom('news.example.org')).toEqual(['referred@example.org']);
    expect(await emailsFrom('news')).toEqual([]);
    expect(await emailsFrom('50%_off "(a,b)"')).toEqual(['odd@example.org']);
  });
});
