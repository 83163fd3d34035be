/**
 * The site builder of `npm start` on a real server with a quick build step in place of `astro build`
 * (site-fixtures.ts; site-astro-build.test.ts runs the real one). Its timers are virtual: no time passes
 * but the test's own advance, and a test waits on the builder's state, never a fixed time.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { virtualTimers, type VirtualTimers } from '../support/virtual-timers.ts';
import {
  buildState,
  quickBuild,
  startBuildingServer,
  titleOf,
  type BuildingServer,
} from './site-fixtures.ts';

const POST_PATH = '/blog/volunteer-scheduling-without-the-spreadsheet-chaos/';
/** Distinct from each other, so the pending timers tell which is which. */
const VIRTUAL = { pollIntervalMs: 2000, quietMs: 3000, maxWaitMs: 20_000 };
/** A quick build on virtual timers, which run only when a test advances them. */
const onVirtualTimers = (build: ReturnType<typeof quickBuild>) => ({
  buildStep: build.step,
  timers: virtualTimers(),
  ...VIRTUAL,
});

/** Moves the virtual clock; the poll's next timer, set once its read is done, shows it saw the counter. */
async function advance(timers: VirtualTimers, ms: number): Promise<void> {
  timers.advance(ms);
  await expect.poll(() => timers.pending()).toContain(VIRTUAL.pollIntervalMs);
}

/** A poll, then a quiet period: a change made before has started its build by the end, and without one none has. */
async function pollThenQuiet(timers: VirtualTimers): Promise<void> {
  await advance(timers, VIRTUAL.pollIntervalMs);
  await advance(timers, VIRTUAL.quietMs);
}

async function changePost(server: BuildingServer, title: string): Promise<void> {
  await server.running.db.owner.query(
    `update public.blog_posts set title = $1 where slug = 'volunteer-scheduling-without-the-spreadsheet-chaos'`,
    [title],
  );
}

async function waitUntilBuilt(server: BuildingServer, builds: number): Promise<void> {
  await expect
    .poll(() => server.builder.state(), { timeout: 20_000 })
    .toMatchObject({ builds, building: false });
}

async function completeBuilds(server: BuildingServer): Promise<string[]> {
  return (await readdir(join(server.dataDir, 'site'))).filter((name) => !name.startsWith('.')).sort();
}

