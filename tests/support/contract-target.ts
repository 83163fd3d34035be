/**
 * Where the HTTP-only contract suites run: the local backend, or a throwaway Supabase project when
 * SUPABASE_CONTRACT_URL and its keys are set (docs/deploy.md#checking-a-project-end-to-end).
 */
import { secretClient, startTestBackend, userCreator, type TestBackend } from './backend.ts';

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
  // The JWT secret stays the project's: nothing here signs tokens of its own.
  const keys = { ...project, jwtSecret: '' };
  const admin = secretClient({ url: project.url, keys });
  const created: string[] = [];
  return {
    url: project.url,
    keys,
    createUser: userCreator(admin, (id) => created.push(id)),
    async close() {
      for (const id of created) await admin.auth.admin.deleteUser(id);
    },
  };
}
