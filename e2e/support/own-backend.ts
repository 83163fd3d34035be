/**
 * A backend of a spec's own, started in the test's process with the built site and the e2e admin,
 * on a throwaway DATA_DIR and a free port. The spec holds the very database handle the server
 * uses, so it can write as the database owner what no API role may (the site's build
 * bookkeeping, say) while pages run against the server, without sharing that state with the
 * specs on the global backend.
 */
import type { Database } from '../../server/db/database.ts';
import { startBenchServer } from '../../scripts/bench/site-server.ts';
import { E2E_ADMIN } from './admin.ts';
import { DIST_DIR } from './built-site.ts';

export interface OwnBackend {
  /** On 127.0.0.1, the origin of the site and the API. */
  url: string;
  /** The server's own database, as its owner. */
  db: Database;
  stop(): Promise<void>;
}

/** The bench's throwaway server (scripts/bench/site-server.ts) on the suite's build, with the e2e admin. */
export async function startOwnBackend(): Promise<OwnBackend> {
  const server = await startBenchServer(DIST_DIR, {
    admin: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return { url: server.origin, db: server.running.db.owner, stop: () => server.stop() };
}
