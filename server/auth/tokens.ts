/**
 * Access tokens and the AccessTokenResponse GoTrue sends after a grant. The claims are GoTrue's
 * (hooks/v0hooks AccessTokenClaims), so policies calling auth.jwt() see what they see on Supabase.
 */
import type { BackendKeys } from '../context.ts';
import type { AmrEntry, AssuranceLevel } from './factors.ts';
import { signJwt, type JwtClaims } from './jwt.ts';
import { userJson, type User } from './users.ts';

/** GoTrue's default jwt_expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface SessionGrant {
  sessionId: string;
  refreshToken: string;
  /** The session's level: aal2 once it has passed a second factor (factors.ts sessionAssurance). */
  aal: AssuranceLevel;
  /** The methods the session has passed, newest first, each with when it last did. */
  amr: AmrEntry[];
}

export function accessTokenClaims(
  keys: BackendKeys,
  user: User,
  grant: SessionGrant,
  nowSeconds: number,
): JwtClaims {
  return {
    iss: `${keys.url}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp: nowSeconds + ACCESS_TOKEN_TTL_SECONDS,
    iat: nowSeconds,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: grant.aal,
    amr: grant.amr,
    session_id: grant.sessionId,
    is_anonymous: user.is_anonymous,
  };
}

export async function accessTokenResponse(
  keys: BackendKeys,
  user: User,
  grant: SessionGrant,
  nowSeconds: number,
) {
  const claims = accessTokenClaims(keys, user, grant, nowSeconds);
  return {
    access_token: await signJwt(claims, keys.jwtSecret),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: claims.exp,
    refresh_token: grant.refreshToken,
    user: userJson(user),
  };
}
