/**
 * The local backend as a process: the built site, /auth/v1 and /rest/v1 on one port, over PGlite in
 * DATA_DIR or a real Postgres at DATABASE_URL. `npm start` (scripts/start.ts) runs it with the
 * site builder, which builds the site into DATA_DIR from this server's own database and rebuilds
 * it when posts change (server/site-builder/, docs/architecture.md#site-rebuilds);
 * `node server/main.ts` serves what is already built in DIST_DIR.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureAdmin } from './admin-user.ts';
import { createRequestHandler, type RequestHandler } from './app.ts';
import { ConfigError, publicUrl, readConfig, type ServerConfig } from './config.ts';
import { PRIVATE_UMASK } from './data-dir/modes.ts';
import { prepareDataDir } from './data-dir/prepare.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openConnections, type Connections } from './db/connections.ts';
import { MissingRolesError } from './db/roles.ts';
import { migrate } from './db/migrate.ts';
import { loadOrCreateKeys } from './keys.ts';
import { createSiteHandler, createStaticHandler, type SiteHandler } from './static-files/handler.ts';
import { trustedProxies } from './http/client-ip.ts';
import { answerUnreadableRequests, closeStalledSockets, limitConnections } from './http/connection-limits.ts';
import { startLeadDesk, type LeadDesk } from './lead-desk/lead-desk.ts';
import { smtpAuthMail } from './lead-desk/smtp.ts';
import { readSiteBuildSettings, type SiteBuildSettings } from './site-builder/settings.ts';
import { startSiteBuilder, type SiteBuilder, type SiteBuilderOptions } from './site-builder/site-builder.ts';

/** The window AUTH_SIGN_IN_LIMIT counts in, as GoTrue's sign-in limit does. */
const SIGN_IN_WINDOW_MS = 5 * 60 * 1000;
/** How long a shutdown waits for requests in flight before it gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  server: Server;
  /** The database, as each part of the server logs in to it (db/connections.ts). */
  db: Connections;
  /** The site builder, when the server builds its own site (StartOptions.siteBuilds). */
  site?: SiteBuilder;
  /** Resolves once the site is served (at once without the builder); rejects when its first build fails. */
  siteReady: Promise<void>;
  /** Stops accepting, finishes requests in flight, closes the database. */
  stop(): Promise<void>;
}

const logLine = (line: string) => console.log(line);

async function openConfiguredDatabase(config: ServerConfig): Promise<Connections> {
  if (config.databaseUrl) {
    try {
      return await openConnections({ databaseUrl: config.databaseUrl });
    } catch (error) {
      if (error instanceof MissingRolesError) throw new ConfigError(`DATABASE_URL: ${error.message}`);
      const where = new URL(config.databaseUrl);
      throw new ConfigError(
        `cannot reach the database at ${where.host}${where.pathname}: ${(error as Error).message}`,
      );
    }
  }
  try {
    return await openConnections({ dataDir: join(config.dataDir, 'pglite') });
  } catch (error) {
    // Two servers on one PGlite directory would corrupt it (see db/data-dir-lock.ts).
    if (error instanceof DataDirInUseError) {
      throw new ConfigError(
        `DATA_DIR ${config.dataDir} is in use by another server (pid ${error.pid}); stop that one or give this one its own DATA_DIR`,
      );
    }
    throw new ConfigError(
      `cannot open the embedded database in ${config.dataDir}: ${(error as Error).message}`,
    );
  }
}

