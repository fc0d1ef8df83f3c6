import { lookup as dnsLookup } from 'node:dns';
import { lookup as resolveAll } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { ipv4Of, ipv6Groups, mappedIpv4 } from '../../http';

/**
 * The server-side request forgery guard of webhook URLs: https only, and no host that is or
 * resolves to a loopback, private, link-local, shared, multicast or reserved address, unless the
 * configuration allows local URLs (development: the portal server on localhost). Checked when a
 * subscription is registered and again at every connection (a name may resolve elsewhere later).
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
// The IPv6 forms that carry an IPv4 address (marked) are refused whatever that address: a
// translator or relay would take the request on to it, 127.0.0.1 or 10.0.0.1 as well, and no
// bank's receiver needs them. IPv4-mapped addresses (::ffff:0:0/96) are judged by their IPv4
// address instead: connecting to one is connecting to it, and a resolver may answer with one.
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback; marked: IPv4-compatible (::a.b.c.d, deprecated)
  ['::ffff:0:0:0', 96], // marked: IPv4-translated (SIIT)
  ['64:ff9b::', 96], // marked: NAT64, well-known prefix
  ['64:ff9b:1::', 48], // marked: NAT64, local use
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments; marked: Teredo (2001::/32)
  ['2001:db8::', 32],
  ['2002::', 16], // marked: 6to4
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 segment identifiers
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** An ISATAP interface identifier (…:0:5efe:a.b.c.d, u/g bits aside) names an IPv4 address. */
const isatapIpv4 = (groups: readonly number[]): string | undefined =>
  ((groups[4] ?? 0) & 0xfcff) === 0 && groups[5] === 0x5efe
    ? ipv4Of(groups[6] ?? 0, groups[7] ?? 0)
    : undefined;

/** True for an address a webhook may not reach: loopback, private, link-local and the like. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  const groups = family === 6 ? ipv6Groups(address) : undefined;
  if (groups === undefined) return true;
  const mapped = mappedIpv4(groups);
  if (mapped !== undefined) return isNonPublicAddress(mapped);
  const bare = groups.map((group) => group.toString(16)).join(':');
  if (BLOCKED.check(bare, 'ipv6')) return true;
  const isatap = isatapIpv4(groups);
  return isatap !== undefined && isNonPublicAddress(isatap);
}

export class RefusedUrlError extends Error {}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Why the URL may not receive webhooks, checked by its form alone; undefined when it may. */
function formProblem(url: URL, allowLocal: boolean): string | undefined {
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) {
    return 'Must be an https:// URL';
  }
  if (url.username !== '' || url.password !== '') return 'Must not contain a user name or password';
  const host = hostOf(url);
  if (!allowLocal && isIP(host) !== 0 && isNonPublicAddress(host)) {
    return `Must not be a loopback, private or link-local address (${host})`;
  }
  return undefined;
}

/** Throws RefusedUrlError naming why `text` may not receive webhooks (resolving its host). */
export async function assertWebhookUrl(text: string, allowLocal: boolean): Promise<URL> {
  const url = new URL(text);
  const problem = formProblem(url, allowLocal);
  if (problem !== undefined) throw new RefusedUrlError(problem);
  const host = hostOf(url);
  if (allowLocal || isIP(host) !== 0) return url;
  let addresses: { address: string }[];
  try {
    addresses = await resolveAll(host, { all: true });
  } catch {
    throw new RefusedUrlError(`The host ${host} cannot be resolved`);
  }
  const refused = addresses.find(({ address }) => isNonPublicAddress(address));
  if (refused !== undefined) {
    throw new RefusedUrlError(
      `The host ${host} resolves to a loopback, private or link-local address (${refused.address})`,
    );
  }
  return url;
}

/** The URL's problem by its form, for a delivery (the connection checks the resolved address). */
export function deliveryUrlProblem(url: URL, allowLocal: boolean): string | undefined {
  return formProblem(url, allowLocal);
}

/**
 * A DNS lookup for outgoing webhook connections that refuses non-public addresses, so the
 * address connected to is the address checked (no rebinding between check and connect).
 */
export function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) {
        callback(error, '', 0);
        return;
      }
      const refused = allowLocal
        ? undefined
        : addresses.find(({ address }) => isNonPublicAddress(address));
      const first = addresses[0];
      if (refused !== undefined || first === undefined) {
        const failure = new RefusedUrlError(
          refused === undefined
            ? `The host ${hostname} has no address`
            : `The host ${hostname} resolves to a loopback, private or link-local address (${refused.address})`,
        );
        callback(failure, '', 0);
        return;
      }
      if (options.all === true) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
