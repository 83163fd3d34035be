/** Runs a static handler on a real node:http server on a free port, and a raw HTTP client. */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { createStaticHandler } from '../../server/static-files/handler.ts';
import { forEachFile, listenOnFreePort } from '../support/backend.ts';
import { createFixtureSite } from './fixture-dist.ts';

export interface RunningSite {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function serveSite(distDir: string): Promise<RunningSite> {
  const handler = await createStaticHandler({ distDir });
  const server = createServer((req, res) => void handler(req, res));
  const port = await listenOnFreePort(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A fixture site served for the tests of the file or describe block; read it only inside hooks and tests. */
export function servedFixtureSite(options: { without?: string[] } = {}): RunningSite {
  return forEachFile(async () => {
    const site = await createFixtureSite(options);
    const server = await serveSite(site.distDir);
    return {
      ...server,
      async close() {
        await server.close();
        await site.remove();
      },
    };
  });
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Exactly the bytes on the wire: not decompressed. */
  body: Buffer;
}

/**
 * fetch() normalises "/../x" and "/%2e%2e/" away before sending and decompresses bodies; this
 * sends the path exactly as written and returns the bytes as received.
 */
export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.end();
  });
}
