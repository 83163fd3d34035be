/**
 * The server's environment, read once at start. Every variable is checked here so that a typo
 * stops the server with a sentence naming the variable, never with a stack trace later on.
 */
import { resolve } from 'node:path';
import { passwordProblem } from './auth/password.ts';
import { ConfigError, parseUrl } from './config-error.ts';
import { parseProxyList, type ProxyRange } from './http/client-ip.ts';
import { DEFAULT_MAX_CONNECTIONS, DEFAULT_MAX_CONNECTIONS_PER_CLIENT } from './http/connection-limits.ts';
import { readLeadDeskSettings, type LeadDeskSettings } from './lead-desk/settings.ts';

export { ConfigError };

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite's files and the keys live; absolute. */
  dataDir: string;
  /** A real Postgres instead of PGlite, when set. */
  databaseUrl?: string;
  /** The first admin, created or updated at start when both are set. */
  admin?: { email: string; password: string };
  /** The site's own built files. */
  distDir: string;
  /** The reverse proxies whose X-Forwarded-For is believed; none by default (the socket address counts). */
  trustedProxies: ProxyRange[];
  /** Password sign-ins allowed per client IP in five minutes (GoTrue's default: 30). */
  signInLimit: number;
  /** Lead notices and mails to visitors by SMTP, and the retention period (lead-desk/settings.ts). */
  leadDesk: LeadDeskSettings;
  /** Open connections in all, and from one client (http/connection-limits.ts). */
  connections: { total: number; perClient: number };
}

export const DEFAULT_PORT = 4321;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = '.data';
export const DEFAULT_SIGN_IN_LIMIT = 30;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Env = Record<string, string | undefined>;

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

function parseTrustProxy(value: string | undefined): ProxyRange[] {
  try {
    return parseProxyList(value ?? '');
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY lists the proxies whose X-Forwarded-For to believe, separated by commas ` +
        `(e.g. loopback, 10.0.0.0/8, fd00::/8): ${(error as Error).message}`,
    );
  }
}

/** A whole number of at least 1 from `env[name]`, or `fallback` when it is unset. */
export function parseCount(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || count < 1) {
    throw new ConfigError(`${name} must be a whole number of at least 1 (got "${value}")`);
  }
  return count;
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  parseUrl('DATABASE_URL', value, ['postgres', 'postgresql'], 'postgres://user:password@host:5432/db');
  return value;
}

/** Both ADMIN_EMAIL and ADMIN_PASSWORD, or neither. */
export function parseAdmin(email: string | undefined, password: string | undefined): ServerConfig['admin'] {
  const address = email?.trim().toLowerCase() ?? '';
  const secret = password ?? '';
  if (!address && !secret) return undefined;
  if (!address || !secret) {
    throw new ConfigError(
      'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create an admin, or neither',
    );
  }
  if (!EMAIL_PATTERN.test(address))
    throw new ConfigError(`ADMIN_EMAIL is not an email address (got "${email}")`);
  // The auth server would refuse it; refusing it here gives the operator the reason at once.
  const problem = passwordProblem(secret, address);
  if (problem) throw new ConfigError(`ADMIN_PASSWORD is refused: ${problem.message}`);
  return { email: address, password: secret };
}

export function readConfig(env: Env, cwd: string): ServerConfig {
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const admin = parseAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || DEFAULT_HOST,
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    trustedProxies: parseTrustProxy(env.TRUST_PROXY),
    signInLimit: parseCount(env, 'AUTH_SIGN_IN_LIMIT', DEFAULT_SIGN_IN_LIMIT),
    leadDesk: readLeadDeskSettings(env),
    connections: {
      total: parseCount(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS),
      perClient: parseCount(env, 'MAX_CONNECTIONS_PER_CLIENT', DEFAULT_MAX_CONNECTIONS_PER_CLIENT),
    },
    ...(databaseUrl && { databaseUrl }),
    ...(admin && { admin }),
  };
}

/** The address people type: wildcard and loopback hosts are reached as localhost. */
export function publicUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
