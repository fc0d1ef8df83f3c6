import { describe, expect, it } from 'vitest';
import { assertWebhookUrl, isNonPublicAddress, RefusedUrlError } from './url-guard';

/** Refused by its form alone: no name to resolve, so no network in these tests. */
async function refusal(url: string, allowLocal = false): Promise<string | undefined> {
  try {
    await assertWebhookUrl(url, allowLocal);
    return undefined;
  } catch (error) {
    if (error instanceof RefusedUrlError) return error.message;
    throw error;
  }
}

describe('webhook URLs with an IPv4 address inside IPv6', () => {
  it.each([
    ['IPv4-mapped, dotted', 'https://[::ffff:127.0.0.1]/hook'],
    ['IPv4-mapped, hex', 'https://[::ffff:a00:1]/hook'],
    ['IPv4-translated (SIIT)', 'https://[::ffff:0:127.0.0.1]/hook'],
    ['IPv4-compatible', 'https://[::127.0.0.1]/hook'],
    ['IPv4-compatible, a public address', 'https://[::8.8.8.8]/hook'],
    ['NAT64, well-known prefix', 'https://[64:ff9b::127.0.0.1]/hook'],
    ['NAT64, local use', 'https://[64:ff9b:1::7f00:1]/hook'],
    ['NAT64, local use, another prefix length', 'https://[64:ff9b:1:7f00:1::]/hook'],
    ['6to4 of 127.0.0.1', 'https://[2002:7f00:1::1]/hook'],
    ['6to4 of 10.0.0.1', 'https://[2002:a00:1::]/hook'],
    ['6to4 of a public address', 'https://[2002:808:808::1]/hook'],
    ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook'],
    ['ISATAP of 10.0.0.1', 'https://[2a00:1450:4001:81b::5efe:a00:1]/hook'],
    ['ISATAP (u bit) of 192.168.1.1', 'https://[2a00:1450:4001:81b:200:5efe:c0a8:101]/hook'],
  ])('refuses %s in production', async (_form, url) => {
    expect(await refusal(url)).toMatch(/^Must not be a loopback, private or link-local address/);
  });

  it('still accepts a public IPv6 address, and an ISATAP one of a public IPv4 address', async () => {
    expect(await refusal('https://[2a00:1450:4001:81b::200e]/hook')).toBeUndefined();
    expect(await refusal('https://[2a00:1450:4001:81b::5efe:808:808]/hook')).toBeUndefined();
    expect(await refusal('https://[::ffff:8.8.8.8]/hook')).toBeUndefined();
  });

  it('leaves development mode as it was: local addresses allowed', async () => {
    for (const url of [
      'http://[::ffff:0:127.0.0.1]:3000/hook',
      'http://[64:ff9b:1::7f00:1]:3000/hook',
      'http://127.0.0.1:3000/hook',
    ]) {
      expect(await refusal(url, true)).toBeUndefined();
    }
  });

  it('judges a resolved address the same way, in dotted or hex form', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:0:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      'fe80::1%eth0',
      'not an address',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '2a00:1450:4001:81b::200e', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});
