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
