/**
 * Gets a fresh database ready for a load run before the server opens it: bootstrap, migrations
 * and seed, then the public submission limits raised through their documented setting (an UPDATE
 * of private.submission_limits, see supabase/migrations/*_submission_limits.sql). Every load-run
 * submission comes from 127.0.0.1, so the per-IP limit would refuse all but the first few.
 *
 * The limit is raised by shortening its window rather than only raising its maximum: the limit
 * trigger counts a client's earlier submissions inside the window (up to the maximum), so a huge
 * maximum over an hour would make every insert count all earlier load-run inserts, and the run
 * would measure that scan instead of the server.
 */
import { openConnections } from '../../server/db/connections.ts';
import type { DatabaseOptions } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';

export const LOAD_PER_IP_MAX = 1_000_000;
export const LOAD_LIMIT_WINDOW = '1 second';

/** `target`: PGlite's directory (DATA_DIR/pglite, while no server has it open) or a Postgres URL. */
export async function prepareDatabase(
  target: Pick<DatabaseOptions, 'dataDir' | 'databaseUrl'>,
): Promise<void> {
  const connections = await openConnections(target);
  const db = connections.owner;
  try {
    await migrate(connections, { seed: true });
    const { affectedRows } = await db.query(
      `update private.submission_limits set per_ip_max = $1, window_length = $2::interval
        where form = 'contact_messages'`,
      [LOAD_PER_IP_MAX, LOAD_LIMIT_WINDOW],
    );
    if (affectedRows !== 1) {
      throw new Error(
        'private.submission_limits has no contact_messages row; is the limits migration applied?',
      );
    }
  } finally {
    await connections.close();
  }
}
