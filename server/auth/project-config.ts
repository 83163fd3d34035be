/**
 * The auth settings of supabase/config.toml, which `supabase start` and a linked project use, read
 * by the local backend so that it mails the same templates and keeps the same limits
 * (docs/deploy.md#auth-mail). A missing or malformed entry stops the server at start.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'smol-toml';
import { ConfigError } from '../config-error.ts';

export type EmailAction = 'invite' | 'recovery';
export const EMAIL_ACTIONS: readonly EmailAction[] = ['invite', 'recovery'];

export interface AuthProjectConfig {
  minimumPasswordLength: number;
  /** Auth mails per hour for the whole project (rate_limit.email_sent). */
  emailsPerHour: number;
  /** The shortest time between two mails to one address (email.max_frequency). */
  maxFrequencySeconds: number;
  /** How long an emailed link works (email.otp_expiry). */
  otpExpirySeconds: number;
  /** Besides the server's own origin, where emailed links may send people. */
  redirectUrls: string[];
  templates: Record<EmailAction, { subject: string; html: string }>;
}

const CONFIG_FILE = new URL('../../supabase/config.toml', import.meta.url);
const PROJECT_ROOT = new URL('../../', import.meta.url);

type Table = Record<string, unknown>;

function table(parent: Table, key: string, where: string): Table {
  const value = parent[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`supabase/config.toml has no [${where}] table`);
  }
  return value as Table;
}

function entry<T>(parent: Table, key: string, where: string, check: (value: unknown) => value is T): T {
  const value = parent[key];
  if (!check(value)) throw new ConfigError(`supabase/config.toml: [${where}] ${key} is missing or malformed`);
  return value;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** The CLI's durations as Go writes them: "60s", "1m0s", "1h". */
function seconds(value: string, where: string): number {
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!parts || value === '')
    throw new ConfigError(`supabase/config.toml: ${where} is not a duration like "60s"`);
  const [hours = '0', minutes = '0', secs = '0'] = parts.slice(1).map((part) => part ?? '0');
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
}

export function readAuthProjectConfig(file: URL = CONFIG_FILE): AuthProjectConfig {
  const auth = table(parse(readFileSync(file, 'utf8')) as Table, 'auth', 'auth');
  const email = table(auth, 'email', 'auth.email');
  const template = table(email, 'template', 'auth.email.template');
  const templates = Object.fromEntries(
    EMAIL_ACTIONS.map((action) => {
      const where = `auth.email.template.${action}`;
      const settings = table(template, action, where);
      const path = entry(settings, 'content_path', where, isText);
      return [
        action,
        {
          subject: entry(settings, 'subject', where, isText),
          html: readFileSync(resolve(new URL(PROJECT_ROOT).pathname, path), 'utf8'),
        },
      ];
    }),
  ) as AuthProjectConfig['templates'];
  return {
    minimumPasswordLength: entry(auth, 'minimum_password_length', 'auth', isCount),
    emailsPerHour: entry(
      table(auth, 'rate_limit', 'auth.rate_limit'),
      'email_sent',
      'auth.rate_limit',
      isCount,
    ),
    maxFrequencySeconds: seconds(
      entry(email, 'max_frequency', 'auth.email', isText),
      'auth.email max_frequency',
    ),
    otpExpirySeconds: entry(email, 'otp_expiry', 'auth.email', isCount),
    redirectUrls: [
      entry(auth, 'site_url', 'auth', isText),
      ...entry(auth, 'additional_redirect_urls', 'auth', isTexts),
    ],
    templates,
  };
}
