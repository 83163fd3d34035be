/**
 * Attack: the backend under the requests that once froze it
 * (docs/product.md#request-bounds-of-the-rest-api), measured rather than asserted, since timing on
 * a shared machine belongs in the bench.
 * - `GET /` while a child process floods the REST API with the worst regex, the alias flood and
 *   the deep logic tree, as an anonymous visitor: its worst time (budget 1 s) beside its median
 *   when nobody attacks, and how the attacks were answered (never a 5xx).
 * - The query parser's time for the largest URL a request can carry (16 KB of logic tree or of
 *   select list), refused or allowed.
 * - PGlite's deadline: with anon's real 3 s, how long a query queued behind a runaway statement
 *   waits (deadline plus the reopen of the database from its files; budget 5 s), and how late the
 *   server's timers fire meanwhile.
 * - Heavy reads refused before they are built, and what they cost everyone else (heavy-reads.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { MAX_LOGIC_DEPTH } from '../../server/rest/limits.ts';
import { parseQueryParams } from '../../server/rest/query-params.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { benchHeavyReads } from './heavy-reads.ts';
import { runDriver } from './load-driver.ts';
import { startBenchServer } from './site-server.ts';
import { median, timeRuns, worstTimerLag } from './stats.ts';
import { atMost, benchRow, type BenchRow } from './table.ts';

const SECTION = 'attack';
/** Node's default limit on a request's head: no URL is longer. */
const MAX_URL_BYTES = 16 * 1024;
/** The attack's URLs: as long as the alias flood that once answered 11 MB, with room for the headers. */
const ATTACK_URL_BYTES = 15 * 1024;
const ATTACK_CONNECTIONS = 8;
const ATTACK_SECONDS = 6;
const PROBE_INTERVAL_MS = 50;
const BASELINE_PROBES = 40;
const HOME_BUDGET_MS = 1_000;
const PARSE_RUNS = 200;
const PARSE_BUDGET_MS = 5;
/** anon's statement_timeout (server/db/bootstrap/roles.sql), the deadline PGlite enforces. */
const ANON_DEADLINE_MS = 3_000;
const QUEUED_BUDGET_MS = 5_000;
const RUNAWAY = 'select count(*) from generate_series(1, 2000000000)';

function fill(unit: string, bytes: number): string {
  return unit.repeat(Math.floor(bytes / unit.length));
}

/** `and(and(…slug.eq.a…))`, `depth` levels deep. */
function nestedTree(depth: number, inner = 'slug.eq.a'): string {
  return `${'and('.repeat(depth)}${inner}${')'.repeat(depth)}`;
}

/** A select list naming `content` again and again, about `bytes` long. */
function aliasFlood(bytes: number): string {
  return `${fill('content,', bytes)}content`;
}

const FLOOD_DEPTH = 2_000;

/** The attack mix, each below /rest/v1 and as large as a request may be. */
export function attackPaths(): Record<string, string> {
  return {
    regex: '/rest/v1/blog_posts?select=slug&content=match.((.%2B)%2B)%2B%5C2%24',
    aliases: `/rest/v1/blog_posts?select=${aliasFlood(ATTACK_URL_BYTES)}`,
    deepTree: `/rest/v1/blog_posts?or=(${nestedTree(FLOOD_DEPTH)})`,
  };
}

/** Query strings a parser must get through: the refused floods and the widest allowed tree. */
export function parserInputs(): Record<string, string> {
  const conditions = fill('slug.eq.a,', MAX_URL_BYTES - 200).slice(0, -1);
  return {
    'logic tree 2,000 deep (refused)': `or=(${nestedTree(FLOOD_DEPTH)})`,
    'select list of 16 KB (refused)': `select=${aliasFlood(MAX_URL_BYTES - 100)}`,
    [`logic tree ${MAX_LOGIC_DEPTH} deep, 16 KB wide (allowed)`]: `or=(${nestedTree(MAX_LOGIC_DEPTH - 1, conditions)})`,
  };
}

function parseOnce(query: string): void {
  try {
    parseQueryParams(new URLSearchParams(query));
  } catch {
    // A refusal is an answer too: its time is what is measured.
  }
}

