/**
 * Whether a signed-in admin sees the dashboard yet (docs/product.md#admin-second-factor): with a
 * verified factor the session must be aal2 (else the code is asked); without one, the dashboard
 * opens unless require_admin_mfa makes the admin enrol first. The database applies the same rule
 * in private.is_admin(), so this only spares the admin a dashboard of empty lists.
 */
/** 'aal1' or 'aal2' as supabase-js reads them from the token; null without a session. */
export type AssuranceLevel = string | null;

export type Gate = 'open' | 'needsCode' | 'mustEnrol';

export interface Assurance {
  current: AssuranceLevel;
  /** aal2 when the user has a verified factor (supabase-js's nextLevel). */
  next: AssuranceLevel;
}

export function decideGate(assurance: Assurance, mfaRequired: boolean): Gate {
  if (assurance.current === 'aal2') return 'open';
  if (assurance.next === 'aal2') return 'needsCode';
  return mfaRequired ? 'mustEnrol' : 'open';
}
