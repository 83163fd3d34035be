/**
 * The local backend as the bench runs it: a given dist/ (with compression, as always) on a free
 * loopback port, over PGlite in a throwaway DATA_DIR that the first start seeds with blog posts.
 * Browser specs that need a server of their own start it too (e2e/support/own-backend.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config.ts';
import { startServer, type RunningServer, type SiteBuildOptions } from '../../server/main.ts';

export interface BenchServer {
  /** The origin, on 127.0.0.1 so that no name lookup is measured. */
  origin: string;
  running: RunningServer;
  stop(): Promise<void>;
}

/** `distDir` undefined with `siteBuilds`: the server builds its own site, as `npm start` does. */
export async function startBenchServer(
  distDir: string | undefined,
  {
    siteBuilds,
    ...extra
  }: { admin?: { email: string; password: string }; siteBuilds?: SiteBuildOptions } = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-data-'));
  const config = {
    ...readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }, process.cwd()),
    ...(distDir && { distDir }),
    ...extra,
  };
  try {
    const running = await startServer(config, { log: () => {}, ...(siteBuilds && { siteBuilds }) });
    return {
      origin: running.url.replace('localhost', '127.0.0.1'),
      running,
      async stop() {
        await running.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
