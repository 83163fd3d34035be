/**
 * The browser suite sends many forms from one address (127.0.0.1), more than the per-IP
 * submission limits allow a real visitor. Before the backend first opens its fresh data dir, this
 * migrates it and raises the per-IP limits through their documented setting (an UPDATE of
 * private.submission_limits, see the submission_limits migration). Per-email limits keep their
 * defaults: every spec uses its own emails, and request-access.spec.ts reaches one on purpose.
 */
import { openConnections } from '../../server/db/connections.ts';
import { migrate } from '../../server/db/migrate.ts';

const SUITE_PER_IP_MAX = 100_000;

/** `pgliteDir` is where the server keeps PGlite: DATA_DIR/pglite. */
export async function raisePerIpLimits(pgliteDir: string): Promise<void> {
  const connections = await openConnections({ dataDir: pgliteDir });
  const db = connections.owner;
  try {
    await migrate(connections, { seed: true });
    await db.query('update private.submission_limits set per_ip_max = $1', [SUITE_PER_IP_MAX]);
  } finally {
    await connections.close();
  }
}
