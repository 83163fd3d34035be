/**
 * No peer can hold the server's sockets (server/http/connection-limits.ts). Peers are told apart by
 * loopback addresses of their own (all of 127/8 is loopback on Linux); caps are small.
 */
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerUnreadableRequests, limitConnections } from '../../server/http/connection-limits.ts';
import { listenOnFreePort } from '../support/backend.ts';

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(
  limits: { total: number; perClient: number; proxy?: string },
  options: { headersTimeout?: number } = {},
): Promise<number> {
  server = createServer(
    { ...options, ...(options.headersTimeout && { connectionsCheckingInterval: 20, requestTimeout: 0 }) },
    (_req, res) => res.end('ok'),
  );
  answerUnreadableRequests(server);
  limitConnections(server, { ...limits, isProxy: (address) => address === limits.proxy });
  return listenOnFreePort(server);
}

/**
 * An open socket from `from`, once connected. Half-open allowed, as an attacker's is: the server
 * ending its side does not end ours, so only the server's destroying it closes it.
 */
async function open(port: number, from: string, allowHalfOpen = true): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from, allowHalfOpen });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Everything the server sends until it closes the socket. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.once('close', () => resolve(text));
  });
}

/** A request as a browser sends it, closing when the server does. */
async function get(port: number, from: string): Promise<string> {
  const socket = await open(port, from, false);
  const answer = untilClosed(socket);
  socket.write('GET / HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n');
  return answer;
}

describe('connection caps', () => {
  it('refuses a peer over its own cap with 503 and closes it, while another peer is served; gives the peer its share back as its sockets close', async () => {
    const port = await start({ total: 100, perClient: 3 });
    const held = [];
    for (let i = 0; i < 3; i += 1) held.push(await open(port, '127.0.0.2'));
    const refused = await get(port, '127.0.0.2');
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused).toContain('Retry-After: 1');
    expect(refused).toContain('Too many connections');
    expect(await get(port, '127.0.0.3')).toMatch(/^HTTP\/1\.1 200 OK/);

    const closed = untilClosed(held[0] as Socket);
    held[0]?.destroy();
    await closed;
    await expect.poll(() => get(port, '127.0.0.2')).toMatch(/^HTTP\/1\.1 200/);
  });

  it('holds every peer to the total', async () => {
    const port = await start({ total: 2, perClient: 10 });
    await open(port, '127.0.0.2');
    await open(port, '127.0.0.3');
    expect(await get(port, '127.0.0.4')).toMatch(/^HTTP\/1\.1 503/);
  });

  it('holds a trusted proxy, which stands for many clients, to the total only', async () => {
    const port = await start({ total: 10, perClient: 2, proxy: '127.0.0.5' });
    for (let i = 0; i < 4; i += 1) await open(port, '127.0.0.5');
    expect(await get(port, '127.0.0.5')).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('a socket that got an error answer', () => {
  it('is closed after a malformed request, answered with a 400 and the security headers, though its peer keeps sending', async () => {
    const port = await start({ total: 100, perClient: 100 });
    const socket = await open(port, '127.0.0.2');
    const answer = untilClosed(socket);
    socket.write('NOT A REQUEST\r\n\r\n');
    const keepSending = setInterval(() => socket.writable && socket.write('x'), 10);
    try {
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(text).toMatch(/X-Content-Type-Options: nosniff/i);
      expect(text).toMatch(/X-Frame-Options: DENY/i);
    } finally {
      clearInterval(keepSending);
    }
  });

  it('is closed when its headers take too long, though a byte keeps coming now and then', async () => {
    const port = await start({ total: 100, perClient: 100 }, { headersTimeout: 200 });
    const socket = await open(port, '127.0.0.2');
    const answer = untilClosed(socket);
    socket.write('GET / HTTP/1.1\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X'), 50);
    try {
      expect(await answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    } finally {
      clearInterval(drip);
    }
  });
});
