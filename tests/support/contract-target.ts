/**
 * Where the HTTP-only contract suites run: the local backend, or a throwaway Supabase project when
 * SUPABASE_CONTRACT_URL and its keys are set (docs/deploy.md#checking-a-project-end-to-end).
 */
import { createClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './backend.ts';

/** What a suite that speaks only HTTP may use of its backend. */
export type HttpBackend = Pick<TestBackend, 'url' | 'keys' | 'createUser' | 'close'>;

const ENV = {
  url: 'SUPABASE_CONTRACT_URL',
  publishableKey: 'SUPABASE_CONTRACT_PUBLISHABLE_KEY',
  secretKey: 'SUPABASE_CONTRACT_SECRET_KEY',
} as const;

/** The project in the environment, or undefined; half a configuration is an error. */
function hostedProject(): { url: string; publishableKey: string; secretKey: string } | undefined {
  const values = Object.fromEntries(
    Object.entries(ENV).map(([key, name]) => [key, process.env[name]?.trim()]),
  );
  const given = Object.values(values).filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) {
    throw new Error(
      `set all of ${Object.values(ENV).join(', ')} to run the contract suites against a project`,
    );
  }
  return values as { url: string; publishableKey: string; secretKey: string };
}

export async function startContractBackend(): Promise<HttpBackend> {
  const project = hostedProject();
  if (!project) return startTestBackend();
  const admin = createClient(project.url, project.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'contract-target-admin' },
  });
  const created: string[] = [];
  return {
    url: project.url,
    // The JWT secret stays the project's: nothing here signs tokens of its own.
    keys: {
      url: project.url,
      publishableKey: project.publishableKey,
      secretKey: project.secretKey,
      jwtSecret: '',
    },
    async createUser(email, password, { admin: isAdmin = false } = {}) {
      const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
      if (error) throw new Error(`createUser(${email}): ${error.message}`);
      created.push(data.user.id);
      if (isAdmin) {
        const granted = await admin.from('admin_roles').insert({ user_id: data.user.id });
        if (granted.error) throw new Error(`admin_roles for ${email}: ${granted.error.message}`);
      }
      return { id: data.user.id };
    },
    async close() {
      for (const id of created) await admin.auth.admin.deleteUser(id);
    },
  };
}
