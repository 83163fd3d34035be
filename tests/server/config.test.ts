import { describe, expect, it } from 'vitest';
import { ConfigError, publicUrl, readConfig } from '../../server/config.ts';
import { readSiteBuildSettings } from '../../server/site-builder/settings.ts';

const cwd = '/srv/site';
/** A valid set of the three notice variables, for refusals of one of them. */
const NOTICES = {
  SMTP_URL: 'smtp://mail.example.org:587',
  NOTIFY_EMAIL_TO: 'leads@kindred.example',
  NOTIFY_EMAIL_FROM: 'notices@kindred.example',
};

describe('readConfig', () => {
  it('defaults to port 4321 on loopback with .data beside the project', () => {
    expect(readConfig({}, cwd)).toEqual({
      port: 4321,
      host: '127.0.0.1',
      dataDir: '/srv/site/.data',
      distDir: '/srv/site/dist',
      trustedProxies: [],
      signInLimit: 30,
      leadDesk: {},
      connections: { total: 2000, perClient: 128 },
    });
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/kindred',
        DATABASE_URL: 'postgres://app:secret@db:5432/kindred',
        ADMIN_EMAIL: ' Admin@Example.org ',
        ADMIN_PASSWORD: 'correct horse',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        AUTH_SIGN_IN_LIMIT: '500',
        SMTP_URL: 'smtps://leads:app%20password@mail.example.org:465',
        NOTIFY_EMAIL_TO: 'leads@kindred.example, pastor@kindred.example',
        NOTIFY_EMAIL_FROM: 'Kindred <notices@kindred.example>',
        RETENTION_MONTHS: '12',
        MAX_CONNECTIONS: '5000',
        MAX_CONNECTIONS_PER_CLIENT: '400',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/kindred',
      distDir: '/srv/site/dist',
      trustedProxies: [
        { family: 'ipv4', address: '127.0.0.0', prefix: 8 },
        { family: 'ipv6', address: '::1', prefix: 128 },
        { family: 'ipv4', address: '10.0.0.0', prefix: 8 },
      ],
      signInLimit: 500,
      leadDesk: {
        notices: {
          smtpUrl: 'smtps://leads:app%20password@mail.example.org:465',
          to: ['leads@kindred.example', 'pastor@kindred.example'],
          from: 'Kindred <notices@kindred.example>',
        },
        retentionMonths: 12,
      },
      connections: { total: 5000, perClient: 400 },
      databaseUrl: 'postgres://app:secret@db:5432/kindred',
      admin: { email: 'admin@example.org', password: 'correct horse' },
    });
  });

  it('treats blank values as unset', () => {
    expect(
      readConfig(
        {
          PORT: ' ',
          DATABASE_URL: '',
          DATA_DIR: ' ',
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
          SMTP_URL: ' ',
          NOTIFY_EMAIL_TO: '',
          NOTIFY_EMAIL_FROM: '',
          RETENTION_MONTHS: ' ',
        },
        cwd,
      ),
    ).toEqual(readConfig({}, cwd));
  });

  it.each`
    env                                                             | message
    ${{ PORT: 'abc' }}                                              | ${'PORT must be a whole number from 0 to 65535 (got "abc")'}
    ${{ PORT: '70000' }}                                            | ${'PORT must be a whole number from 0 to 65535 (got "70000")'}
    ${{ PORT: '-1' }}                                               | ${'PORT must be a whole number from 0 to 65535 (got "-1")'}
    ${{ PORT: '80.5' }}                                             | ${'PORT must be a whole number from 0 to 65535 (got "80.5")'}
    ${{ DATABASE_URL: 'not a url' }}                                | ${'DATABASE_URL is not a valid URL'}
    ${{ DATABASE_URL: 'mysql://db/x' }}                             | ${'DATABASE_URL must start with postgres:// or postgresql://'}
    ${{ ADMIN_EMAIL: 'a@b.org' }}                                   | ${'ADMIN_EMAIL and ADMIN_PASSWORD go together'}
    ${{ ADMIN_PASSWORD: 'secret123' }}                              | ${'ADMIN_EMAIL and ADMIN_PASSWORD go together'}
    ${{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret123' }} | ${'ADMIN_EMAIL is not an email address'}
    ${{ ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: '12345' }}          | ${'ADMIN_PASSWORD is refused: Password should be at least'}
    ${{ ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'password123' }}    | ${'ADMIN_PASSWORD is refused: Password is known to be weak'}
    ${{ TRUST_PROXY: 'true' }}                                      | ${'TRUST_PROXY lists the proxies whose X-Forwarded-For to believe'}
    ${{ TRUST_PROXY: '10.0.0.0/33' }}                               | ${'"10.0.0.0/33" is not an IP address, a CIDR range or "loopback"'}
    ${{ TRUST_PROXY: 'loopback, proxy.internal' }}                  | ${'"proxy.internal" is not an IP address'}
    ${{ AUTH_SIGN_IN_LIMIT: '0' }}                                  | ${'AUTH_SIGN_IN_LIMIT must be a whole number of at least 1 (got "0")'}
    ${{ AUTH_SIGN_IN_LIMIT: 'lots' }}                               | ${'AUTH_SIGN_IN_LIMIT must be a whole number of at least 1 (got "lots")'}
    ${{ SMTP_URL: 'smtp://mail.example.org' }}                      | ${'SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM go together'}
    ${{ NOTIFY_EMAIL_TO: 'a@b.org' }}                               | ${'(missing: SMTP_URL, NOTIFY_EMAIL_FROM)'}
    ${{ ...NOTICES, SMTP_URL: 'mail.example.org:25' }}              | ${'SMTP_URL must start with smtp:// or smtps://'}
    ${{ ...NOTICES, SMTP_URL: 'not a url' }}                        | ${'SMTP_URL is not a valid URL'}
    ${{ ...NOTICES, SMTP_URL: 'https://mail.example.org' }}         | ${'SMTP_URL must start with smtp:// or smtps://'}
    ${{ ...NOTICES, NOTIFY_EMAIL_TO: 'a@b.org; c@d.org' }}          | ${'NOTIFY_EMAIL_TO lists email addresses separated by commas (got "a@b.org; c@d.org"'}
    ${{ ...NOTICES, NOTIFY_EMAIL_TO: 'a@b.org,,c@d.org' }}          | ${'NOTIFY_EMAIL_TO lists email addresses separated by commas (got ""'}
    ${{ ...NOTICES, NOTIFY_EMAIL_FROM: 'Kindred' }}                 | ${'NOTIFY_EMAIL_FROM must be an email address, or "Name <address>"'}
    ${{ RETENTION_MONTHS: '0' }}                                    | ${'RETENTION_MONTHS must be a whole number of months from 1 to 1200 (got "0")'}
    ${{ RETENTION_MONTHS: '2 years' }}                              | ${'RETENTION_MONTHS must be a whole number of months from 1 to 1200'}
    ${{ RETENTION_MONTHS: '1201' }}                                 | ${'RETENTION_MONTHS must be a whole number of months from 1 to 1200'}
    ${{ MAX_CONNECTIONS: '0' }}                                     | ${'MAX_CONNECTIONS must be a whole number of at least 1 (got "0")'}
    ${{ MAX_CONNECTIONS_PER_CLIENT: 'many' }}                       | ${'MAX_CONNECTIONS_PER_CLIENT must be a whole number of at least 1'}
  `('refuses $env with a sentence naming the variable', ({ env, message }) => {
    expect(() => readConfig(env, cwd)).toThrow(ConfigError);
    expect(() => readConfig(env, cwd)).toThrow(message);
  });
});

