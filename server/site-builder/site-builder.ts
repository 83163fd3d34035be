/**
 * The site builder of `npm start` (docs/architecture.md#site-rebuilds): builds the site from the
 * server's own database into the data dir, serves each build once it is complete, and builds
 * again by itself when the public blog changes, so that a post an admin publishes is a page of
 * its own within a minute (docs/product.md#site-rebuilds).
 *
 * - At start it serves the newest complete build already in the data dir, if any, and builds
 *   afresh in the background (the sources or the posts may have changed while it was stopped).
 * - change-watcher.ts notices a change to a public post; debounce.ts waits for a quiet moment so
 *   several saves make one build; due-timer.ts wakes it when a scheduled post becomes public.
 * - One build at a time: a reason to build that comes during one leads to one more after it.
 * - A build is served only once it is complete and its `_headers` and `_redirects` read well;
 *   a failed one is recorded and logged, the last good site stays, and it is tried again after
 *   30 s, then 1, 2, 4 … minutes (at most 10), until one succeeds or a change brings one sooner.
 * - Every build is recorded in `private.site_build_state` (build-state.ts), where admins read it.
 */
import type { Queryable } from '../db/database.ts';
import { realTimers, type Timers } from '../lead-desk/repeat.ts';
import { loadSiteRoot, hasHomePage, type SiteRoot } from '../static-files/site-root.ts';
import type { SiteHandler } from '../static-files/handler.ts';
import { astroBuild, removeLeftoverWorkFolders, type BuildStep } from './astro-build.ts';
import { openBuildFolders, type BuildFolder, type BuildFolders } from './build-folders.ts';
import {
  msUntilNextDuePost,
  readContentVersion,
  recordBuildDone,
  recordBuildFailed,
  recordBuildStarted,
  recordBuildStopped,
  type BuildStart,
} from './build-state.ts';
import { watchContentVersion } from './change-watcher.ts';
import { debounce } from './debounce.ts';
import { dueTimer } from './due-timer.ts';
import { failureSummary, failureText, MAX_FAILURE_CHARS } from './failure-text.ts';

/** A change is built once no other has come for this long… */
export const QUIET_MS = 3000;
/** …or this long after the first of a burst that does not stop. */
export const MAX_WAIT_MS = 20_000;
/** A failed build is tried again this long after, doubling after each failure in a row… */
export const RETRY_FIRST_MS = 30_000;
/** …up to this. */
export const RETRY_MAX_MS = 10 * 60_000;

export type BuildReason =
  'start' | 'posts changed' | 'a scheduled post is due' | 'retry after a failed build';

export interface SiteBuilderOptions {
  db: Queryable;
  dataDir: string;
  /** The static half: each complete build is swapped into it. */
  site: SiteHandler;
  /** The server's own loopback address: the build reads the posts over its REST API. */
  sourceUrl: string;
  publishableKey: string;
  /** Where the site is published (SITE_URL, or the server's own address). */
  siteUrl: string;
  log: (line: string) => void;
  /** Tests: a build other than `astro build`, timers, intervals. */
  buildStep?: BuildStep;
  timers?: Timers;
  pollIntervalMs?: number;
  quietMs?: number;
  maxWaitMs?: number;
}

export interface SiteBuilderState {
  building: boolean;
  /** Another build will follow the one running. */
  queued: boolean;
  /** Builds started so far. */
  builds: number;
  /** When the due timer was last set: how far off the next scheduled post was, or null. */
  msUntilNextDue: number | null;
}

