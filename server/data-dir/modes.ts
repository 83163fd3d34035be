/**
 * DATA_DIR is the server's user's alone: it holds the database (the admins' TOTP secrets and
 * password hashes among its pages and WAL), keys.json and the JWT secret. So every folder in it is
 * 0700 and every file 0600, set explicitly wherever the server creates one. The process's umask
 * alone would not do: a worker thread (PGlite runs in one, db/pglite-worker.ts) cannot set it,
 * and a process that starts the server inside itself (tests, tools) keeps its own.
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/**
 * The umask of `npm start` and `npm run serve` (main.ts): what is created without an explicit mode
 * (the site's astro build, a child process, writes its pages so) is private too.
 */
export const PRIVATE_UMASK = 0o077;

/** `mode` without the group's and others' bits: what a umask of 077 leaves of a requested mode. */
export function privateMode(mode: number): number {
  return mode & ~PRIVATE_UMASK;
}
