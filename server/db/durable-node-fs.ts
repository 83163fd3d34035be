/**
 * PGlite on disk with Postgres's own durability: a commit is acknowledged only after its WAL has
 * reached the disk, as on a real server.
 *
 * Out of the box PGlite (0.5) writes straight through to the files (Emscripten's NODEFS calls
 * fs.writeSync), and commits wait for that write (synchronous_commit is on), so a process killed
 * with SIGKILL loses nothing it acknowledged: the kernel still holds every write. But it starts
 * Postgres with `-F` (fsync off), and NODEFS has no fsync at all, so a power cut or a kernel crash
 * could take acknowledged rows with it. Here Postgres runs with fsync on and wal_sync_method=fsync
 * (Emscripten's fdatasync is a no-op; its fsync calls the stream's fsync), and that fsync is a
 * real fsync(2) on the file. Cost: one fsync per writing transaction (a few milliseconds on an SSD);
 * reads do not sync.
 *
 * Every file and folder it creates is private to the server's user (private-files.ts), the data
 * directory itself included.
 */
import { fsyncSync, mkdirSync } from 'node:fs';
import { PGlite, type postgresMod } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PRIVATE_DIR_MODE, privateMode } from '../data-dir/modes.ts';

/** PGlite's start parameters without -F, and a WAL sync method that reaches a real fsync. */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

type PostgresMod = postgresMod.PostgresMod;

/** The parts of Emscripten's NODEFS this file touches; PGlite types NODEFS only as a whole. */
interface NodeFsInternals {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: {
    fsync?: (stream: { nfd: number }) => void;
    setattr?: (stream: unknown, attr: { mode?: number }) => void;
  };
  tryFSOperation<T>(operation: () => T): T;
}

function enableFsync(mod: PostgresMod): void {
  const nodefs = mod.NODEFS as unknown as NodeFsInternals;
  // tryFSOperation turns a Node error into the errno Postgres expects (an fsync failure is a
  // PANIC there, which is right: the data may not be on disk).
  nodefs.stream_ops.fsync = (stream) => nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
}

export class DurableNodeFS extends NodeFS {
  constructor(dataDir: string) {
    // Before NodeFS's own constructor, which would create it with Node's default mode (0777 less the umask).
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    super(dataDir);
  }

  override async init(pg: PGlite, options: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, options);
    // Before Postgres starts, so crash recovery's own syncs are real too, and its first files private.
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), enableFsync, keepFilesPrivate],
      },
    };
  }
}

/**
 * PGlite's files private to the server's user (../data-dir/modes.ts), however Postgres or PGlite
 * ask for them. Emscripten's NODEFS creates each file and folder with the mode asked for inside
 * the WebAssembly, and PGlite asks for 0666 files in 0777 folders when it writes its first data
 * dir; Node then applies only the process's umask, which PGlite's worker thread cannot set and
 * a process that embeds the server keeps at its own. So the group's and others' bits are cleared
 * where NODEFS hands a mode to Node: when it creates a file or folder (the first data dir, each
 * new WAL segment and relation file) and when it changes one's mode.
 */

const withPrivateMode = <Attr extends { mode?: number }>(attr: Attr): Attr =>
  attr.mode === undefined || attr.mode === null ? attr : { ...attr, mode: privateMode(attr.mode) };

/** A preRun hook: before Postgres (or PGlite's first initdb) writes anything. */
export function keepFilesPrivate(mod: PostgresMod): void {
  const nodefs = mod.NODEFS as unknown as NodeFsInternals;
  const { mknod, setattr } = nodefs.node_ops;
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, privateMode(mode), dev);
  nodefs.node_ops.setattr = (node, attr) => setattr(node, withPrivateMode(attr));
  const streamSetattr = nodefs.stream_ops.setattr;
  if (streamSetattr)
    nodefs.stream_ops.setattr = (stream, attr) => streamSetattr(stream, withPrivateMode(attr));
}