export interface SiteBuilder {
  /**
   * Resolves once a site is served: at once when the data dir holds a build, otherwise when the
   * first build is done. Rejects, with one sentence, when that first build fails.
   */
  ready: Promise<void>;
  state(): SiteBuilderState;
  /** Stops watching, ends a build under way, releases the site folder. */
  stop(): Promise<void>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Serves the newest good build in the data dir (the one before it as the fallback); removes older ones. */
async function serveExistingBuild(folders: BuildFolders, site: SiteHandler): Promise<SiteRoot | undefined> {
  const usable: SiteRoot[] = [];
  for (const dir of await folders.complete()) {
    const loaded = usable.length < 2 ? await loadSiteRoot(dir).catch(() => undefined) : undefined;
    if (loaded && (await hasHomePage(loaded))) usable.push(loaded);
    else await folders.remove(dir);
  }
  for (const build of usable.toReversed()) site.swap(build);
  return usable[0];
}

export async function startSiteBuilder(options: SiteBuilderOptions): Promise<SiteBuilder> {
  const { db, site, log } = options;
  const timers = options.timers ?? realTimers;
  const buildStep = options.buildStep ?? astroBuild;
  const folders = await openBuildFolders(options.dataDir);
  await removeLeftoverWorkFolders();

  let resolveReady: () => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Awaited by whoever starts the server; this keeps an unawaited rejection from crashing a test.
  ready.catch(() => {});

  const existing = await serveExistingBuild(folders, site);
  if (existing) {
    log(`site: serving the build in ${existing.dir} while a fresh one is made`);
    resolveReady();
  } else {
    log(`site: building the site into ${folders.root} before the first page can be served`);
  }

  const abort = new AbortController();
  let stopped = false;
  let running: Promise<void> | undefined;
  let queued: BuildReason | undefined;
  let builds = 0;
  let lastStart: BuildStart | undefined;
  let msUntilNextDue: number | null = null;
  let failuresInARow = 0;
  let retry: ReturnType<Timers['setTimeout']> | undefined;

  function clearRetry(): void {
    if (retry) timers.clearTimeout(retry);
    retry = undefined;
  }

  /** After a failure, the next try comes by itself: no save is needed for the site to catch up. */
  function scheduleRetry(): void {
    failuresInARow += 1;
    const wait = Math.min(RETRY_FIRST_MS * 2 ** (failuresInARow - 1), RETRY_MAX_MS);
    clearRetry();
    retry = timers.setTimeout(() => request('retry after a failed build'), wait);
    retry.unref?.();
    log(`site: trying the build again in ${seconds(wait)}`);
  }

  const due = dueTimer(
    {
      onDue: () => request('a scheduled post is due'),
      onRecheck: () => void rearmDueTimer(lastStart?.asOf),
    },
    timers,
  );

  /** After a build, from when it read the posts; after a change, posts still to come only. */
  async function rearmDueTimer(since?: string): Promise<void> {
    if (stopped) return;
    try {
      msUntilNextDue = await msUntilNextDuePost(db, since);
      if (!stopped) due.set(msUntilNextDue);
    } catch (error) {
      log(`site: cannot read when the next scheduled post is due: ${messageOf(error)}`);
    }
  }

  /** A database write the build's outcome does not depend on: logged when it fails. */
  async function record(what: string, write: Promise<void>): Promise<void> {
    await write.catch((error: unknown) => log(`site: could not record ${what}: ${messageOf(error)}`));
  }

  async function build(reason: BuildReason): Promise<void> {
    builds += 1;
    clearRetry();
    let start: BuildStart;
    try {
      start = await recordBuildStarted(db);
    } catch (error) {
      const why = `cannot start a build (${reason}): ${messageOf(error)}`;
      log(`site: ${why}`);
      if (!site.current()) rejectReady(new Error(`the first site build failed: ${why}`));
      else if (!stopped) scheduleRetry();
      return;
    }
    lastStart = start;
    watcher.covered(start.version);
    log(`site: build started (${reason})`);
    const began = performance.now();

    let folder: BuildFolder | undefined;
    let failure: { text: string; summary: string } | undefined;
    try {
      folder = await folders.start();
      const outcome = await buildStep({
        outDir: folder.outDir,
        cacheDir: folders.cacheDir,
        sourceUrl: options.sourceUrl,
        publishableKey: options.publishableKey,
        siteUrl: options.siteUrl,
        signal: abort.signal,
      });
      if (outcome.ok) {
        // A build with unreadable CDN rules or no home page is a failed one, never served.
        const checked = await loadSiteRoot(folder.outDir);
        if (!(await hasHomePage(checked))) throw new Error('the build wrote no index.html');
        const live = await loadSiteRoot(await folders.finish(folder));
        const retired = site.swap(live);
        if (retired) void retired.released.then(() => folders.remove(retired.site.dir));
        failuresInARow = 0;
        await record('the finished build', recordBuildDone(db, start));
        log(`site: build done in ${seconds(performance.now() - began)} (${reason}); serving it now`);
        resolveReady();
      } else {
        failure = { text: failureText(outcome.output), summary: failureSummary(outcome.output) };
      }
    } catch (error) {
      const message = messageOf(error);
      failure = { text: message.slice(0, MAX_FAILURE_CHARS), summary: message };
    }

    if (failure) {
      if (folder) await folders.remove(folder.outDir);
      if (stopped) {
        await record('the stopped build', recordBuildStopped(db));
        log(`site: build stopped: the server is stopping`);
        return;
      }
      await record('the failed build', recordBuildFailed(db, failure.text));
      const serving = site.current() ? 'still serving the last good site' : 'no site to serve yet';
      log(
        `site: build failed after ${seconds(performance.now() - began)} (${reason}): ${failure.summary}; ${serving}`,
      );
      if (!site.current()) rejectReady(new Error(`the first site build failed: ${failure.summary}`));
      else scheduleRetry();
    }
    await rearmDueTimer(start.asOf);
  }

  function request(reason: BuildReason): void {
    if (stopped) return;
    if (running) {
      queued ??= reason;
      return;
    }
    running = build(reason)
      .catch((error: unknown) => log(`site: the build went wrong: ${messageOf(error)}`))
      .finally(() => {
        running = undefined;
        const next = queued;
        queued = undefined;
        if (next) request(next);
      });
  }

  const changes = debounce(
    () => request('posts changed'),
    { quietMs: options.quietMs ?? QUIET_MS, maxWaitMs: options.maxWaitMs ?? MAX_WAIT_MS },
    timers,
  );
  const watcher = watchContentVersion({
    db,
    initialVersion: await readContentVersion(db),
    onChange: () => {
      changes.poke();
      // A post just scheduled may be due before the build this change leads to.
      void rearmDueTimer();
    },
    log,
    timers,
    ...(options.pollIntervalMs !== undefined && { intervalMs: options.pollIntervalMs }),
  });
  request('start');

  return {
    ready,
    state: () => ({ building: running !== undefined, queued: queued !== undefined, builds, msUntilNextDue }),
    async stop() {
      stopped = true;
      clearRetry();
      changes.cancel();
      due.clear();
      await watcher.stop();
      abort.abort();
      await running;
      await folders.close();
    },
  };
}