async function parserRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [name, query] of Object.entries(parserInputs())) {
    const value = median(await timeRuns(PARSE_RUNS, async () => parseOnce(query)));
    rows.push(
      benchRow(SECTION, '', `parse ${name}`, `${value.toFixed(2)} ms`, atMost(value, PARSE_BUDGET_MS)),
    );
  }
  return rows;
}

async function probeHome(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/ answered ${response.status} under attack`);
  return performance.now() - started;
}

/** Probes `/` one request at a time, PROBE_INTERVAL_MS apart, until `done` settles. */
async function probeUntil(origin: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    times.push(await probeHome(origin));
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  return times;
}

async function homeUnderAttackRows(distDir: string, progress: (line: string) => void): Promise<BenchRow[]> {
  const server = await startBenchServer(distDir);
  try {
    progress(`attack: / alone, then under ${ATTACK_SECONDS} s of regex, alias flood and deep tree`);
    const quiet: number[] = [];
    for (let probe = 0; probe < BASELINE_PROBES; probe += 1) quiet.push(await probeHome(server.origin));
    const attack = runDriver({
      url: server.origin,
      headers: { apikey: LOCAL_PUBLISHABLE_KEY },
      connections: ATTACK_CONNECTIONS,
      durationSeconds: ATTACK_SECONDS,
      paths: Object.values(attackPaths()),
    });
    const underAttack = await probeUntil(server.origin, attack);
    const answered = await attack;
    const worst = Math.max(...underAttack);
    return [
      benchRow(SECTION, '/', 'median, nobody attacking', `${median(quiet).toFixed(1)} ms`),
      benchRow(
        SECTION,
        '/',
        'median under attack',
        `${median(underAttack).toFixed(1)} ms (${underAttack.length} probes)`,
      ),
      benchRow(SECTION, '/', 'worst under attack', `${worst.toFixed(0)} ms`, atMost(worst, HOME_BUDGET_MS)),
      benchRow(
        SECTION,
        'REST (attacks)',
        'attacks answered, 5xx among them',
        `${answered.requests} (${Math.round(answered.requests / ATTACK_SECONDS)}/s), ${answered.serverErrors} 5xx`,
        { budget: '0 5xx', pass: answered.serverErrors === 0 && answered.errors === 0 },
      ),
    ];
  } finally {
    await server.stop();
  }
}

async function runawayRows(progress: (line: string) => void): Promise<BenchRow[]> {
  progress(`attack: a runaway statement on PGlite with anon's ${ANON_DEADLINE_MS / 1000} s deadline`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-runaway-'));
  const db = await openDatabase({ dataDir, defaultStatementTimeoutMs: ANON_DEADLINE_MS });
  try {
    await db.query('select 1');
    const runaway = db.query(RUNAWAY).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const queuedAt = performance.now();
    const queued = db.query('select 1').then(() => performance.now() - queuedAt);
    const lag = await worstTimerLag(Promise.all([runaway, queued]));
    const stopped = (await runaway) as { code?: string };
    const waited = await queued;
    return [
      benchRow(
        SECTION,
        'PGlite',
        'runaway statement answered with',
        `SQLSTATE ${stopped.code ?? 'none (it finished?)'}`,
        {
          budget: '57014',
          pass: stopped.code === '57014',
        },
      ),
      benchRow(
        SECTION,
        'PGlite',
        'query queued behind it answered after',
        `${(waited / 1000).toFixed(2)} s (deadline ${ANON_DEADLINE_MS / 1000} s + reopen)`,
        atMost(waited / 1000, QUEUED_BUDGET_MS / 1000, ' s'),
      ),
      benchRow(SECTION, 'PGlite', "server's worst timer lag meanwhile", `${lag.toFixed(0)} ms`),
    ];
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchAttack(distDir: string, progress: (line: string) => void): Promise<BenchRow[]> {
  return [
    ...(await homeUnderAttackRows(distDir, progress)),
    ...(await parserRows()),
    ...(await runawayRows(progress)),
    ...(await benchHeavyReads(progress)),
  ];
}
