import { isIP } from 'node:net';

/**
 * The eight 16-bit groups of an IPv6 address, also one written with a dotted IPv4 tail
 * (`::ffff:127.0.0.1`) or a zone (`fe80::1%eth0`); undefined for anything else.
 */
export function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted !== null) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = `${text.slice(0, dotted.index)}${tail}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address carried in two 16-bit groups. */
export const ipv4Of = (high: number, low: number): string =>
  `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address of an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`), else undefined. */
export function mappedIpv4(groups: readonly number[]): string | undefined {
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  return isMapped ? ipv4Of(groups[6] ?? 0, groups[7] ?? 0) : undefined;
}

/**
 * What counts as one client when failures are counted: an IPv4 address (IPv4-mapped too, so a
 * dual-stack socket counts it once), and an IPv6 address's /64, the least a subscriber is given:
 * one household or server otherwise had 2⁶⁴ addresses to spread its guesses over.
 */
export function clientKey(address: string): string {
  const groups = ipv6Groups(address);
  if (groups === undefined) return address;
  return (
    mappedIpv4(groups) ??
    `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  );
}
