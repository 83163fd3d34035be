/**
 * A Supabase Edge Function under real Deno (from the `deno` npm package), its `npm:` imports from this
 * repository's node_modules and nothing fetched, with only the permissions it needs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..', '..');
/** Deno compiles nothing ahead, but its first start on a cold machine still takes a few seconds. */
const START_TIMEOUT_MS = 20_000;
const LISTENING_LINE = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//;

export interface EdgeFunction {
  /** Where its Deno.serve answers, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Everything Deno printed so far, stdout and stderr interleaved. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The native binary, found as the package's own launcher finds it (its platform package, such as
 * @deno/linux-x64-glibc). Not node_modules/.bin/deno: without the postinstall that is a Node
 * wrapper, and killing the wrapper would leave Deno running.
 */
function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

function waitForListening(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const timer = setTimeout(
      () => fail(`no "Listening on" line after ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      const url = LISTENING_LINE.exec(output())?.[1];
      if (!url) return;
      cleanUp();
      resolveUrl(url);
    };
    const onExit = (code: number | null) => fail(`deno exited (${code}) before listening`);
    function cleanUp() {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    }
    function fail(why: string) {
      cleanUp();
      reject(new Error(`${why}:\n${output()}`));
    }
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Starts the function with `secrets` as its whole environment (plus what Deno itself reads).
 * `caFile` is a CA certificate Deno trusts besides the system's (DENO_CERT), for a TLS test peer.
 */
export async function startEdgeFunction(
  name: string,
  { secrets, caFile }: { secrets: Record<string, string>; caFile?: string },
): Promise<EdgeFunction> {
  const functionDir = resolve(REPO, 'supabase', 'functions', name);
  const child = spawn(
    denoBinary(),
    [
      'run',
      `--config=${resolve(functionDir, 'deno.json')}`,
      '--node-modules-dir=manual',
      '--cached-only',
      '--no-remote',
      '--no-prompt',
      `--allow-env=${Object.keys(secrets).join(',')}`,
      // Loopback only: the backend, the mail server and its own port. No --allow-read: loading
      // modules needs none, and a function that read files would fail here first.
      '--allow-net=127.0.0.1',
      resolve(functionDir, 'index.ts'),
    ],
    {
      cwd: REPO,
      env: {
        ...secrets,
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR && { DENO_DIR: process.env.DENO_DIR }),
        ...(caFile && { DENO_CERT: caFile }),
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const output = () => printed;
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    return { url: await waitForListening(child, output), output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
