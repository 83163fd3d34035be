/**
 * PGlite on a data directory, run in a worker thread (pglite-worker.ts) with a deadline on every
 * statement. A statement that passes its deadline is stopped the only way PGlite can be stopped:
 * the worker is ended, its caller gets Postgres's statement-timeout error (SQLSTATE 57014, which
 * the REST half answers as PostgREST does, with a 500), and a new worker opens the database again
 * from its durable files (an uncommitted transaction is gone, as after a crash; every acknowledged
 * commit is on disk, see durable-node-fs.ts). Requests waiting meanwhile wait for the reopen.
 *
 * Statements run one at a time, as on PGlite's own thread: a transaction holds the database from
 * BEGIN to COMMIT, so no other request's statement lands inside it.
 */
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { Database, DatabaseError, Queryable, QueryResult, TransactionOptions } from './database.ts';
import { readSessionUser, restoreSessionStatement, sessionRoleStatement } from './session-role.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

/** A deadline for statements that name none (the backend's own auth queries): Supabase's 8 s. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 8_000;

/** Omit applied to each member of a union (a plain Omit would merge the members). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request before it gets its id. */
type Request = OmitEach<WorkerRequest, 'id'>;

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (error: unknown) => void;
}

/**
 * PGlite's WebAssembly compiled once per process and its file bundle read once, handed to every
 * worker: a reopen after a deadline then costs Postgres's start-up alone, not a recompile.
 */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array<ArrayBuffer>;
}

/** PGlite's dist folder, where its entry point (and the files beside it) live. */
const PGLITE_DIST = new URL('./', import.meta.resolve('@electric-sql/pglite'));
let assets: Promise<PgliteAssets> | undefined;

function loadAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const read = (name: string) => readFile(new URL(name, PGLITE_DIST));
    const [pglite, initdb, fsBundle] = await Promise.all([
      read('pglite.wasm'),
      read('initdb.wasm'),
      read('pglite.data'),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Uint8Array(fsBundle),
    };
  })();
  return assets;
}

export class StatementTimeoutError extends Error implements DatabaseError {
  override name = 'StatementTimeoutError';
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

function databaseError(fields: NonNullable<WorkerReply['error']>): Error {
  return Object.assign(new Error(fields.message), {
    ...(fields.code && { code: fields.code }),
    ...(fields.detail && { detail: fields.detail }),
    ...(fields.hint && { hint: fields.hint }),
    ...(fields.constraint && { constraint: fields.constraint }),
  });
}

export interface PgliteThreadOptions {
  defaultStatementTimeoutMs?: number;
}

class PgliteThread {
  readonly #dataDir: string;
  readonly #defaultTimeoutMs: number;
  #worker: Worker | undefined;
  #ready!: Promise<void>;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Bumped on every reopen, so a transaction begun on an ended worker never reaches the next one. */
  #generation = 0;
  #closed = false;
  /** The tail of the queue of callers holding the database in turn. */
  #turn: Promise<void> = Promise.resolve();

  constructor(dataDir: string, options: PgliteThreadOptions) {
    this.#dataDir = dataDir;
    this.#defaultTimeoutMs = options.defaultStatementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    this.#open();
  }

  get ready(): Promise<void> {
    return this.#ready;
  }

  get generation(): number {
    return this.#generation;
  }

  #open(): void {
    // Until the assets are loaded there is no worker; a failure to load them fails `ready`.
    let worker: Worker | undefined;
    this.#ready = loadAssets().then(
      (loaded) =>
        new Promise<void>((resolve, reject) => {
          worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
            workerData: { dataDir: this.#dataDir, assets: loaded },
          });
          this.#worker = worker;
          const opened = worker;
          const onReady = (reply: WorkerReply) => {
            if (reply.id !== 0) return;
            opened.off('message', onReady);
            resolve();
          };
          opened.on('message', onReady);
          opened.once('error', reject);
          opened.once('exit', (code) =>
            reject(new Error(`the database thread ended while opening (${code})`)),
          );
          opened.on('message', (reply: WorkerReply) => this.#settle(reply));
          opened.on('error', (error) => this.#lost(opened, error));
          opened.on('exit', () => this.#lost(opened, new Error('the database thread ended')));
        }),
    );
    // Callers see the failure when they wait for `ready`; this only keeps it from being unhandled.
    this.#ready.catch(() => {});
  }

  #settle(reply: WorkerReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.error) pending.reject(databaseError(reply.error));
    else pending.resolve(reply);
  }

  /** The worker died on its own (not by a deadline): fail what it held and open a new one. */
  #lost(worker: Worker, error: unknown): void {
    if (worker !== this.#worker || this.#closed) return;
    this.#failPending(new DatabaseUnavailableError(error));
    this.#reopen();
  }

