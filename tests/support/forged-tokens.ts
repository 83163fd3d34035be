/**
 * Tokens a test forges itself, to see how the backend treats what GoTrue did not issue: claims of
 * the shape GoTrue writes for a signed-in user, and tokens with no signature at all.
 */

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** GoTrue's access-token claims for `userId`, valid for an hour, with any field overridden. */
export function userClaims(
  backendUrl: string,
  userId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    iss: `${backendUrl}/auth/v1`,
    sub: userId,
    aud: 'authenticated',
    exp: nowSeconds() + 3600,
    iat: nowSeconds(),
    role: 'authenticated',
    session_id: '00000000-0000-0000-0000-000000000000',
    ...overrides,
  };
}

/** A JWT with an empty signature, its header naming `alg` (by default `none`). */
export function unsignedToken(claims: Record<string, unknown>, alg = 'none'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg, typ: 'JWT' })}.${encode(claims)}.`;
}
