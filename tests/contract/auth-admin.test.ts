/**
 * The Auth admin API with the secret key (what `npm run admin:create` and the test helpers use),
 * and its refusals: duplicate email, weak password, malformed email, a caller that is not admin.
 */
import { MIN_PASSWORD_LENGTH } from '../../src/lib/auth/password-rules.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { BCRYPT_COST } from '../../server/auth/password.ts';
import {
  forEachFile,
  present,
  publicClient,
  secretClient,
  signedInClient,
  startTestBackend,
  TEST_ADMIN,
} from '../support/backend.ts';

// GoTrue's own cost, which the other suites lower to sign in quickly.
const backend = forEachFile(() => startTestBackend({ auth: { passwordHashCost: BCRYPT_COST } }));

beforeAll(async () => {
  await backend.createUser(TEST_ADMIN.email, TEST_ADMIN.password, { admin: true });
});

describe('Auth admin API', () => {
  const admin = () => secretClient(backend).auth.admin;

  it('creates, reads, lists, updates and deletes users, storing bcrypt hashes as GoTrue does ($2a$, cost 10)', async () => {
    const created = await admin().createUser({
      email: ' New.User@Example.org',
      password: 'first password',
      email_confirm: true,
      user_metadata: { name: 'New User' },
    });
    expect(created).toMatchObject({
      data: {
        user: {
          email: 'new.user@example.org',
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: { name: 'New User', email_verified: true },
        },
      },
      error: null,
    });
    const id = present(created.data.user).id;
    const { rows } = await backend.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [id],
    );
    expect(present(rows[0]).encrypted_password).toMatch(/^\$2a\$10\$.{53}$/);

    expect((await admin().getUserById(id)).data.user?.email).toBe('new.user@example.org');
    const list = await admin().listUsers({ page: 1, perPage: 1 });
    expect(list).toMatchObject({
      data: { aud: 'authenticated', total: 2, nextPage: 2, lastPage: 2 },
      error: null,
    });
    expect(list.data.users).toHaveLength(1);

    const updated = await admin().updateUserById(id, {
      password: 'second password',
      user_metadata: { name: null },
    });
    expect(updated).toMatchObject({
      data: { user: { user_metadata: { email_verified: true } } },
      error: null,
    });
    expect(present(updated.data.user).user_metadata).not.toHaveProperty('name');
    expect((await signedInClient(backend, 'new.user@example.org', 'second password')).auth).toBeDefined();

    expect(await admin().deleteUser(id)).toMatchObject({ error: null });
    expect(await admin().getUserById(id)).toMatchObject({
      data: { user: null },
      error: { status: 404, code: 'user_not_found' },
    });
  });

  it.each([
    [
      'a duplicate email with 422 email_exists',
      'ADMIN@example.org',
      'whatever1',
      {
        status: 422,
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      },
    ],
    [
      'a short password with 422 weak_password',
      'short@example.org',
      '12345',
      {
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        reasons: ['length'],
        message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      },
    ],
    [
      'a malformed email with validation_failed',
      'not an email',
      'long enough',
      { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
    ],
  ])('refuses %s', async (_name, email, password, error) => {
    const result = await admin().createUser({ email, password, email_confirm: true });

    expect(result).toMatchObject({ data: { user: null }, error });
  });

  it('is 403 not_admin for the publishable key and for a user token', async () => {
    const visitor = publicClient(backend);
    const signedIn = await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password);

    for (const client of [visitor, signedIn]) {
      expect(await client.auth.admin.listUsers()).toMatchObject({
        data: { users: [] },
        error: { name: 'AuthApiError', status: 403, code: 'not_admin', message: 'User not allowed' },
      });
    }
  });
});
