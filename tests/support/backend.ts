/**
 * A whole local backend for tests: PGlite migrated with the seed (or, with DATABASE_URL, a fresh
 * database on that server), fresh keys, the real request handler on 127.0.0.1 at a free port.
 */
import { createServer, type Server } from 'node:http';
import type { Server as NetServer } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { createRequestHandler, type RequestHandlerOptions } from '../../server/app.ts';
import type { BackendKeys } from '../../server/context.ts';
import { openConnections, type Connections } from '../../server/db/connections.ts';
import type { Database, DatabaseOptions } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { generateKeys } from '../../server/keys.ts';
import { pgliteFromTemplate } from './pglite-template.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface TestBackend {
  url: string;
  keys: BackendKeys;
  /** The server's logins (server/db/connections.ts): REST as authenticator, auth as supabase_auth_admin. */
  connections: Connections;
  /** The schema owner's login: what tests arrange and inspect rows as (never a superuser). */
  db: Database;
  /** Every request log line so far. */
  logs: string[];
  /** Creates a confirmed user through the Auth admin API; `admin` also adds its admin_roles row. */
  createUser(email: string, password: string, options?: { admin?: boolean }): Promise<{ id: string }>;
  close(): Promise<void>;
}

export type TestBackendOptions = Pick<
  RequestHandlerOptions,
  'auth' | 'nowSeconds' | 'trustedProxies' | 'serveStatic' | 'rest' | 'storageDir'
> & {
  /**
   * PGlite on this data directory (in its worker thread, as `npm start` runs it), not in memory;
   * or this Postgres database (`databaseUrl`), not a scratch one. Either outlives the backend, so
   * a second backend on it is the first one restarted.
   */
  database?: Pick<DatabaseOptions, 'dataDir' | 'databaseUrl' | 'defaultStatementTimeoutMs'>;
};

/** bcrypt's minimum cost. */
export const TEST_PASSWORD_HASH_COST = 4;

/** Listens on a free port of 127.0.0.1: the port. */
export function listenOnFreePort(server: Server | NetServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/**
 * A migrated database: the Postgres database named, or PGlite in memory (made from the migrated
 * template) or on a data directory, or a scratch database on DATABASE_URL's server.
 */
async function openTestDatabase(
  options: TestBackendOptions['database'] = {},
): Promise<{ connections: Connections; dispose(): Promise<void> }> {
  if (options.databaseUrl) {
    const connections = await openConnections({ databaseUrl: options.databaseUrl });
    return { connections, dispose: () => connections.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // In memory, from the migrated template: seconds saved per backend, and some forty suites start one.
    const connections = options.dataDir
      ? await openConnections(options)
      : await pgliteFromTemplate('migrated');
    return { connections, dispose: () => connections.close() };
  }
  // A login per role, as the server has on Postgres.
  const scratch = await createScratchDatabase(serverUrl, 'contract');
  const connections = await openConnections({ databaseUrl: scratch.url });
  return {
    connections,
    async dispose() {
      await connections.close();
      await scratch.drop();
    },
  };
}

export async function startTestBackend({
  database,
  ...options
}: TestBackendOptions = {}): Promise<TestBackend> {
  const { connections, dispose } = await openTestDatabase(database);
  await migrate(connections, { seed: true });
  const server = createServer();
  const url = `http://127.0.0.1:${await listenOnFreePort(server)}`;
  const keys = generateKeys(url);
  const logs: string[] = [];
  // bcrypt at its lowest cost: the suites create users and sign in hundreds of times, each about
  // 100 ms of CPU at GoTrue's cost of 10. auth-admin.test.ts checks the real cost explicitly.
  const auth = { passwordHashCost: TEST_PASSWORD_HASH_COST, ...options.auth };
  server.on(
    'request',
    createRequestHandler({ db: connections, keys }, { ...options, auth, log: (line) => logs.push(line) }),
  );

  return {
    url,
    keys,
    connections,
    db: connections.owner,
    logs,
    createUser: userCreator(secretClient({ url, keys })),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await dispose();
    },
  };
}

/** createUser through `admin`, a secret-key client: confirmed, and in admin_roles when asked; `created` hears each id. */
export function userCreator(
  admin: SupabaseClient,
  created: (id: string) => void = () => {},
): TestBackend['createUser'] {
  return async (email, password, { admin: isAdmin = false } = {}) => {
    const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (error) throw new Error(`createUser(${email}): ${error.message}`);
    created(data.user.id);
    if (isAdmin) {
      const granted = await admin.from('admin_roles').insert({ user_id: data.user.id });
      if (granted.error) throw new Error(`admin_roles for ${email}: ${granted.error.message}`);
    }
    return { id: data.user.id };
  };
}

let clientCount = 0;

/**
 * supabase-js as the site builds it: the publishable key, no persistence, no timers. Each client
 * gets its own storage key so several can live in one test without sharing a session.
 */
export function publicClient(backend: Pick<TestBackend, 'url' | 'keys'>): SupabaseClient {
  return clientWith(backend, backend.keys.publishableKey);
}

/** The same with the secret key: service_role, as operators and the Auth admin API use it. */
export function secretClient(backend: Pick<TestBackend, 'url' | 'keys'>): SupabaseClient {
  return clientWith(backend, backend.keys.secretKey);
}

function clientWith(backend: Pick<TestBackend, 'url'>, key: string): SupabaseClient {
  clientCount += 1;
  return createClient(backend.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `test-client-${clientCount}`,
    },
  });
}