describe('a server that builds its own site', () => {
  const build = quickBuild();
  const timers = virtualTimers();
  let server: BuildingServer;
  const postTitle = () => titleOf(`${server.origin}${POST_PATH}`);

  beforeAll(async () => {
    server = await startBuildingServer({ buildStep: build.step, timers, ...VIRTUAL });
    await server.running.siteReady;
    // expect.poll only runs inside a test.
    await vi.waitFor(() => expect(server.builder.state().building).toBe(false));
  });

  afterAll(async () => {
    await server.stop();
  });

  it('builds at start from its own database, read over its own REST API, into its data dir', async () => {
    expect(await titleOf(`${server.origin}/`)).toBe('Build 1');
    expect(await postTitle()).toBe('Volunteer Scheduling Without the Spreadsheet Chaos');
    const [request] = build.requests;
    expect(request?.sourceUrl).toBe(server.origin);
    expect(request?.siteUrl).toBe(server.running.url);
    expect(request?.outDir.startsWith(join(server.dataDir, 'site', '.building-'))).toBe(true);
    expect(await completeBuilds(server)).toHaveLength(1);
    const state = await buildState(server);
    expect(state).toMatchObject({
      built_version: state.content_version,
      building_since: null,
      failed_at: null,
    });
    expect(server.lines).toContain('site: build started (start)');
    expect(server.lines).toContainEqual(
      expect.stringMatching(/^site: build done in \d+\.\d s \(start\); serving it now$/),
    );
  });

  it('rebuilds once for several quick changes, and the changed page appears; leaves drafts alone', async () => {
    const before = server.builder.state().builds;
    for (const round of [1, 2, 3, 4, 5]) await changePost(server, `Volunteer Scheduling, take ${round}`);
    await pollThenQuiet(timers);
    await waitUntilBuilt(server, before + 1);
    await pollThenQuiet(timers);
    expect(server.builder.state()).toMatchObject({ builds: before + 1, building: false });
    expect(await postTitle()).toBe('Volunteer Scheduling, take 5');
    expect(server.lines.filter((line) => line === 'site: build started (posts changed)')).toHaveLength(1);
    const state = await buildState(server);
    expect(state.built_version).toBe(state.content_version);

    // A change to an unpublished post builds nothing.
    await server.running.db.owner.query(
      `update public.blog_posts set title = 'Still a draft' where not published`,
    );
    await pollThenQuiet(timers);
    expect(server.builder.state()).toMatchObject({ builds: before + 1, building: false });
  });

  it('builds once more after a build during which a change came', async () => {
    const before = server.builder.state().builds;
    const release = build.holdNext();
    await changePost(server, 'Changed before the build');
    await pollThenQuiet(timers);
    expect(server.builder.state().building).toBe(true);
    await changePost(server, 'Changed during the build');
    await changePost(server, 'Changed again during the build');
    await pollThenQuiet(timers);
    expect(server.builder.state().queued).toBe(true);
    release();
    await waitUntilBuilt(server, before + 2);
    await pollThenQuiet(timers);
    expect(server.builder.state()).toMatchObject({ builds: before + 2, building: false });
    expect(await postTitle()).toBe('Changed again during the build');
  });

  it('keeps the last good site when a build fails (or writes a _redirects the CDN would not read), records why, and clears it on the next good build', async () => {
    const before = server.builder.state().builds;
    const liveHome = await titleOf(`${server.origin}/`);
    const output = [
      '12:00:01 [build] Building static entrypoints...',
      '[ERROR] [vite] ✗ Build failed in 120ms',
      'Expected ";" but found "}"',
      '  Location:',
      '    src/pages/index.astro:3:1',
    ];
    build.failNext(
      [...output, '  Stack trace:', '    at failureErrorWithLog (node_modules/esbuild/lib/main.js:1:1)'].join(
        '\n',
      ),
    );
    await changePost(server, 'Never built');
    await pollThenQuiet(timers);
    await waitUntilBuilt(server, before + 1);

    expect(await titleOf(`${server.origin}/`)).toBe(liveHome);
    expect(await postTitle()).toBe('Changed again during the build');
    const failed = await buildState(server);
    // The failure keeps the output up to the stack trace.
    expect(failed).toMatchObject({
      failed_at: expect.any(String),
      building_since: null,
      failure: output.join('\n'),
    });
    expect(Number(failed.built_version)).toBeLessThan(Number(failed.content_version));
    expect(server.lines).toContainEqual(
      expect.stringMatching(
        /^site: build failed after \d+\.\d s \(posts changed\): Expected ";" but found "}"; still serving the last good site$/,
      ),
    );

    await changePost(server, 'Built after the failure');
    await pollThenQuiet(timers);
    await waitUntilBuilt(server, before + 2);
    expect(await postTitle()).toBe('Built after the failure');
    const recovered = await buildState(server);
    expect(recovered).toMatchObject({
      failed_at: null,
      failure: null,
      built_version: recovered.content_version,
    });

    const liveAgain = await titleOf(`${server.origin}/`);
    build.addToNext({ _redirects: '/blog/*  /blog/index.html  200\n/broken\n' });
    await changePost(server, 'With broken redirects');
    await pollThenQuiet(timers);
    await waitUntilBuilt(server, before + 3);
    expect(await titleOf(`${server.origin}/`)).toBe(liveAgain);
    expect((await buildState(server)).failure).toMatch(/_redirects has lines the CDN would ignore: line 2/);
    expect(
      (await readdir(join(server.dataDir, 'site'))).filter((name) => name.startsWith('.building-')),
    ).toEqual([]);
  });

  it('answers every page request across a rebuild with a 200', async () => {
    const before = server.builder.state().builds;
    const release = build.holdNext();
    await changePost(server, 'Under load');
    await pollThenQuiet(timers);
    expect(server.builder.state().building).toBe(true);

    const statuses: number[] = [];
    let swapped = false;
    const paths = ['/', '/blog/', POST_PATH, '/blog/not-built-yet'];
    const load = Array.from({ length: 4 }, async (_, worker) => {
      for (let index = worker; !swapped || index < 400; index += 4) {
        const response = await fetch(`${server.origin}${paths[index % paths.length] ?? '/'}`);
        await response.arrayBuffer();
        statuses.push(response.status);
        if (index > 2000) break;
      }
    });
    release();
    await waitUntilBuilt(server, before + 1);
    swapped = true;
    await Promise.all(load);

    expect(await postTitle()).toBe('Under load');
    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('keeps the live build and the one before it, and removes older ones once nothing reads them', async () => {
    await expect.poll(() => completeBuilds(server)).toHaveLength(2);
    const [previous, live] = await completeBuilds(server);
    expect(server.builder.state().builds).toBeGreaterThan(3);
    expect(previous && live && previous < live).toBe(true);
  });
});

describe('before the first build is done', () => {
  it('answers pages with a 503 and Retry-After while the API answers, then serves the site', async () => {
    const build = quickBuild();
    const release = build.holdNext();
    const server = await startBuildingServer(onVirtualTimers(build));
    try {
      // The waiting page itself is site-swap.test.ts's.
      expect((await fetch(`${server.origin}/blog/`)).status).toBe(503);
      const api = await fetch(`${server.origin}/rest/v1/blog_posts?select=slug`, {
        headers: { apikey: LOCAL_PUBLISHABLE_KEY },
      });
      expect(api.status).toBe(200);
      expect(await api.json()).toHaveLength(4);

      release();
      await server.running.siteReady;
      expect(await titleOf(`${server.origin}/blog/`)).toBe('Blog');
    } finally {
      await server.stop();
    }
  });

  it('fails start-up with one sentence when the first build fails', async () => {
    const build = quickBuild();
    build.failNext('12:00:01 [build] Building static entrypoints...\nCannot find module "./missing.ts"');
    const server = await startBuildingServer(onVirtualTimers(build));
    try {
      await expect(server.running.siteReady).rejects.toThrow(
        'the first site build failed: Cannot find module "./missing.ts"',
      );
      expect(server.lines).toContainEqual(
        expect.stringMatching(
          /^site: build failed after .*: Cannot find module "\.\/missing\.ts"; no site to serve yet$/,
        ),
      );
      expect((await fetch(`${server.origin}/`)).status).toBe(503);
    } finally {
      await server.stop();
    }
  });
});

it('a restart: serves the last build at once and builds afresh in the background', async () => {
  const first = await startBuildingServer(onVirtualTimers(quickBuild()));
  await first.running.siteReady;
  await waitUntilBuilt(first, 1);
  await first.stop({ keepData: true });

  const build = quickBuild();
  const release = build.holdNext();
  const again = await startBuildingServer(onVirtualTimers(build), { dataDir: first.dataDir });
  try {
    await again.running.siteReady;
    expect(again.builder.state()).toMatchObject({ building: true, builds: 1 });
    expect(await titleOf(`${again.origin}/`)).toBe('Build 1');
    expect(again.lines).toContainEqual(
      expect.stringMatching(/^site: serving the build in .* while a fresh one is made$/),
    );
    release();
    await waitUntilBuilt(again, 1);
    // The quick build counts its own builds: this server's first one.
    expect(await titleOf(`${again.origin}/`)).toBe('Build 1');
    expect(await completeBuilds(again)).toHaveLength(2);
  } finally {
    await again.stop();
  }
});

it('on virtual timers: tries a failed build again by itself after 30 s, then after twice as long each time, until one succeeds; rebuilds when a scheduled post becomes due, by the timer it sets after each build', async () => {
  const timers = virtualTimers();
  const build = quickBuild();
  const server = await startBuildingServer({ buildStep: build.step, timers, pollIntervalMs: 2000 });
  const changeBuilds = () => server.lines.filter((line) => line === 'site: build started (posts changed)');
  try {
    await server.running.siteReady;
    await waitUntilBuilt(server, 1);
    build.failNext('Error: the build read no posts (no answer within 10000 ms)');
    await changePost(server, 'Waiting for a good build');
    timers.advance(2000);
    // The watcher has seen the change once the quiet period's timer is set.
    await expect.poll(() => timers.pending()).toContain(3000);
    timers.advance(3000);
    await waitUntilBuilt(server, 2);
    await expect.poll(() => server.lines).toContain('site: trying the build again in 30.0 s');

    // The second try fails too: the next one waits twice as long.
    build.failNext('Error: the build read no posts (no answer within 10000 ms)');
    timers.advance(30_000);
    await waitUntilBuilt(server, 3);
    expect(server.lines).toContain('site: build started (retry after a failed build)');
    await expect.poll(() => server.lines).toContain('site: trying the build again in 60.0 s');
    timers.advance(59_000);
    expect(server.builder.state().builds).toBe(3);
    timers.advance(1_000);
    await waitUntilBuilt(server, 4);
    expect(await titleOf(`${server.origin}${POST_PATH}`)).toBe('Waiting for a good build');
    expect(await buildState(server)).toMatchObject({ failed_at: null, failure: null });
    // After a success, no retry is pending.
    expect(server.lines.filter((line) => line.startsWith('site: trying the build again'))).toHaveLength(2);

    await expect.poll(() => server.builder.state().msUntilNextDue).toBeNull();
    // As an operator would, through SQL: due in an hour by the database's clock.
    await server.running.db.owner.query(
      `insert into public.blog_posts (title, slug, content, published, publish_at)
       values ('Harvest Festival Recap', 'harvest-festival-recap', 'Thank you all.', true, now() + interval '1 hour')`,
    );
    timers.advance(2000);
    await expect.poll(() => server.builder.state().msUntilNextDue).toBeGreaterThan(3_590_000);
    const dueIn = server.builder.state().msUntilNextDue ?? 0;
    expect(dueIn).toBeLessThanOrEqual(3_600_000);
    // The insert is a change too: its build comes after the quiet period.
    timers.advance(3000);
    await waitUntilBuilt(server, 5);
    expect(changeBuilds()).toHaveLength(2);
    await expect.poll(() => timers.pending().some((ms) => ms > 3_590_000)).toBe(true);

    timers.advance(dueIn + 1000);
    await waitUntilBuilt(server, 6);
    expect(server.lines).toContain('site: build started (a scheduled post is due)');
  } finally {
    await server.stop();
  }
});
