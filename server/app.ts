/**
 * The local backend's request handler: /auth/v1 (GoTrue's API), /rest/v1 (PostgREST's API),
 * /storage/v1 (Storage's API, with its files in DATA_DIR/storage), CORS preflights for them, and everything else to the static site. It logs one line per request
 * (method, path without the query string, which may carry values, status, duration), turns an
 * unexpected exception into a 500 instead of a crash, and counts requests in flight so a
 * shutdown can wait for them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, sendAuthError } from './auth/errors.ts';
import { createAuthHandler, type AuthOptions } from './auth/router.ts';
import type { BackendContext } from './context.ts';
import { DatabaseUnavailableError } from './db/unavailable.ts';
import { passGateway, type Identity } from './gateway/gateway.ts';
import { trustedProxies, type ProxyRange } from './http/client-ip.ts';
import { answerPreflight, applyCors, isPreflight } from './http/cors.ts';
import { BARE_SECURITY_HEADERS, sendJson } from './http/respond.ts';
import { createFunctionsHandler } from './functions/functions-handler.ts';
import { createRestHandler, type RestOptions } from './rest/handler.ts';
import { fromDatabaseError, sendRestError } from './rest/errors.ts';
import { STORAGE_ERRORS, sendStorageError } from './storage/errors.ts';
import { createFileStore } from './storage/file-store.ts';
import { createStorageHandler, isPublicRead } from './storage/handler.ts';

export interface RequestHandlerOptions {
  serveStatic?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  log?: (line: string) => void;
  /** Refresh-token reuse interval and the password sign-in rate limit. */
  auth?: Omit<AuthOptions, 'proxies' | 'nowSeconds'>;
  /** REST's own bounds; tests give smaller ones than the defaults of rest/limits.ts. */
  rest?: Omit<RestOptions, 'proxies'>;
  /** Reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); otherwise the socket address counts. */
  trustedProxies?: readonly ProxyRange[];
  /** The clock in epoch seconds (tests move it). */
  nowSeconds?: () => number;
  /** Where Storage keeps its files (DATA_DIR/storage); without it /storage/v1 answers 404. */
  storageDir?: string;
}

export interface RequestHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Requests started and not yet answered. */
  inFlight(): number;
  /** Resolves once no request is in flight. */
  idle(): Promise<void>;
}

type Area = 'auth' | 'rest' | 'storage' | 'functions' | 'site';

/** Who follows a link of Kong's auth-v1-open routes: nobody in particular. */
const OPEN_ROUTE: Identity = { caller: { role: 'anon', claims: { role: 'anon' }, key: 'publishable' } };

const AREAS: [Area, string][] = [
  ['auth', '/auth/v1'],
  ['rest', '/rest/v1'],
  ['storage', '/storage/v1'],
  ['functions', '/functions/v1'],
];

/** The request target as a URL; `//x` stays a path instead of becoming a host. */
function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/';
  try {
    return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
  } catch {
    return undefined;
  }
}

/** Which half answers, and the path below its prefix (/auth/v1/token → /token). */
function areaOf(pathname: string): { area: Area; below: string } {
  for (const [area, prefix] of AREAS) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { area, below: pathname.slice(prefix.length) || '/' };
    }
  }
  return { area: 'site', below: pathname };
}

/**
 * A 500 each client family can parse: GoTrue's shape for auth-js, PostgREST's for postgrest-js.
 * A 503 while the database is unreachable (Postgres stopped or restarting): the request was fine
 * and may be retried, which auth-js and postgrest-js both read from the status. REST requests get
 * it from the REST half already (PGRST000); this covers Auth and anything else that reached the
 * database.
 */
