/**
 * The second-factor calls of the dashboard over supabase-js's auth.mfa (the same on a hosted
 * project and the local backend). Each answers an error in one shape, so the screens show the
 * messages of code-error.ts.
 */
import { createBrowserClient } from '../../lib/db/browser-client.ts';
import type { Assurance } from './gate.ts';

export interface MfaError {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

export type MfaResult<T> = { ok: true; value: T } | { ok: false; error: MfaError };

export interface Enrolment {
  factorId: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The same secret, as text for a password manager. */
  secret: string;
}

function fail(error: { message: string; code?: string | undefined; status?: number | undefined }) {
  return { ok: false as const, error: { message: error.message, code: error.code, status: error.status } };
}

const auth = () => createBrowserClient().auth;

export async function readAssurance(): Promise<MfaResult<Assurance>> {
  const { data, error } = await auth().mfa.getAuthenticatorAssuranceLevel();
  if (error) return fail(error);
  return { ok: true, value: { current: data.currentLevel, next: data.nextLevel } };
}

/** The admin's verified TOTP factor, if any. */
export async function findVerifiedFactor(): Promise<MfaResult<string | null>> {
  const { data, error } = await auth().mfa.listFactors();
  if (error) return fail(error);
  return { ok: true, value: data.totp[0]?.id ?? null };
}

/** A fresh challenge and the code against it: the session becomes aal2. */
export async function verifyCode(factorId: string, code: string): Promise<MfaResult<null>> {
  const { error } = await auth().mfa.challengeAndVerify({ factorId, code });
  return error ? fail(error) : { ok: true, value: null };
}

/**
 * A new TOTP factor. An unverified one left by an abandoned attempt is removed first (allowed at
 * aal1), so the new one does not clash with it.
 */
export async function startEnrolment(): Promise<MfaResult<Enrolment>> {
  const client = auth();
  const listed = await client.mfa.listFactors();
  if (listed.error) return fail(listed.error);
  for (const factor of listed.data.all) {
    if (factor.status !== 'unverified') continue;
    const removed = await client.mfa.unenroll({ factorId: factor.id });
    if (removed.error) return fail(removed.error);
  }
  const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (error) return fail(error);
  return { ok: true, value: { factorId: data.id, uri: data.totp.uri, secret: data.totp.secret } };
}

/** Abandons an enrolment that was never confirmed. */
export async function cancelEnrolment(factorId: string): Promise<void> {
  await auth().mfa.unenroll({ factorId });
}

/** Removing a verified factor needs aal2, so a fresh code is verified first. */
export async function removeFactor(factorId: string, code: string): Promise<MfaResult<null>> {
  const verified = await verifyCode(factorId, code);
  if (!verified.ok) return verified;
  const { error } = await auth().mfa.unenroll({ factorId });
  if (error) return fail(error);
  // The session's aal2 came from this factor; a refresh brings the token back to aal1 as well.
  await auth().refreshSession();
  return { ok: true, value: null };
}