/** How this process reaches itself: wildcard hosts are reached over loopback. */
function selfUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === 'localhost') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new ConfigError(`port ${port} on ${host} is already in use; stop the other server or set PORT`),
        );
      } else if (error.code === 'EACCES') {
        reject(new ConfigError(`not allowed to listen on ${host}:${port}; choose another PORT`));
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Stops accepting, lets requests in flight finish (up to the grace period), closes the keep-alive
 * connections they leave idle, then closes the database.
 */
async function shutDown(
  server: Server,
  handler: RequestHandler | undefined,
  db: Connections,
  leadDesk: LeadDesk,
  site: SiteBuilder | undefined,
): Promise<void> {
  // First, so that a build under way stops sending requests to this server.
  await site?.stop();
  const closed = new Promise<void>((resolveClosed) => server.close(() => resolveClosed()));
  const finished = (handler?.idle() ?? Promise.resolve()).then(() => server.closeIdleConnections());
  const grace = new AbortController();
  const timedOut = sleep(SHUTDOWN_GRACE_MS, undefined, { signal: grace.signal }).then(
    () => server.closeAllConnections(),
    () => {},
  );
  await Promise.race([finished.then(() => closed), timedOut]);
  grace.abort();
  await leadDesk.stop();
  await db.close();
}

/**
 * The site builder's settings (SITE_URL) and, for tests, its build step, timers and intervals.
 */
export type SiteBuildOptions = SiteBuildSettings &
  Pick<SiteBuilderOptions, 'buildStep' | 'timers' | 'pollIntervalMs' | 'quietMs' | 'maxWaitMs'>;

export interface StartOptions {
  /** Where the server's log lines go; tools that start a server for their own use can quiet it. */
  log?: (line: string) => void;
  /**
   * Build the site into DATA_DIR from this server's database and rebuild it when posts change
   * (`npm start`), instead of serving config.distDir.
   */
  siteBuilds?: SiteBuildOptions;
}

export async function startServer(
  config: ServerConfig,
  { log = logLine, siteBuilds }: StartOptions = {},
): Promise<RunningServer> {
  await prepareDataDir(config.dataDir, { log });
  // With the builder, pages answer 503 until its first build is served (static-files/building-page.ts).
  const serveStatic: SiteHandler = siteBuilds
    ? createSiteHandler({ trustedProxies: config.trustedProxies })
    : await createStaticHandler({ distDir: config.distDir, trustedProxies: config.trustedProxies });

  // Bind first, so a taken port fails at once; requests that arrive while the database opens and
  // migrates wait for the handler instead of failing.
  let handler: RequestHandler | undefined;
  const { promise: handlerReady, resolve: installHandler } = Promise.withResolvers<RequestHandler>();
  const server = createServer((req, res) => void handlerReady.then((ready) => ready(req, res)));
  closeStalledSockets(server);
  answerUnreadableRequests(server);
  const proxies = trustedProxies(config.trustedProxies);
  limitConnections(server, { ...config.connections, isProxy: (address) => proxies.has(address) });
  const port = await listen(server, config.port, config.host);
  const url = publicUrl(config.host, port);

  let db: Connections;
  try {
    db = await openConfiguredDatabase(config);
  } catch (error) {
    server.close();
    throw error;
  }
  try {
    const { applied, seeded } = await migrate(db, { seed: true });
    if (applied.length > 0)
      log(`database: applied ${applied.length} migration(s)${seeded ? ' and the seed' : ''}`);
    const keys = await loadOrCreateKeys(config.dataDir, url);
    handler = createRequestHandler(
      { db, keys },
      {
        serveStatic,
        log,
        trustedProxies: config.trustedProxies,
        storageDir: join(config.dataDir, 'storage'),
        auth: {
          passwordGrantLimit: { limit: config.signInLimit, windowMs: SIGN_IN_WINDOW_MS },
          ...(config.leadDesk.notices && { sendMail: smtpAuthMail(config.leadDesk.notices) }),
          ...(siteBuilds?.siteUrl && { siteUrl: siteBuilds.siteUrl }),
        },
      },
    );
    installHandler(handler);
    if (!config.leadDesk.notices) {
      log(
        'auth mail: without SMTP settings, invitations and reset links are not mailed (the admin shows invite links to copy)',
      );
    }

    if (config.admin) {
      const target = { url: selfUrl(config.host, port), secretKey: keys.secretKey };
      const { created } = await ensureAdmin(target, config.admin.email, config.admin.password);
      log(`admin: ${config.admin.email} ${created ? 'created as owner' : 'exists; password updated, owner'}`);
    }
    const openDb = db;
    // After migrating: the build reads the posts over this server's REST API.
    // The build's bookkeeping and the lead desk are the platform's own jobs: the schema owner's.
    const { siteUrl, ...overrides } = siteBuilds ?? {};
    const site =
      siteBuilds &&
      (await startSiteBuilder({
        db: db.owner,
        dataDir: config.dataDir,
        site: serveStatic,
        // Loopback, never PUBLIC_SUPABASE_URL: the pages built here stay same-origin with this server.
        sourceUrl: selfUrl(config.host, port),
        publishableKey: keys.publishableKey,
        siteUrl: siteUrl ?? publicUrl(config.host, port),
        log,
        ...overrides,
      }));
    let leadDesk: LeadDesk;
    try {
      leadDesk = await startLeadDesk({ db: db.owner, settings: config.leadDesk, log });
    } catch (error) {
      await site?.stop();
      throw error;
    }
    return {
      url,
      server,
      db,
      ...(site && { site }),
      siteReady: site?.ready ?? Promise.resolve(),
      stop: () => shutDown(server, handler, openDb, leadDesk, site),
    };
  } catch (error) {
    server.close();
    await db.close().catch(() => {});
    throw error;
  }
}

/** Start-up failures are the operator's to fix: one sentence, no stack trace. */
function fatal(error: unknown): never {
  console.error(`fatal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * Runs the server until SIGTERM or SIGINT; any start-up failure exits non-zero with one sentence.
 * With `siteBuilds` (npm start), "ready:" waits for the site, and a failed first build is fatal.
 */
export async function runFromEnvironment({
  siteBuilds = false,
}: { siteBuilds?: boolean } = {}): Promise<void> {
  // The process's own umask too: what is written without an explicit mode (the site's astro build,
  // a child process that inherits it) is private as well.
  process.umask(PRIVATE_UMASK);
  let running: RunningServer;
  try {
    const config = readConfig(process.env, process.cwd());
    const settings = siteBuilds ? readSiteBuildSettings(process.env) : undefined;
    running = await startServer(config, settings ? { siteBuilds: settings } : {});
  } catch (error) {
    fatal(error);
  }
  const started = running;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    logLine(`${signal}: finishing requests in flight, then closing the database`);
    started.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`fatal: shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  // Before the first build is waited for, so that stopping then also ends that build.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await running.siteReady;
  } catch (error) {
    await running.stop().catch(() => {});
    fatal(error);
  }
  const db = running.db.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : 'PGlite (DATA_DIR)';
  logLine(`ready: site and API on ${running.url} using ${db}`);
}

if (import.meta.main) await runFromEnvironment();
