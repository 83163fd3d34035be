/**
 * DATA_DIR at start: created 0700 when missing, made private when it exists (tighten.ts), and
 * checked to be usable; a start that cannot do all three stops with one sentence saying what to do.
 */
import { access, constants, mkdir } from 'node:fs/promises';
import { ConfigError } from '../config-error.ts';
import { PRIVATE_DIR_MODE } from './modes.ts';
import { tightenTree, UntightenableError, type Chmod } from './tighten.ts';

export async function prepareDataDir(
  dataDir: string,
  { log, chmod }: { log: (line: string) => void; chmod?: Chmod },
): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (error) {
    throw new ConfigError(`cannot use DATA_DIR ${dataDir}: ${(error as Error).message}`);
  }
  let tightened: number;
  try {
    tightened = await tightenTree(dataDir, chmod ? { chmod } : {});
  } catch (error) {
    if (!(error instanceof UntightenableError)) throw error;
    const me = process.getuid?.() ?? 'this user';
    throw new ConfigError(
      `cannot make DATA_DIR ${dataDir} private to this server's user: ${error.message}, and other ` +
        `users could read the database and the keys there. Run the server as the owner of DATA_DIR, ` +
        `make this user its owner (as root: chown -R ${me} ${dataDir}), or choose another DATA_DIR`,
    );
  }
  if (tightened > 0) {
    log(`data dir: made ${tightened} file(s) and folder(s) in ${dataDir} private to this user (0600, 0700)`);
  }
  try {
    await access(dataDir, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new ConfigError(`cannot use DATA_DIR ${dataDir}: ${(error as Error).message}`);
  }
}