/** A client signed in as `email`, for tests that start from a session. */
export async function signedInClient(
  backend: Pick<TestBackend, 'url' | 'keys'>,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = publicClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign in as ${email}: ${error.message}`);
  return client;
}

/** The value, or a failure naming what was missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return value;
}

/** The payload of a JWT, unverified: for asserting on the claims the server issued. */
export function decodeJwtClaims(token: string): Record<string, unknown> {
  return decodeJwt(token);
}

/** POST /auth/v1/token?grant_type=refresh_token without supabase-js, to see the raw answer. */
export async function refreshRaw(
  backend: Pick<TestBackend, 'url' | 'keys'>,
  refreshToken: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.keys.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The staff accounts most contract suites need: an admin, and a signed-in user who is not one. */
export const TEST_ADMIN = { email: 'admin@example.org', password: 'admin passphrase' } as const;
export const TEST_MEMBER = { email: 'member@example.org', password: 'member passphrase' } as const;

export interface StaffClients {
  admin: SupabaseClient;
  adminId: string;
  member: SupabaseClient;
  memberId: string;
}

/** Creates TEST_ADMIN and TEST_MEMBER and signs each in with a client of their own. */
export async function signInStaff(
  backend: Pick<TestBackend, 'url' | 'keys' | 'createUser'>,
): Promise<StaffClients> {
  const { id: adminId } = await backend.createUser(TEST_ADMIN.email, TEST_ADMIN.password, { admin: true });
  const { id: memberId } = await backend.createUser(TEST_MEMBER.email, TEST_MEMBER.password);
  return {
    admin: await signedInClient(backend, TEST_ADMIN.email, TEST_ADMIN.password),
    adminId,
    member: await signedInClient(backend, TEST_MEMBER.email, TEST_MEMBER.password),
    memberId,
  };
}

/** signInStaff before the file's tests: read the clients only inside hooks and tests. */
export function staffForEachFile(backend: Pick<TestBackend, 'url' | 'keys' | 'createUser'>): StaffClients {
  const staff = {} as StaffClients;
  beforeAll(async () => {
    Object.assign(staff, await signInStaff(backend));
  });
  return staff;
}

/**
 * A plain request to the backend with the publishable key (headers given in `init` add to or
 * replace it): the status, the headers and the body as JSON, null when empty.
 */
export async function rawRequest(
  backend: Pick<TestBackend, 'url' | 'keys'>,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${backend.url}${path}`, {
    ...init,
    headers: { apikey: backend.keys.publishableKey, ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  };
}

/**
 * What `start` makes, made before the file's tests and closed after them; the value returned stands
 * in for it, so read it only inside hooks and tests.
 */
export function forEachFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error('not started yet: use it inside hooks or tests');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  206: 'Partial Content',
};

/** supabase-js's whole answer to a call PostgREST carried out. */
export const answer = (status: number, data: unknown, count: number | null = null) => ({
  success: true,
  data,
  error: null,
  count,
  status,
  statusText: STATUS_TEXT[status],
});

/** supabase-js's whole answer to a call PostgREST refused. */
export const refusal = (status: number, statusText: string, error: unknown) => ({
  success: false,
  data: null,
  error,
  count: null,
  status,
  statusText,
});

/** What .single() answers when no row matched: the admin check reads it as "no row". */
export const NO_SINGLE_ROW = refusal(406, 'Not Acceptable', {
  code: 'PGRST116',
  details: 'The result contains 0 rows',
  hint: null,
  message: 'Cannot coerce the result to a single JSON object',
});
