-- Migration: the email rule as the product states it (docs/product.md#email-address-rule).
--
-- No spaces, one @, and a dot in the domain part with something on either side of it. The rule of
-- 20261123020000_lead_integrity.sql was narrower (ASCII letters and a few symbols before the @,
-- host-name labels after it) and refused real addresses: o'brien@example.org, a%b@example.org,
-- ü@example.org, user@ex_ample.com, a@b.c. It was narrowed to keep an address from smuggling
-- parameters into the admin's mailto: links; the link now percent-encodes the address instead
-- (src/admin/ui/mail-link.ts), and a mail header takes an address only when it is an RFC 5322
-- addr-spec (supabase/functions/_shared/reply-address.ts).
--
-- "No spaces" also refuses control and format characters (zero-width spaces, direction overrides,
-- soft hyphens, tags), which show as nothing. Both patterns are the forms' own, written out as
-- code points (src/lib/forms/email-address.ts); tests/db/schema-constants.test.ts holds the two
-- sides equal. Lengths stay with *_email_length (254 characters).
--
-- The CHECK is added NOT VALID, then validated: new rows must pass it from the ADD on, and VALIDATE
-- checks the rows already stored. Every address the rule it replaces let in passes. A hosted
-- project whose rows date from before that rule (20261123020000 added it NOT VALID and never
-- validated it) may hold one that does not: this migration then stops at VALIDATE and changes
-- nothing. Find such rows with the CHECK below (`select id, email from public.contact_messages
-- where not (<the check>)`, the same for public.onboarding_requests), correct or delete each, and
-- push again.

alter table public.contact_messages drop constraint contact_messages_email_address;
alter table public.contact_messages
  add constraint contact_messages_email_address
  check (email ~ '^[^@]+@[^@]+\.[^@]+$' and email !~ '[\u0000-\u0020\u007f-\u00a0\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]')
  not valid;
alter table public.contact_messages validate constraint contact_messages_email_address;

alter table public.onboarding_requests drop constraint onboarding_requests_email_address;
alter table public.onboarding_requests
  add constraint onboarding_requests_email_address
  check (email ~ '^[^@]+@[^@]+\.[^@]+$' and email !~ '[\u0000-\u0020\u007f-\u00a0\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]')
  not valid;
alter table public.onboarding_requests validate constraint onboarding_requests_email_address;
