/**
 * Edge Function `staff-invite`: an owner invites staff, resends or cancels an invitation
 * (docs/product.md#staff-accounts), with the handler the local server also answers with
 * (../_shared/staff-invite.ts). SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are
 * set by the platform; STAFF_INVITES_MAILED=true once the project mails through custom SMTP
 * (docs/deploy.md#auth-mail), otherwise the owner gets each link to pass on.
 */
import { createClient } from '@supabase/supabase-js';
import { handleStaffInvite } from '../_shared/staff-invite.ts';

/** The part of Deno's global this function uses (declared so the project's tsc checks the file). */
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): void;
};

function setting(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`the secret ${name} is not set`);
  return value;
}

Deno.serve((request) =>
  handleStaffInvite(request, {
    supabaseUrl: setting('SUPABASE_URL'),
    publishableKey: setting('SUPABASE_ANON_KEY'),
    secretKey: setting('SUPABASE_SERVICE_ROLE_KEY'),
    mailsInvites: Deno.env.get('STAFF_INVITES_MAILED')?.trim() === 'true',
    createClient,
  }),
);
