/**
 * Who the client is: X-Forwarded-For counts only when the socket peer is a proxy TRUST_PROXY
 * lists, and then only back to the first address that is not such a proxy.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../server/auth/rate-limit.ts';
import {
  clientIp,
  forwardedFor,
  parseProxyList,
  trustedProxies,
  type TrustedProxies,
} from '../../server/http/client-ip.ts';

/** Only the two fields client-ip.ts reads; a whole socket is not needed to know an address. */
function requestFrom(peer: string, xForwardedFor?: string | string[]): IncomingMessage {
  const headers = xForwardedFor === undefined ? {} : { 'x-forwarded-for': xForwardedFor };
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

const proxies = (list: string): TrustedProxies => trustedProxies(parseProxyList(list));

describe('parseProxyList', () => {
  it('reads addresses, CIDR ranges of both families and the loopback keyword; nothing from an empty value', () => {
    expect(parseProxyList(' loopback, 10.0.0.0/8 ,203.0.113.7, fd00::/8, ::ffff:192.0.2.1 ,')).toEqual([
      { family: 'ipv4', address: '127.0.0.0', prefix: 8 },
      { family: 'ipv6', address: '::1', prefix: 128 },
      { family: 'ipv4', address: '10.0.0.0', prefix: 8 },
      { family: 'ipv4', address: '203.0.113.7', prefix: 32 },
      { family: 'ipv6', address: 'fd00::', prefix: 8 },
      { family: 'ipv4', address: '192.0.2.1', prefix: 32 },
    ]);
    expect(parseProxyList('')).toEqual([]);
    expect(parseProxyList(' , ')).toEqual([]);
  });

  it.each(['true', '*', 'proxy.internal', '10.0.0.0/33', '10.0.0/8', '::1/129', '10.0.0.0/8/8', '1.2.3.4/x'])(
    'refuses %s, naming it',
    (item) => {
      expect(() => parseProxyList(`loopback, ${item}`)).toThrow(
        `"${item}" is not an IP address, a CIDR range or "loopback"`,
      );
    },
  );
});

describe('the client address', () => {
  const behindLoopback = proxies('loopback, 10.0.0.0/8, fd00::/8');

  it.each`
    name                                                                  | peer                  | header                                  | trusted           | client            | chain
    ${'no proxy listed: the socket peer, whatever the header says'}       | ${'198.51.100.9'}     | ${'1.1.1.1'}                            | ${proxies('')}    | ${'198.51.100.9'} | ${'198.51.100.9'}
    ${'a peer that is not a listed proxy cannot forward'}                 | ${'198.51.100.9'}     | ${'1.1.1.1'}                            | ${behindLoopback} | ${'198.51.100.9'} | ${'198.51.100.9'}
    ${'a trusted peer without the header: the peer'}                      | ${'127.0.0.1'}        | ${undefined}                            | ${behindLoopback} | ${'127.0.0.1'}    | ${'127.0.0.1'}
    ${'a trusted peer: the entry it appended'}                            | ${'127.0.0.1'}        | ${'203.0.113.5'}                        | ${behindLoopback} | ${'203.0.113.5'}  | ${'203.0.113.5, 127.0.0.1'}
    ${'entries the client wrote itself are dropped'}                      | ${'127.0.0.1'}        | ${'6.6.6.6, 203.0.113.5'}               | ${behindLoopback} | ${'203.0.113.5'}  | ${'203.0.113.5, 127.0.0.1'}
    ${'through a chain of trusted proxies'}                               | ${'127.0.0.1'}        | ${'6.6.6.6, 203.0.113.5, 10.1.2.3'}     | ${behindLoopback} | ${'203.0.113.5'}  | ${'203.0.113.5, 10.1.2.3, 127.0.0.1'}
    ${'repeated headers are one chain'}                                   | ${'127.0.0.1'}        | ${['6.6.6.6', '203.0.113.5, 10.1.2.3']} | ${behindLoopback} | ${'203.0.113.5'}  | ${'203.0.113.5, 10.1.2.3, 127.0.0.1'}
    ${'IPv6 peers and clients'}                                           | ${'::1'}              | ${'2001:db8::7, fd00::2'}               | ${behindLoopback} | ${'2001:db8::7'}  | ${'2001:db8::7, fd00::2, ::1'}
    ${'an IPv4-mapped peer is its IPv4 address'}                          | ${'::ffff:127.0.0.1'} | ${'203.0.113.5'}                        | ${behindLoopback} | ${'203.0.113.5'}  | ${'203.0.113.5, 127.0.0.1'}
    ${'every hop trusted: the leftmost'}                                  | ${'127.0.0.1'}        | ${'10.0.0.1, 10.0.0.2'}                 | ${behindLoopback} | ${'10.0.0.1'}     | ${'10.0.0.1, 10.0.0.2, 127.0.0.1'}
    ${'an entry that is not an address stops at the proxy that wrote it'} | ${'127.0.0.1'}        | ${'203.0.113.5, unknown'}               | ${behindLoopback} | ${'127.0.0.1'}    | ${'127.0.0.1'}
    ${'SQL in the header never reaches the database'}                     | ${'127.0.0.1'}        | ${"1.1.1.1'); drop table x; --"}        | ${behindLoopback} | ${'127.0.0.1'}    | ${'127.0.0.1'}
  `('$name', ({ peer, header, trusted, client, chain }) => {
    const req = requestFrom(peer, header);
    expect(clientIp(req, trusted)).toBe(client);
    expect(forwardedFor(req, trusted)).toBe(chain);
    // The database's rate limits read the leftmost entry: it must be the client.
    expect(forwardedFor(req, trusted).split(',')[0]).toBe(client);
  });
});

it.each([
  ['203.0.113.5', '203.0.113.5'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
  ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['::ffff:1.2.3.4', '0:0:0:0::/64'],
  ['', ''],
])('clientNetwork (what sign-in limits count): %s counts as %s', (ip, network) => {
  expect(clientNetwork(ip)).toBe(network);
});
