/**
 * Notices changes to the public blog by polling `private.site_build_state.content_version`, a
 * one-row read that the trigger on blog_posts moves with every change to a post that is or was
 * published (docs/architecture.md#site-rebuilds). Polling works the same on PGlite and on any
 * Postgres, and a missed poll loses nothing: the counter still says a change happened.
 *
 * A database that cannot be read is said once when it starts failing and once when it is back,
 * not on every poll.
 */
import type { Queryable } from '../db/database.ts';
import { repeat, type Repeating, type Timers } from '../lead-desk/repeat.ts';
import { readContentVersion } from './build-state.ts';

/** How often the counter is read; a save reaches the builder within about this long. */
export const POLL_INTERVAL_MS = 2000;

export interface ChangeWatcher extends Repeating {
  /** A build read this version: changes up to it need no build of their own. */
  covered(version: number): void;
}

export function watchContentVersion(options: {
  db: Queryable;
  /** The version the builder already covers. */
  initialVersion: number;
  onChange: () => void;
  log: (line: string) => void;
  intervalMs?: number;
  timers?: Timers;
}): ChangeWatcher {
  let seen = options.initialVersion;
  let failing = false;
  const poll = repeat(
    async () => {
      const version = await readContentVersion(options.db);
      if (failing) options.log("site: reading the posts' change counter works again");
      failing = false;
      if (version > seen) {
        seen = version;
        options.onChange();
      }
    },
    options.intervalMs ?? POLL_INTERVAL_MS,
    (error) => {
      if (!failing) options.log(`site: cannot read the posts' change counter: ${(error as Error).message}`);
      failing = true;
    },
    options.timers,
  );
  return {
    covered(version) {
      seen = Math.max(seen, version);
    },
    stop: () => poll.stop(),
  };
}
