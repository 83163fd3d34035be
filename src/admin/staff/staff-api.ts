/**
 * The Staff tab's calls (docs/product.md#staff-accounts): the people (staff_members(), an owner's
 * alone), the log (staff_changes), a role changed or a person removed (admin_roles, which the
 * policies let owners change), and invitations through the staff-invite function, which holds the
 * service key. Each answer is data or the words to show.
 */
import type {
  StaffInviteAnswer,
  StaffInviteRequest,
} from '../../../supabase/functions/_shared/staff-invite.ts';
import type { StaffChange, StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';
import { createBrowserClient } from '../../lib/db/browser-client.ts';
import { INVITE_REFUSAL_TEXT, STAFF_TEXT } from './strings.ts';

export interface StaffMember {
  user_id: string;
  email: string;
  role: StaffRole;
  last_sign_in_at: string | null;
  has_second_factor: boolean;
  pending: boolean;
}

export interface StaffChangeRow {
  id: number;
  at: string;
  actor_email: string | null;
  subject_email: string;
  action: StaffChange;
  from_role: StaffRole | null;
  to_role: StaffRole | null;
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/** How many of the latest staff changes the tab lists. */
const LOG_LENGTH = 50;

/** The database's word for the last-owner guard (the staff roles migration). */
const LAST_OWNER_HINT = 'last_owner';

export async function loadStaff(): Promise<Result<{ people: StaffMember[]; changes: StaffChangeRow[] }>> {
  const client = createBrowserClient();
  const [people, changes] = await Promise.all([
    client.rpc('staff_members'),
    client
      .from('staff_changes')
      .select('id, at, actor_email, subject_email, action, from_role, to_role')
      .order('at', { ascending: false })
      .limit(LOG_LENGTH),
  ]);
  if (people.error || changes.error) return { ok: false, message: STAFF_TEXT.loadFailed };
  return {
    ok: true,
    // The CHECK constraints keep role and action to their lists (tests/db/staff-roles.test.ts).
    value: { people: people.data as StaffMember[], changes: changes.data as StaffChangeRow[] },
  };
}

function changeRefused(error: { hint?: string | null; message: string } | null): Result<null> {
  if (!error) return { ok: true, value: null };
  return {
    ok: false,
    message: error.hint === LAST_OWNER_HINT ? STAFF_TEXT.lastOwner : STAFF_TEXT.changeFailed,
  };
}

export async function changeRole(userId: string, role: StaffRole): Promise<Result<null>> {
  const { error } = await createBrowserClient().from('admin_roles').update({ role }).eq('user_id', userId);
  return changeRefused(error);
}

export async function removeStaff(userId: string): Promise<Result<null>> {
  const { error } = await createBrowserClient().from('admin_roles').delete().eq('user_id', userId);
  return changeRefused(error);
}

/** Invite, resend or cancel; an invitation without mail settings comes back with its link. */
export async function inviteAction(request: StaffInviteRequest): Promise<Result<{ link?: string }>> {
  const { data, error } = await createBrowserClient().functions.invoke<StaffInviteAnswer>('staff-invite', {
    body: { ...request, redirectTo: `${window.location.origin}/admin` },
  });
  if (data?.ok) return { ok: true, value: data.link === undefined ? {} : { link: data.link } };
  // A refusal comes back with its status as an error; its body names the reason.
  const body = error && 'context' in error ? await readBody(error.context) : data;
  const refusal = body && !body.ok ? body.refusal : 'failed';
  return { ok: false, message: INVITE_REFUSAL_TEXT[refusal] };
}

async function readBody(context: unknown): Promise<StaffInviteAnswer | null> {
  if (!(context instanceof Response)) return null;
  try {
    return (await context.json()) as StaffInviteAnswer;
  } catch {
    return null;
  }
}
