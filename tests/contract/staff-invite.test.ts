/**
 * Staff invitations (docs/product.md#staff-accounts) through the staff-invite function: the local
 * server's /functions/v1 route (Node, mail set up) and the Edge Function itself under real Deno
 * (no mail: the answer carries the link), one handler behind both. Only an owner at aal2 may
 * invite; the invited person accepts from the mail, sets a password and holds the role given;
 * a pending invitation is resent or cancelled; every step is in the staff log.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffInviteAnswer, StaffInviteRequest } from '../../supabase/functions/_shared/staff-invite.ts';
import type { StaffRole } from '../../supabase/functions/_shared/staff-roles.ts';
import type { AuthMail } from '../../server/auth/mailer.ts';
import {
  present,
  publicClient,
  secretClient,
  signedInClient,
  startTestBackend,
  type TestBackend,
} from '../support/backend.ts';
import { startEdgeFunction, type EdgeFunction } from '../support/edge-function.ts';
import { authenticatorCode } from '../support/totp-code.ts';

const PASSWORD = 'a long passphrase';
let clock = Math.floor(Date.now() / 1000);
const outbox: AuthMail[] = [];
let backend: TestBackend;
let edge: EdgeFunction;
let count = 0;

beforeAll(async () => {
  backend = await startTestBackend({
    nowSeconds: () => clock,
    auth: { sendMail: async (mail) => void outbox.push(mail) },
  });
  edge = await startEdgeFunction('staff-invite', {
    secrets: {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.keys.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.keys.secretKey,
      STAFF_INVITES_MAILED: 'false',
    },
  });
});

afterAll(async () => {
  await edge?.stop();
  await backend?.close();
});

/** A staff member of `role`, signed in; `aal2` enrols and verifies a second factor first. */
async function staffMember(
  role: StaffRole,
  aal2: boolean,
): Promise<{ client: SupabaseClient; id: string; email: string }> {
  const email = `${role}-${(count += 1)}@example.org`;
  const { id } = await backend.createUser(email, PASSWORD);
  expect((await secretClient(backend).from('admin_roles').insert({ user_id: id, role })).error).toBeNull();
  const client = await signedInClient(backend, email, PASSWORD);
  if (aal2) {
    const factor = present((await client.auth.mfa.enroll({ factorType: 'totp' })).data);
    const code = authenticatorCode(factor.totp.secret, clock);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code })).error).toBeNull();
    clock += 60;
  }
  return { client, id, email };
}

/** What the function answered, refusals included. */
async function ask(client: SupabaseClient, request: StaffInviteRequest): Promise<StaffInviteAnswer> {
  const { data, error } = await client.functions.invoke<StaffInviteAnswer>('staff-invite', { body: request });
  if (error instanceof FunctionsHttpError)
    return (await (error.context as Response).json()) as StaffInviteAnswer;
  expect(error).toBeNull();
  return present(data);
}

const tokenHashIn = (link: string) =>
  present(new URLSearchParams(new URL(link).hash.slice(1)).get('token_hash'));

describe('staff invitations', () => {
  it('refuses anyone but an owner at aal2', async () => {
    const request = { action: 'invite', email: 'someone@example.org', role: 'editor' } as const;
    expect(await ask(publicClient(backend), request)).toEqual({ ok: false, refusal: 'not_signed_in' });
    expect(await ask((await staffMember('admin', true)).client, request)).toEqual({
      ok: false,
      refusal: 'not_owner',
    });
    const owner = await staffMember('owner', false);
    expect(await ask(owner.client, request)).toEqual({ ok: false, refusal: 'needs_second_factor' });
    const ready = await staffMember('owner', true);
    expect(await ask(ready.client, { ...request, role: 'janitor' } as unknown as StaffInviteRequest)).toEqual(
      {
        ok: false,
        refusal: 'invalid_request',
      },
    );
    expect(await ask(ready.client, { ...request, email: owner.email })).toEqual({
      ok: false,
      refusal: 'has_account',
    });
  });

  it('mails the invitation; the person sets a password and holds the role; the log names the owner', async () => {
    const owner = await staffMember('owner', true);
    const email = `invited-${(count += 1)}@example.org`;
    outbox.length = 0;
    const answer = await ask(owner.client, { action: 'invite', email, role: 'lead_desk' });
    expect(answer).toEqual({ ok: true, email, userId: expect.any(String) });
    expect(outbox.map((mail) => mail.to)).toEqual([email]);
    const { data: pending } = await owner.client.rpc('staff_members');
    expect(pending).toContainEqual(expect.objectContaining({ email, role: 'lead_desk', pending: true }));

    const link = present(/href="([^"]+)"/.exec(present(outbox[0]).html)?.[1]).replaceAll('&amp;', '&');
    const person = publicClient(backend);
    expect((await person.auth.verifyOtp({ token_hash: tokenHashIn(link), type: 'invite' })).error).toBeNull();
    expect((await person.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    const signedIn = await signedInClient(backend, email, PASSWORD);
    const { data: row } = await signedIn.from('admin_roles').select('role').single();
    expect(row).toEqual({ role: 'lead_desk' });

    const { data: log } = await owner.client
      .from('staff_changes')
      .select('actor_email, action, to_role')
      .eq('subject_email', email)
      .order('id');
    expect(log).toEqual([
      { actor_email: owner.email, action: 'added', to_role: 'lead_desk' },
      { actor_email: owner.email, action: 'invited', to_role: null },
    ]);
  });

  it('resends and cancels an invitation not yet accepted', async () => {
    const owner = await staffMember('owner', true);
    const email = `pending-${(count += 1)}@example.org`;
    await ask(owner.client, { action: 'invite', email, role: 'editor' });
    outbox.length = 0;
    expect(await ask(owner.client, { action: 'resend', email })).toMatchObject({ ok: true, email });
    expect(outbox.map((mail) => mail.to)).toEqual([email]);
    expect(await ask(owner.client, { action: 'cancel', email })).toMatchObject({ ok: true, email });
    const { data: staff } = await owner.client.rpc('staff_members');
    expect((staff as { email: string }[]).map((member) => member.email)).not.toContain(email);
    expect(await ask(owner.client, { action: 'resend', email })).toEqual({
      ok: false,
      refusal: 'not_pending',
    });
    const { data: log } = await owner.client
      .from('staff_changes')
      .select('action')
      .eq('subject_email', email)
      .order('id');
    expect(log?.map((entry) => entry.action)).toEqual([
      'added',
      'invited',
      'invite_resent',
      'invite_cancelled',
    ]);
  });

  it('runs under Deno as an Edge Function, giving the link to pass on when nothing is mailed', async () => {
    const owner = await staffMember('owner', true);
    const { data } = await owner.client.auth.getSession();
    const email = `by-link-${(count += 1)}@example.org`;
    outbox.length = 0;
    const response = await fetch(edge.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${present(data.session).access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ action: 'invite', email, role: 'editor', redirectTo: `${backend.url}/admin` }),
    });
    const answer = (await response.json()) as StaffInviteAnswer;
    expect(answer).toEqual({
      ok: true,
      email,
      userId: expect.any(String),
      link: expect.stringContaining(`${backend.url}/admin#`),
    });
    expect(outbox).toEqual([]);
    const link = answer.ok ? present(answer.link) : '';
    const person = publicClient(backend);
    expect((await person.auth.verifyOtp({ token_hash: tokenHashIn(link), type: 'invite' })).error).toBeNull();
  });
});
