/**
 * PGlite's files private to the server's user (../data-dir/modes.ts), however Postgres or PGlite
 * ask for them. Emscripten's NODEFS creates each file and folder with the mode asked for inside
 * the WebAssembly, and PGlite asks for 0666 files in 0777 folders when it writes its first data
 * dir; Node then applies only the process's umask, which PGlite's worker thread cannot set and
 * a process that embeds the server keeps at its own. So the group's and others' bits are cleared
 * where NODEFS hands a mode to Node: when it creates a file or folder (the first data dir, each
 * new WAL segment and relation file) and when it changes one's mode.
 */
import type { postgresMod } from '@electric-sql/pglite';
import { privateMode } from '../data-dir/modes.ts';

type PostgresMod = postgresMod.PostgresMod;

/** The parts of Emscripten's NODEFS this file touches; PGlite types NODEFS only as a whole. */
interface NodeFsInternals {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: { setattr?: (stream: unknown, attr: { mode?: number }) => void };
}

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
