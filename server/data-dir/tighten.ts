/**
 * Makes a tree private: DATA_DIR at start (prepare.ts), which an older version of the server left
 * as 0666 files in 0777 folders (PGlite's own modes), or which was written under a loose umask or
 * restored from a backup; and each finished site build (../site-builder/build-folders.ts). Folders
 * become 0700 and files 0600 (modes.ts); symbolic links are not followed, so nothing outside the
 * tree is touched. A tree that cannot be made private (a file of another user's, a read-only mount)
 * is refused with UntightenableError: a server that went on would keep its secrets where others may
 * read them.
 */
import { chmod as fsChmod, lstat, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './modes.ts';

/** fs.chmod, injectable so that a test can stand in a file system that refuses. */
export type Chmod = (path: string, mode: number) => Promise<void>;

export class UntightenableError extends Error {
  override name = 'UntightenableError';
  readonly path: string;

  constructor(path: string, message: string) {
    super(message);
    this.path = path;
  }
}

/** Why `path` could not be changed to `wanted`, in the operator's terms. */
function chmodFailure(path: string, wanted: number, ownerUid: number, error: NodeJS.ErrnoException): string {
  const me = process.getuid?.();
  if (error.code === 'EPERM' && me !== undefined && ownerUid !== me) {
    return `${path} belongs to uid ${ownerUid} and this server runs as uid ${me}`;
  }
  return `chmod ${wanted.toString(8)} ${path} failed (${error.code ?? error.message})`;
}

const unreadable = (path: string, error: unknown) =>
  new UntightenableError(
    path,
    `${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
  );

async function visit(path: string, chmod: Chmod, followLink: boolean): Promise<number> {
  let entry;
  try {
    entry = followLink ? await stat(path) : await lstat(path);
  } catch (error) {
    // Removed meanwhile (a lock file let go): nothing left to tighten.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw unreadable(path, error);
  }
  if (entry.isSymbolicLink()) return 0;
  const wanted = entry.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  let changed = 0;
  if ((entry.mode & 0o7777) !== wanted) {
    try {
      await chmod(path, wanted);
      changed = 1;
    } catch (error) {
      const cause = error as NodeJS.ErrnoException;
      if (cause.code === 'ENOENT') return 0;
      throw new UntightenableError(path, chmodFailure(path, wanted, entry.uid, cause));
    }
  }
  if (!entry.isDirectory()) return changed;
  let names: string[];
  try {
    names = await readdir(path);
  } catch (error) {
    throw unreadable(path, error);
  }
  for (const name of names) changed += await visit(join(path, name), chmod, false);
  return changed;
}

/**
 * Folders 0700 and files 0600 from `root` down (`root` itself followed if it is a link: DATA_DIR
 * may be one). Returns how many modes it changed.
 */
export function tightenTree(root: string, { chmod = fsChmod }: { chmod?: Chmod } = {}): Promise<number> {
  return visit(root, chmod, true);
}