  #failPending(error: unknown): void {
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const { reject } of pending) reject(error);
  }

  #reopen(): void {
    this.#generation += 1;
    const old = this.#worker;
    if (old) {
      old.removeAllListeners();
      old.on('error', () => {});
      void old.terminate();
    }
    this.#open();
  }

  /** Sends one request; past `deadlineMs` the worker is ended and the request fails with 57014. */
  async send(request: Request, deadlineMs: number | undefined, generation: number): Promise<WorkerReply> {
    if (this.#closed) throw new DatabaseUnavailableError(new Error('the database is closed'));
    await this.#ready;
    if (generation !== this.#generation) throw new StatementTimeoutError();
    const id = this.#nextId++;
    const deadline = deadlineMs ?? this.#defaultTimeoutMs;
    return new Promise<WorkerReply>((resolve, reject) => {
      // 0 means no deadline, as statement_timeout = 0 does in Postgres.
      const timer =
        deadline > 0
          ? setTimeout(() => {
              if (!this.#pending.has(id)) return;
              this.#failPending(new StatementTimeoutError());
              this.#reopen();
            }, deadline)
          : undefined;
      timer?.unref();
      const clearingTimer =
        <T>(settle: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          settle(value);
        };
      this.#pending.set(id, { resolve: clearingTimer(resolve), reject: clearingTimer(reject) });
      this.#worker?.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  /** Runs `fn` while holding the database: callers take turns, in the order they asked. */
  async exclusive<T>(fn: (generation: number) => Promise<T>): Promise<T> {
    const previous = this.#turn;
    let release!: () => void;
    this.#turn = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      await this.#ready;
      return await fn(this.#generation);
    } finally {
      release();
    }
  }

  /**
   * Shuts the database: cleanly (Postgres's own shutdown, a checkpoint) when no statement runs;
   * a statement still running (a runaway waiting for its deadline) is abandoned, since a server
   * told to stop must not wait seconds for it. Either way every acknowledged commit is on disk.
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#ready.catch(() => {});
    const worker = this.#worker;
    if (!worker) return;
    if (this.#pending.size === 0) {
      const id = this.#nextId++;
      await new Promise<void>((resolve) => {
        this.#pending.set(id, { resolve: () => resolve(), reject: () => resolve() });
        worker.postMessage({ kind: 'close', id } satisfies WorkerRequest);
      });
    }
    this.#failPending(new DatabaseUnavailableError(new Error('the database is closed')));
    worker.removeAllListeners();
    await worker.terminate();
  }
}

function queryable(thread: PgliteThread, generation: number, deadlineMs: number | undefined): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const reply = await thread.send({ kind: 'query', sql, params }, deadlineMs, generation);
      return { rows: (reply.result?.rows ?? []) as Row[], affectedRows: reply.result?.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await thread.send({ kind: 'exec', sql }, deadlineMs, generation);
    },
  };
}

/** Opens the worker and waits until the database is open; `afterClose` runs once it is shut. */
export async function openPgliteThread(
  dataDir: string,
  options: PgliteThreadOptions,
  afterClose: () => Promise<void>,
): Promise<Database> {
  const thread = new PgliteThread(dataDir, options);
  await thread.ready;
  const sessionUser = await thread.exclusive((generation) =>
    readSessionUser(queryable(thread, generation, undefined)),
  );
  // Scripts of several statements (migrations, bootstrap) may take long on a first start: no deadline.
  const NO_DEADLINE = 0;
  return {
    kind: 'pglite',
    query: (sql, params) =>
      thread.exclusive((generation) => queryable(thread, generation, undefined).query(sql, params)),
    exec: (sql) => thread.exclusive((generation) => queryable(thread, generation, NO_DEADLINE).exec(sql)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) {
      return thread.exclusive(async (generation) => {
        const tx = queryable(thread, generation, options.statementTimeoutMs);
        await tx.exec('begin');
        try {
          if (options.sessionRole) await tx.exec(sessionRoleStatement(options.sessionRole));
          const result = await fn(tx);
          await tx.exec('commit');
          return result;
        } catch (error) {
          // After a deadline the worker is gone and its transaction with it: nothing to roll back.
          if (generation === thread.generation) await tx.exec('rollback').catch(() => {});
          throw error;
        } finally {
          // Still holding the database, so no other caller runs as that role; a new worker (after a
          // deadline) starts as the session user anyway.
          if (options.sessionRole && generation === thread.generation)
            await tx.exec(restoreSessionStatement(sessionUser)).catch(() => {});
        }
      });
    },
    async close() {
      await thread.close();
      await afterClose();
    },
  };
}

/** What the server thread and the PGlite worker (pglite-worker.ts) say to each other. */
export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };

/** `id` 0 announces that the database is open. An error keeps Postgres's fields. */
export interface WorkerReply {
  id: number;
  result?: { rows: Record<string, unknown>[]; affectedRows: number };
  error?: { message: string; code?: string; detail?: string; hint?: string; constraint?: string };
}
