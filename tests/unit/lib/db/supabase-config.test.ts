import { expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, resolveSupabaseConfig } from '../../../../src/lib/db/supabase-config.ts';

const origin = 'http://localhost:4321';

it.each([
  [{}, { url: origin, publishableKey: LOCAL_PUBLISHABLE_KEY }],
  [
    { PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' },
    { url: 'https://abcd.supabase.co', publishableKey: 'sb_publishable_x' },
  ],
  [
    { PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'eyJlegacy' },
    { url: 'https://abcd.supabase.co', publishableKey: 'eyJlegacy' },
  ],
  [
    { PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_new', PUBLIC_SUPABASE_ANON_KEY: 'eyJlegacy' },
    { url: origin, publishableKey: 'sb_publishable_new' },
  ],
  [
    { PUBLIC_SUPABASE_URL: '  ', PUBLIC_SUPABASE_PUBLISHABLE_KEY: '' },
    { url: origin, publishableKey: LOCAL_PUBLISHABLE_KEY },
  ],
])('resolveSupabaseConfig(%o) is %o', (env, expected) => {
  expect(resolveSupabaseConfig(env, origin)).toEqual(expected);
});
