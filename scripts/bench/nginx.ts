/**
 * nginx serving the same dist/, for scale: what a plain static server does on this machine. One
 * worker process, like the single Node process it is set beside; gzip on (no brotli module);
 * pid, logs and temp files in a throwaway directory, as the current user. Only `/` is compared:
 * nginx knows nothing of the CDN's `_headers` and `_redirects`, nor of the REST API.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.ts';

const START_TIMEOUT_MS = 5000;

export interface NginxSettings {
  root: string;
  port: number;
  /** Where pid, logs and temp files go. */
  prefix: string;
  /** Set when running as root, whose workers would otherwise drop to `nobody` and lose the files. */
  user?: string;
}

export function nginxConfig({ root, port, prefix, user }: NginxSettings): string {
  return `${user ? `user ${user};\n` : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types {
    text/html html;
    text/css css;
    text/javascript js;
    image/svg+xml svg;
    application/json json webmanifest;
    application/xml xml;
    text/plain txt;
  }
  default_type application/octet-stream;
  sendfile on;
  keepalive_requests 100000;
  gzip on;
  gzip_types text/css text/javascript image/svg+xml application/json application/xml;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }
}
`;
}

/** Whether an `nginx` binary is on PATH. */
export function nginxInstalled(): boolean {
  return !spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error;
}

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

export async function startNginx(root: string): Promise<RunningNginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const configFile = join(prefix, 'nginx.conf');
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  await writeFile(configFile, nginxConfig({ root, port, prefix, ...(user ? { user } : {}) }));
  const nginx = spawn('nginx', ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', configFile], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolveExit) => nginx.once('exit', () => resolveExit()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGQUIT: nginx's graceful shutdown.
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && nginx.exitCode === null) {
    const answered = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (answered) return { origin, stop };
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');
  await stop();
  throw new Error(`nginx did not start on port ${port}: ${log.trim().split('\n').at(-1) ?? 'no log'}`);
}
