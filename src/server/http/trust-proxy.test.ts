import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientKey } from './ip-address';
import { clientAddressOf, parseTrustProxy, proxyTrust, type TrustProxy } from './trust-proxy';

describe('the client address', () => {
  const cases: [TrustProxy, string, string | undefined, string][] = [
    [false, '10.0.0.1', '203.0.113.9', '10.0.0.1'],
    [1, '10.0.0.1', '198.51.100.1, 203.0.113.9', '203.0.113.9'],
    [2, '10.0.0.1', '198.51.100.1, 203.0.113.9', '198.51.100.1'],
    [['10.0.0.0/8'], '10.0.0.1', '198.51.100.1, 10.0.0.2', '198.51.100.1'],
    [['10.0.0.0/8'], '192.0.2.1', '203.0.113.9', '192.0.2.1'],
    [['loopback'], '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9'],
    [['uniquelocal'], 'fd00::1', '2001:db8::1', '2001:db8::1'],
    [1, '10.0.0.1', undefined, '10.0.0.1'],
  ];

  it.each(cases)(
    'with %j from %s forwarding %s is %s, as Fastify makes it',
    async (setting, socket, forwarded, expected) => {
      const app = Fastify({ trustProxy: proxyTrust(setting) });
      app.get('/', (request) => ({
        fastify: request.ip,
        ours: clientAddressOf(request.raw, proxyTrust(setting)),
      }));
      const response = await app.inject({
        url: '/',
        remoteAddress: socket,
        headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      });
      expect(response.json()).toEqual({ fastify: expected, ours: expected });
      await app.close();
    },
  );

  it('is counted as one client per IPv4 address and per IPv6 /64', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('parses what it is given exactly', () => {
    expect(parseTrustProxy('LOOPBACK')).toEqual({ trust: ['LOOPBACK'] });
    expect(parseTrustProxy('false')).toEqual({ trust: false });
  });
});
