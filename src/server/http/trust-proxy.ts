import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which `X-Forwarded-For` entries count (TRUST_PROXY): none (false), those added by the nearest
 * `n` proxies, or those added by proxies at these addresses or networks.
 */
export type TrustProxy = false | number | readonly string[];

/** Whether the address `hop` steps back from the server is a proxy whose word is taken. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const MAX_PROXY_HOPS = 10;

/** proxy-addr's names, as Fastify and Express accept them. */
const NAMED_NETWORKS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const TRUST_EVERYONE = new Set(['true', '*', 'all']);

const SHAPE =
  'must be a number of proxies from 1 to 10, or their addresses or networks separated by ' +
  'commas (e.g. 127.0.0.1,10.0.0.0/8 or loopback)';
const EVERYONE =
  'must name the proxies: trusting every address lets any client choose the address its ' +
  'failures are counted under';

/** The entry as a network, or undefined when it is none (`10.0.0.0/8`, `::1`, `loopback`). */
function networksOf(
  entry: string,
): { address: string; prefix: number; family: 4 | 6 }[] | undefined {
  const named = NAMED_NETWORKS[entry.toLowerCase()];
  if (named !== undefined) return named.flatMap((network) => networksOf(network) ?? []);
  const [address = '', prefixText, extra] = entry.split('/');
  const family = isIP(address);
  if ((family !== 4 && family !== 6) || extra !== undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  return prefix <= bits ? [{ address, prefix, family }] : undefined;
}

/** TRUST_PROXY's value, or the one-line problem with it. Empty, `0` or `false`: trust none. */
export function parseTrustProxy(text: string): { trust: TrustProxy } | { problem: string } {
  const trimmed = text.trim();
  if (['', '0', 'false'].includes(trimmed.toLowerCase())) return { trust: false };
  if (TRUST_EVERYONE.has(trimmed.toLowerCase())) return { problem: EVERYONE };
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= MAX_PROXY_HOPS ? { trust: hops } : { problem: SHAPE };
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const networks = networksOf(entry);
    if (networks === undefined || networks.length === 0) return { problem: SHAPE };
    if (networks.some(({ prefix }) => prefix === 0)) return { problem: EVERYONE };
  }
  return { trust: entries };
}

/**
 * The trust function Fastify gets as `trustProxy`, and the rest of the server asks too, so all
 * agree on a request's client address; false when no proxy is trusted. A hop count trusts the
 * nearest proxies whatever their address (Fastify refuses a bare number for that reason, so it
 * gets this function); the configuration allows it only with the port on loopback.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | false {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  if (setting.length === 0) return false;
  const trusted = new BlockList();
  for (const entry of setting) {
    for (const { address, prefix, family } of networksOf(entry) ?? []) {
      trusted.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
    }
  }
  // BlockList matches an IPv4-mapped IPv6 address (a dual-stack socket's) against IPv4 networks.
  return (address) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address as Fastify's `request.ip` has it with the same trust (proxy-addr's walk):
 * from the socket back through `X-Forwarded-For` while each step is a trusted proxy. For where
 * only the raw request exists (choosing a correlation id).
 */
export function clientAddressOf(request: IncomingMessage, trust: ProxyTrust | false): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  const header = request.headers['x-forwarded-for'];
  if (trust === false || typeof header !== 'string') return socketAddress;
  const chain = [
    socketAddress,
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .reverse(),
  ];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop] ?? '', hop)) hop += 1;
  return chain[hop] ?? socketAddress;
}

/** Whether the request's own peer is a trusted proxy (its forwarded headers may be believed). */
export const fromTrustedProxy = (request: IncomingMessage, trust: ProxyTrust | false): boolean =>
  trust !== false && trust(request.socket.remoteAddress ?? '', 0);
