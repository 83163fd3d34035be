-- Migration: the pricing tier a visitor chose on the way to request access (docs/product.md#pricing-tiers).
--
-- A tier card's button leads to the request form with that tier chosen; the form may also leave it
-- unchosen, so the column is nullable. The values are the tier ids of
-- supabase/functions/_shared/access-request-fields.ts (REQUEST_TIERS), which src/data/pricing.ts
-- prices; tests/db/schema-constants.test.ts holds the CHECK and that list equal. Visitors insert it
-- like the other form columns; nothing else about the table's rules changes.

alter table public.onboarding_requests
  add column tier text
  constraint onboarding_requests_tier_known check (tier in ('basic', 'growth', 'impact'));

comment on column public.onboarding_requests.tier is
  'The pricing tier chosen on the way to the form (basic, growth, impact); null when none was.';

grant insert (tier) on table public.onboarding_requests to anon, authenticated;
