/**
 * The endpoints that only describe the server: /health, /settings, the JWKS (empty: tokens are
 * HS256, so supabase-js's getClaims() falls back to /user), and /signup, which answers as GoTrue
 * does with DISABLE_SIGNUP: accounts here are created by an admin with the secret key.
 */
import { sendJson } from '../http/respond.ts';
import { unprocessable } from './errors.ts';
import type { AuthRequest } from './request.ts';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'workos',
  'zoom',
  'phone',
];

export function handleHealth(request: AuthRequest): void {
  sendJson(request.res, 200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

export function handleSettings(request: AuthRequest): void {
  const external: Record<string, boolean> = Object.fromEntries(
    EXTERNAL_PROVIDERS.map((name) => [name, false]),
  );
  external.email = true;
  sendJson(request.res, 200, {
    external,
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export function handleJwks(request: AuthRequest): void {
  sendJson(request.res, 200, { keys: [] });
}

export function handleSignup(_request: AuthRequest): void {
  throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
}