it.each([
  ['127.0.0.1', 4321, 'http://localhost:4321'],
  ['0.0.0.0', 80, 'http://localhost:80'],
  ['::', 4321, 'http://localhost:4321'],
  ['site.internal', 4321, 'http://site.internal:4321'],
  ['fd00::1', 4321, 'http://[fd00::1]:4321'],
])('publicUrl(%s, %d) is %s', (host, port, expected) => {
  expect(publicUrl(host, port)).toBe(expected);
});

describe('readSiteBuildSettings (npm start only)', () => {
  it('leaves SITE_URL to the server address when unset or blank', () => {
    expect(readSiteBuildSettings({})).toEqual({});
    expect(readSiteBuildSettings({ SITE_URL: '  ' })).toEqual({});
  });

  it('takes the origin of SITE_URL', () => {
    expect(readSiteBuildSettings({ SITE_URL: ' https://kindred.example/ ' })).toEqual({
      siteUrl: 'https://kindred.example',
    });
  });

  it.each([
    ['kindred.example', 'SITE_URL is not a valid URL (expected https://your.domain, got "kindred.example")'],
    ['ftp://kindred.example', 'SITE_URL must start with http:// or https:// (got "ftp://kindred.example")'],
    [
      'https://kindred.example/site',
      'SITE_URL is the site\'s origin only, with no path (expected https://your.domain, got "https://kindred.example/site")',
    ],
  ])('refuses %j with a sentence naming the variable', (value, message) => {
    expect(() => readSiteBuildSettings({ SITE_URL: value })).toThrow(new ConfigError(message));
  });
});