function sendFailure(res: ServerResponse, area: Area, error: unknown): void {
  if (res.headersSent) return void res.destroy();
  if (error instanceof DatabaseUnavailableError) {
    const refusal = fromDatabaseError(error, false);
    if (area === 'rest' && refusal) return sendRestError(res, refusal);
    res.setHeader('Retry-After', '1');
    const message = 'The database is unavailable; please try again shortly';
    return sendAuthError(res, new AuthError(503, 'unexpected_failure', message));
  }
  if (area === 'auth') {
    const message = 'Unexpected failure, please check server logs for more information';
    sendAuthError(res, new AuthError(500, 'unexpected_failure', message));
  } else if (area === 'rest') {
    sendJson(res, 500, { code: 'PGRSTX00', details: null, hint: null, message: 'Internal server error' });
  } else if (area === 'storage') {
    sendStorageError(res, STORAGE_ERRORS.internal());
  } else {
    sendJson(res, 500, { message: 'Internal Server Error' });
  }
}

export function createRequestHandler(
  ctx: BackendContext,
  options: RequestHandlerOptions = {},
): RequestHandler {
  const log = options.log ?? (() => {});
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const proxies = trustedProxies(options.trustedProxies ?? []);
  const auth = createAuthHandler(ctx, { ...options.auth, proxies, nowSeconds });
  const rest = createRestHandler(ctx, { ...options.rest, proxies });
  const storage =
    options.storageDir === undefined
      ? undefined
      : createStorageHandler(ctx, { files: createFileStore(options.storageDir), proxies });
  const functions = createFunctionsHandler(ctx, { mailsInvites: options.auth?.sendMail !== undefined });
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  const dispatch = async (req: IncomingMessage, res: ServerResponse, url: URL, area: Area, below: string) => {
    if (area === 'site') {
      if (options.serveStatic) await options.serveStatic(req, res);
      else sendJson(res, 404, { message: 'Not Found' });
      return;
    }
    if (area === 'storage' && !storage) return sendJson(res, 404, { message: 'Not Found' });
    if (isPreflight(req)) return answerPreflight(req, res);
    applyCors(res);
    // Auth answers carry tokens and account data, refusals included: no browser or proxy keeps a copy.
    if (area === 'auth') res.setHeader('Cache-Control', 'no-store');
    // Kong's open routes: a mailed link is followed by a browser that holds no key, and a public
    // bucket's file is fetched by an <img> that holds none either.
    const identity =
      (area === 'auth' && below === '/verify' && req.method === 'GET') ||
      (area === 'storage' && isPublicRead(req.method, below))
        ? OPEN_ROUTE
        : await passGateway(req, res, url, ctx.keys, nowSeconds());
    if (!identity) return;
    if (area === 'functions') await functions(req, res, url, below);
    else if (area === 'storage') await storage?.(req, res, url, below, identity);
    else await (area === 'auth' ? auth : rest)(req, res, url, below, identity);
  };

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const url = requestUrl(req);
    const { area, below } = url ? areaOf(url.pathname) : { area: 'site' as Area, below: '' };
    const method = req.method ?? 'GET';
    const path = url?.pathname ?? '(unparsable)';
    inFlight += 1;
    let logged = false;
    const logOnce = () => {
      if (logged) return;
      logged = true;
      log(`${method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
    };
    // Logged as the response ends, before its last bytes leave: whoever holds the answer can
    // already read the line. A client that goes away first is logged when the socket closes.
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      logOnce();
      return end(...args);
    }) as ServerResponse['end'];
    res.once('close', () => {
      logOnce();
      inFlight -= 1;
      if (inFlight === 0) {
        for (const resolve of waiters) resolve();
        waiters = [];
      }
    });
    if (!url) return sendJson(res, 400, { message: 'Bad Request' }, BARE_SECURITY_HEADERS);
    dispatch(req, res, url, area, below).catch((error: unknown) => {
      // An outage, not a bug: one line without a stack.
      if (error instanceof DatabaseUnavailableError) log(`unavailable: ${method} ${path}: ${error.message}`);
      else
        log(`error: ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
      sendFailure(res, area, error);
    });
  }) as RequestHandler;
  handler.inFlight = () => inFlight;
  handler.idle = () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve)));
  return handler;
}
