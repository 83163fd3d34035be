/**
 * The staff-invite function's handler (docs/product.md#staff-accounts), shared by the Edge Function
 * of a hosted project (../staff-invite/index.ts, Deno) and the local server's /functions/v1 route
 * (server/functions/, Node). It takes a Fetch Request and gives a Response, and receives
 * supabase-js's createClient from its runtime, so it imports nothing but its neighbours.
 *
 * An owner at aal2 invites a person with a role, sends an invitation again, or cancels one that
 * was never accepted. The service key stays here: the browser only ever holds its own session.
 * Without mail settings the answer carries the link for the owner to pass on.
 */
import type { createClient as CreateClient, SupabaseClient } from '@supabase/supabase-js';
import { isStaffRole, type StaffRole } from './staff-roles.ts';

export interface StaffInviteSettings {
  supabaseUrl: string;
  publishableKey: string;
  secretKey: string;
  /** Whether Auth mails invitations (SMTP is set up); otherwise the answer has the link. */
  mailsInvites: boolean;
  createClient: typeof CreateClient;
}

/**
 * What the browser sends: an invitation with the role the person will hold, or the email of one
 * not yet accepted to send again or cancel. `redirectTo` is the admin page the invitation leads
 * to; Auth keeps it only if the project allows it.
 */
export type StaffInviteRequest = { email: string; redirectTo?: string } & (
  { action: 'invite'; role: StaffRole } | { action: 'resend' | 'cancel' }
);

/** The refusals the admin turns into words (src/admin/staff/strings.ts). */
export type StaffInviteRefusal =
  | 'not_signed_in'
  | 'not_owner'
  | 'needs_second_factor'
  | 'invalid_request'
  | 'has_account'
  | 'not_pending'
  | 'mail_limit'
  | 'failed';

export type StaffInviteAnswer =
  { ok: true; email: string; userId: string; link?: string } | { ok: false; refusal: StaffInviteRefusal };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const STATUS: Record<StaffInviteRefusal, number> = {
  not_signed_in: 401,
  not_owner: 403,
  needs_second_factor: 403,
  invalid_request: 400,
  has_account: 409,
  not_pending: 409,
  mail_limit: 429,
  failed: 500,
};

/** Auth's own shape and length for an address (checkmail's format, GoTrue's 255). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 255;

function answer(body: StaffInviteAnswer): Response {
  const status = body.ok ? 200 : STATUS[body.refusal];
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'content-type': 'application/json' },
  });
}

const refuse = (refusal: StaffInviteRefusal) => answer({ ok: false, refusal });

async function readRequest(request: Request): Promise<StaffInviteRequest | undefined> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { action, email, role, redirectTo } = body as Record<string, unknown>;
  if (typeof email !== 'string' || email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email.trim()))
    return undefined;
  if (redirectTo !== undefined && typeof redirectTo !== 'string') return undefined;
  const common = { email: email.trim().toLowerCase(), ...(redirectTo && { redirectTo }) };
  if (action === 'invite') return isStaffRole(role) ? { ...common, action, role } : undefined;
  return action === 'resend' || action === 'cancel' ? { ...common, action } : undefined;
}

/** The access token's claims; the token itself was checked by Auth (getUser) before this is read. */
function claims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as Record<string, unknown>;
}

/** The admin page's link with the invitation's token, for an owner to pass on when nothing is mailed. */
function inviteLink(redirectTo: string, tokenHash: string): string {
  const page = new URL('/admin', redirectTo);
  page.hash = new URLSearchParams({ token_hash: tokenHash, type: 'invite' }).toString();
  return page.href;
}

/** A row of staff_members(), as far as this handler reads it. */
interface StaffRow {
  user_id: string;
  email: string;
  pending: boolean;
}

interface Caller {
  id: string;
  client: SupabaseClient;
  staff: StaffRow[];
}

/** The signed-in owner behind the request, at aal2, or the refusal. */
async function owner(request: Request, settings: StaffInviteSettings): Promise<Caller | StaffInviteRefusal> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return 'not_signed_in';
  const client = settings.createClient(settings.supabaseUrl, settings.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Capitalised as supabase-js writes it, so its own Authorization replaces this one, not joins it.
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return 'not_signed_in';
  // The database decides who manages staff: the staff list is an owner's alone.
  const staff = await client.rpc('staff_members');
  if (staff.error) return 'not_owner';
  if (claims(token).aal !== 'aal2') return 'needs_second_factor';
  return { id: data.user.id, client, staff: (staff.data ?? []) as StaffRow[] };
}

export async function handleStaffInvite(request: Request, settings: StaffInviteSettings): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return refuse('invalid_request');
  const caller = await owner(request, settings);
  if (typeof caller === 'string') return refuse(caller);
  const wanted = await readRequest(request);
  if (!wanted) return refuse('invalid_request');

  const service = settings.createClient(settings.supabaseUrl, settings.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const account = caller.staff.find((row) => row.email.toLowerCase() === wanted.email);
  if (wanted.action === 'invite' && account && !account.pending) return refuse('has_account');
  if (wanted.action !== 'invite' && !account?.pending) return refuse('not_pending');

  if (wanted.action === 'cancel' && account) {
    const removed = await service.auth.admin.deleteUser(account.user_id);
    if (removed.error) return refuse('failed');
    await record(service, caller, 'invite_cancelled', account.user_id, wanted.email);
    return answer({ ok: true, email: wanted.email, userId: account.user_id });
  }

  const sent = await sendInvitation(service, settings, wanted);
  if (typeof sent === 'string') return refuse(sent);
  if (wanted.action === 'invite') {
    // As the owner, so the staff log names who added the person; invited again, the role may change.
    const { role } = wanted;
    const roles = caller.client.from('admin_roles');
    const added = account
      ? await roles.update({ role }).eq('user_id', sent.userId)
      : await roles.insert({ user_id: sent.userId, role });
    if (added.error) return refuse('failed');
  }
  await record(
    service,
    caller,
    wanted.action === 'invite' ? 'invited' : 'invite_resent',
    sent.userId,
    wanted.email,
  );
  return answer({ ok: true, email: wanted.email, ...sent });
}

async function sendInvitation(
  service: SupabaseClient,
  settings: StaffInviteSettings,
  wanted: StaffInviteRequest,
): Promise<{ userId: string; link?: string } | StaffInviteRefusal> {
  if (settings.mailsInvites) {
    const { data, error } = await service.auth.admin.inviteUserByEmail(wanted.email, {
      ...(wanted.redirectTo && { redirectTo: wanted.redirectTo }),
    });
    if (error)
      return error.status === 429 ? 'mail_limit' : error.code === 'email_exists' ? 'has_account' : 'failed';
    return { userId: data.user.id };
  }
  const { data, error } = await service.auth.admin.generateLink({
    type: 'invite',
    email: wanted.email,
    ...(wanted.redirectTo && { options: { redirectTo: wanted.redirectTo } }),
  });
  if (error || !data.user) return error?.code === 'email_exists' ? 'has_account' : 'failed';
  return {
    userId: data.user.id,
    link: inviteLink(data.properties.redirect_to, data.properties.hashed_token),
  };
}

async function record(
  service: SupabaseClient,
  caller: Caller,
  action: 'invited' | 'invite_resent' | 'invite_cancelled',
  subject: string,
  email: string,
): Promise<void> {
  await service.from('staff_changes').insert({ actor: caller.id, subject, subject_email: email, action });
}
