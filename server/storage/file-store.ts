/**
 * Where the local storage server keeps the objects' bytes: DATA_DIR/storage/<bucket>/<object id>.
 * A file is named by its object's id (a UUID, checked), never by the name a client gave it, and the
 * bucket's folder name is its id percent-encoded, dots too (so never `..`): no request can reach a file outside its bucket's folder. Writes are atomic: the
 * bytes go to a temporary file in the same folder, flushed, then renamed over the old file, so a
 * reader sees the old bytes or the new, never a part; a crash leaves at most a `.tmp-` file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir/modes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Bytes written to a temporary file, waiting to become an object's file or to be thrown away. */
export interface StagedFile {
  /** Moves the bytes into place as `objectId`'s file, replacing any older one. */
  commit(objectId: string): Promise<void>;
  discard(): Promise<void>;
}

export interface FileStore {
  stage(bucket: string, bytes: Uint8Array): Promise<StagedFile>;
  /** The object's bytes, or undefined when it has no file. */
  read(bucket: string, objectId: string): Promise<Buffer | undefined>;
  remove(bucket: string, objectId: string): Promise<void>;
}

function bucketFolder(root: string, bucket: string): string {
  return join(root, encodeURIComponent(bucket).replaceAll('.', '%2E'));
}

function objectFile(folder: string, objectId: string): string {
  if (!UUID.test(objectId)) throw new Error(`not an object id: ${objectId}`);
  return join(folder, objectId);
}

export function createFileStore(root: string): FileStore {
  return {
    async stage(bucket, bytes) {
      const folder = bucketFolder(root, bucket);
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = join(folder, `.tmp-${randomUUID()}`);
      const handle = await open(temporary, 'wx', PRIVATE_FILE_MODE);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      return {
        commit: (objectId) => rename(temporary, objectFile(folder, objectId)),
        discard: () => rm(temporary, { force: true }),
      };
    },
    async read(bucket, objectId) {
      try {
        return await readFile(objectFile(bucketFolder(root, bucket), objectId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (bucket, objectId) => rm(objectFile(bucketFolder(root, bucket), objectId), { force: true }),
  };
}
