import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from './https-front';

// `npm run bench:web` measures the phone through the front docs/operations.md tells a bank to
// run: the two must proxy the portal alike, whatever ports, paths and certificates they name.
const root = join(import.meta.dirname, '..', '..');

/** The directives that decide how requests reach the server, each as written, comments left out. */
function proxyDirectives(config: string): string[] {
  return config
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) =>
      /^(upstream|keepalive|client_max_body_size|proxy_(?!temp_path\b)\w+)\s/.test(line),
    )
    .sort();
}

function documentedFront(): string {
  const operations = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(operations)?.[1];
  if (block === undefined) throw new Error('docs/operations.md has no nginx example');
  return block;
}

describe("the bench's HTTPS front", () => {
  const benchFront = nginxConfig({
    folder: '/tmp/front',
    port: 3191,
    serverPort: 3190,
    certificateFile: '/tmp/front/certificate.pem',
    keyFile: '/tmp/front/key.pem',
  });

  it('proxies the portal as the front docs/operations.md describes, over HTTP/2 and TLS', () => {
    expect(proxyDirectives(benchFront)).toEqual(proxyDirectives(documentedFront()));
    expect(proxyDirectives(benchFront)).toContain('keepalive 16;');
    expect(benchFront).toMatch(/listen 127\.0\.0\.1:3191 ssl http2;/);
    expect(documentedFront()).toMatch(/listen 443 ssl http2;/);
  });
});
