import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Which `X-Forwarded-For` entries count (TRUST_PROXY): none (false), those added by the nearest
 * `n` proxies, or those added by proxies at these addresses or networks.
 */
export type TrustProxy = false | number | readonly string[];

/** Whether the address `hop` steps back from the server is a proxy whose word is taken. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const MAX_PROXY_HOPS = 10;

/**
 * The trust function of these addresses, networks (`10.0.0.0/8`) and proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`, in any case), as Fastify compiles a list; throws on
 * anything else.
 */
const compiled = (entries: readonly string[]): ProxyTrust =>
  proxyAddr.compile(entries.map((entry) => entry.toLowerCase()));

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_EVERYONE = new Set(['true', '*', 'all']);

const SHAPE =
  'must be a number of proxies from 1 to 10, or their addresses or networks separated by ' +
  'commas (e.g. 127.0.0.1,10.0.0.0/8 or loopback)';
const EVERYONE =
  'must name the proxies: trusting every address lets any client choose the address its ' +
  'failures are counted under';

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
  if (entries.some((entry) => /\/0+$/.test(entry))) return { problem: EVERYONE };
  // proxy-addr also reads shorthand like `1.5` as an address; an address here is written whole.
  const written = (entry: string) =>
    PROXY_ADDR_NAMES.has(entry.toLowerCase()) || isIP(entry.split('/')[0] ?? '') !== 0;
  if (!entries.every(written)) return { problem: SHAPE };
  try {
    compiled(entries);
  } catch {
    return { problem: SHAPE };
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
  return setting.length === 0 ? false : compiled(setting);
}

/**
 * The client's address as Fastify's `request.ip` has it with the same trust, by the same library:
 * for where only the raw request exists (choosing a correlation id).
 */
export const clientAddressOf = (request: IncomingMessage, trust: ProxyTrust | false): string =>
  trust === false ? (request.socket.remoteAddress ?? '') : proxyAddr(request, trust);

/** Whether the request's own peer is a trusted proxy (its forwarded headers may be believed). */
export const fromTrustedProxy = (request: IncomingMessage, trust: ProxyTrust | false): boolean =>
  trust !== false && trust(request.socket.remoteAddress ?? '', 0);
