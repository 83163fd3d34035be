/**
 * GET /auth/v1/user (the signed-in user, as a bare User object) and POST /auth/v1/logout
 * (204; scope global, local or others), as GoTrue's api/user.go and api/logout.go answer them.
 */
import { sendEmpty, sendJson } from '../http/respond.ts';
import { badRequest } from './errors.ts';
import { requireUser, type AuthRequest } from './request.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import { userJson } from './users.ts';

export async function handleGetUser(request: AuthRequest): Promise<void> {
  const { user } = await requireUser(request);
  sendJson(request.res, 200, userJson(user));
}

function logoutScope(value: string | null): LogoutScope {
  if (value === null || value === '' || value === 'global') return 'global';
  if (value === 'local' || value === 'others') return value;
  throw badRequest('validation_failed', `Unsupported logout scope "${value}"`);
}

export async function handleLogout(request: AuthRequest): Promise<void> {
  const scope = logoutScope(request.url.searchParams.get('scope'));
  const { user, session } = await requireUser(request);
  await request.ctx.db.auth.transaction((tx) => endSessions(tx, user.id, session?.id, scope));
  sendEmpty(request.res, 204);
}
