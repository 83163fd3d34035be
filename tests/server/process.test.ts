/**
 * The backend as an operator meets it: `node server/main.ts` in a temporary working directory with a
 * tiny built site, its environment, log lines, exit codes and shutdown.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  spawnServer,
  waitForOutput,
  waitForReady,
  type ServerProcess,
} from '../../scripts/loadtest/server-process.ts';
import { listenOnFreePort } from '../support/backend.ts';
import { createScratchDatabase } from '../support/scratch-database.ts';

const migrationsDir = resolve(import.meta.dirname, '..', '..', 'supabase', 'migrations');

let cwd: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'server-process-'));
  await mkdir(join(cwd, 'dist'));
  await writeFile(join(cwd, 'dist', 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await writeFile(
    join(cwd, 'dist', '404.html'),
    '<!doctype html><title>Missing</title><h1>Page Not Found</h1>',
  );
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(cwd, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer(env, cwd);
  children.push(server.child);
  return server;
}

async function occupyPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  return { server, port: await listenOnFreePort(server) };
}

/** A contact message POSTed so that SIGTERM reaches the server while it is in flight; its status. */
function postAcrossShutdown(started: ServerProcess, url: URL, publishableKey: string): Promise<number> {
  const body = JSON.stringify({
    name: 'Ruth',
    email: 'ruth@example.org',
    message: 'Sent across a shutdown.',
  });
  return new Promise<number>((resolveStatus, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/rest/v1/contact_messages',
        headers: {
          apikey: publishableKey,
          'content-type': 'application/json',
          'content-length': body.length,
          // The server's 100 Continue says it has read the headers: the request is in flight.
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        resolveStatus(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    // Half the body, the signal, and the rest once the server says it is shutting down: the
    // request is in flight across the shutdown.
    req.on('continue', () => {
      req.write(body.slice(0, 10));
      started.child.kill('SIGTERM');
      waitForOutput(started, /SIGTERM: finishing requests in flight/).then(
        () => req.end(body.slice(10)),
        reject,
      );
    });
    req.flushHeaders();
  });
}

describe('start-up failures exit non-zero with one sentence', () => {
  it('refuses a port that is in use', async () => {
    const { server, port } = await occupyPort();
    try {
      const started = start({ PORT: String(port), DATA_DIR: join(cwd, 'data') });
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain(`fatal: port ${port} on 127.0.0.1 is already in use`);
    } finally {
      server.close();
    }
  });

  it('refuses an unreachable database', async () => {
    const { server, port } = await occupyPort();
    server.close();
    const started = start({
      DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/kindred`,
      DATA_DIR: join(cwd, 'data'),
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(`fatal: cannot reach the database at 127.0.0.1:${port}/kindred`);
  });

  it('refuses a data dir it cannot use', async () => {
    await writeFile(join(cwd, 'not-a-dir'), 'x');
    const started = start({ DATA_DIR: join(cwd, 'not-a-dir') });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(`fatal: cannot use DATA_DIR ${join(cwd, 'not-a-dir')}`);
  });

  it('refuses a malformed variable', async () => {
    const started = start({ PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe('fatal: PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it('says to build when dist/ is missing', async () => {
    await rm(join(cwd, 'dist'), { recursive: true });
    const started = start({ DATA_DIR: join(cwd, 'data') });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/fatal: .*dist.*npm run build/);
  });
});

it('a running server: serves the site and the API, logs each request, creates the admin from the environment, and finishes a request in flight on SIGTERM, then exits 0', async () => {
  const dataDir = join(cwd, 'data');
  const admin = { ADMIN_EMAIL: 'Pastor@Example.org', ADMIN_PASSWORD: 'first passphrase' };
  const started = start({ DATA_DIR: dataDir, ...admin });
  const url = await waitForReady(started);
  expect(started.output()).toContain('admin: pastor@example.org created as owner');

  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  const missing = await fetch(`${url}/nowhere?token=secret`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
  // The log line and the answer travel separately (stdout, the socket): wait for the line.
  await expect.poll(() => started.output()).toMatch(/GET \/ 200 \d+ms/);
  await expect.poll(() => started.output()).toMatch(/GET \/nowhere 404 \d+ms/);
  expect(started.output()).not.toContain('token=secret');

  const keys = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as { publishableKey: string };
  const client = createClient(url, keys.publishableKey, { auth: { persistSession: false } });
  const signIn = await client.auth.signInWithPassword({
    email: 'pastor@example.org',
    password: 'first passphrase',
  });
  expect(signIn.error).toBeNull();
  const role = await client
    .from('admin_roles')
    .select('user_id')
    .eq('user_id', signIn.data.user?.id)
    .single();
  expect(role.data).toEqual({ user_id: signIn.data.user?.id });

  expect(await postAcrossShutdown(started, new URL(url), keys.publishableKey)).toBe(201);
  expect(await started.exited).toBe(0);
  expect(started.output()).toContain('SIGTERM: finishing requests in flight, then closing the database');

  // A second start with a new password keeps the account and its role, and updates the password.
  const restarted = start({ DATA_DIR: dataDir, ...admin, ADMIN_PASSWORD: 'second passphrase' });
  const url2 = await waitForReady(restarted);
  expect(restarted.output()).toContain('admin: pastor@example.org exists; password updated, owner');
  const client2 = createClient(url2, keys.publishableKey, { auth: { persistSession: false } });
  const old = await client2.auth.signInWithPassword({
    email: 'pastor@example.org',
    password: 'first passphrase',
  });
  expect(old.error?.message).toBe('Invalid login credentials');
  const fresh = await client2.auth.signInWithPassword({
    email: 'pastor@example.org',
    password: 'second passphrase',
  });
  expect(fresh.data.user?.id).toBe(signIn.data.user?.id);
  restarted.child.kill('SIGINT');
  expect(await restarted.exited).toBe(0);
});

describe.runIf(process.env.DATABASE_URL)('on a real Postgres (DATABASE_URL)', () => {
  it('bootstraps and migrates it once, then serves from it across restarts', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'process');
    try {
      const env = { DATABASE_URL: scratch.url, DATA_DIR: join(cwd, 'data') };
      const first = start(env);
      const url = await waitForReady(first);
      // Every migration of the repo, however many there are by now.
      const migrations = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql'));
      expect(first.output()).toContain(`database: applied ${migrations.length} migration(s) and the seed`);
      expect(first.output()).toContain('using Postgres (DATABASE_URL)');
      const keys = JSON.parse(await readFile(join(cwd, 'data', 'keys.json'), 'utf8')) as {
        publishableKey: string;
      };
      const visitor = createClient(url, keys.publishableKey, { auth: { persistSession: false } });
      const sent = await visitor
        .from('contact_messages')
        .insert({ name: 'Lydia', email: 'lydia@example.org', message: 'Hello' });
      expect(sent.status).toBe(201);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = start(env);
      const url2 = await waitForReady(second);
      expect(second.output()).not.toContain('database: applied');
      const posts = await createClient(url2, keys.publishableKey, { auth: { persistSession: false } })
        .from('blog_posts')
        .select('slug', { count: 'exact', head: true })
        .eq('published', true);
      expect(posts.count).toBe(4);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await scratch.drop();
    }
  });
});
