/**
 * The embedded database's own thread: PGlite on the data directory, answering one message at a
 * time. It runs here rather than on the server's thread because PGlite computes a query in one
 * synchronous stretch with no statement_timeout (WebAssembly has no timer signal): a runaway
 * query (a back-referencing regex) would otherwise hold the event loop, so no page, health check
 * or SIGTERM could be answered. The server thread ends this thread when a query passes its
 * deadline and opens a new one from the durable files (pglite-thread.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-node-fs.ts';
import type { PgliteAssets, WorkerReply, WorkerRequest } from './pglite-thread.ts';

const { dataDir, assets } = workerData as { dataDir: string; assets: PgliteAssets };
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

function errorFields(error: unknown): WorkerReply['error'] {
  const source = (error instanceof Error ? error : new Error(String(error))) as Error &
    Record<string, unknown>;
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : undefined);
  return {
    message: source.message,
    code: text('code'),
    detail: text('detail'),
    hint: text('hint'),
    constraint: text('constraint'),
  };
}

const db = await PGlite.create({
  dataDir,
  fs: new DurableNodeFS(dataDir),
  startParams: [...DURABLE_START_PARAMS],
  pgliteWasmModule: assets.pgliteWasmModule,
  initdbWasmModule: assets.initdbWasmModule,
  fsBundle: new Blob([assets.fsBundle]),
});

port.on('message', async (request: WorkerRequest) => {
  try {
    if (request.kind === 'query') {
      const { rows, affectedRows = 0 } = await db.query<Record<string, unknown>>(request.sql, request.params);
      return port.postMessage({ id: request.id, result: { rows, affectedRows } } satisfies WorkerReply);
    }
    await (request.kind === 'close' ? db.close() : db.exec(request.sql));
    port.postMessage({ id: request.id } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ id: request.id, error: errorFields(error) } satisfies WorkerReply);
  }
});

port.postMessage({ id: 0 } satisfies WorkerReply);
