// @ts-check
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { mapByLine, PARTS, staleReason, writeCompressedSiblings } from './build.js';

describe('staleReason', () => {
  /** @type {string} */
  let root;
  /** @param {string} path @param {number} secondsAgo */
  const write = (path, secondsAgo) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(join(root, path), time, time);
  };
  /** The portal's and the server's builds, made 10 s ago: after every source but a changed one. */
  const writeBothBuilds = () => {
    write(PARTS.portal.output, 10);
    write(PARTS.server.output, 10);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portal-root-'));
    write('index.html', 100);
    write('src/features/offer/page.tsx', 100);
    write('src/server/main.ts', 100);
    write('src/domain/money.ts', 100);
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('asks for a build when nothing was built', () => {
    expect(staleReason('portal', root)).toBe('dist/client/index.html.gz is missing');
    expect(staleReason('server', root)).toBe('dist/server/main.js is missing');
  });

  it('builds nothing when built after the last change', () => {
    writeBothBuilds();
    expect(staleReason('portal', root)).toBeUndefined();
    expect(staleReason('server', root)).toBeUndefined();
  });

  it('rebuilds the portal alone when a portal source changed', () => {
    writeBothBuilds();
    write('src/features/offer/page.tsx', 1);
    expect(staleReason('portal', root)).toBe(
      'src/features changed since dist/client/index.html.gz',
    );
    expect(staleReason('server', root)).toBeUndefined();
  });

  it('rebuilds both when the shared domain changed', () => {
    writeBothBuilds();
    write('src/domain/money.ts', 1);
    expect(staleReason('portal', root)).toBeDefined();
    expect(staleReason('server', root)).toBeDefined();
  });

  it('runs what is built when only the built files are deployed', () => {
    writeBothBuilds();
    rmSync(join(root, 'src'), { recursive: true });
    expect(staleReason('portal', root)).toBeUndefined();
    expect(staleReason('server', root)).toBeUndefined();
  });
});

describe('writeCompressedSiblings', () => {
  /** @type {string} */
  let client;
  const script = 'export const greeting = "hello";\n'.repeat(200);
  const page = '<!doctype html><title>Portal</title><div id="root"></div>\n'.repeat(20);

  beforeEach(async () => {
    client = mkdtempSync(join(tmpdir(), 'portal-client-'));
    mkdirSync(join(client, 'assets'));
    writeFileSync(join(client, 'index.html'), page);
    writeFileSync(join(client, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(client, 'assets', 'index-abc123.css'), 'body { margin: 0; }\n');
    writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(client, 'assets', 'noto-sans-latin-400.woff2'), 'wOF2 font bytes');
    writeFileSync(join(client, 'assets', 'index-abc123.js.map'), '{"sources":[]}');
    await writeCompressedSiblings(client);
  });

  afterEach(() => {
    rmSync(client, { recursive: true, force: true });
  });

  it.each(['index.html', 'assets/index-abc123.js', 'assets/index-abc123.css', 'favicon.svg'])(
    'writes brotli and gzip copies of %s that decompress to the file',
    (file) => {
      const original = readFileSync(join(client, file));
      expect(brotliDecompressSync(readFileSync(join(client, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(client, `${file}.gz`)))).toEqual(original);
    },
  );

  it('compresses a script to a fraction of its size', () => {
    const size = (/** @type {string} */ file) => statSync(join(client, file)).size;
    expect(size('assets/index-abc123.js.br')).toBeLessThan(size('assets/index-abc123.js') / 10);
    expect(size('assets/index-abc123.js.gz')).toBeLessThan(size('assets/index-abc123.js') / 10);
  });

  it('leaves fonts, which are compressed already, and source maps, never served, alone', () => {
    for (const file of ['assets/noto-sans-latin-400.woff2', 'assets/index-abc123.js.map']) {
      expect(existsSync(join(client, `${file}.br`))).toBe(false);
      expect(existsSync(join(client, `${file}.gz`))).toBe(false);
    }
  });

  it("writes the page's gzip copy last, the mark of a finished portal build", () => {
    const written = (/** @type {string} */ file) => statSync(join(client, file)).mtimeMs;
    const marker = PARTS.portal.output.replace('dist/client/', '');
    for (const file of [
      'assets/index-abc123.js.br',
      'assets/index-abc123.js.gz',
      'index.html.br',
    ]) {
      expect(written(marker)).toBeGreaterThanOrEqual(written(file));
    }
  });
});

describe('mapByLine', () => {
  it('keeps one source-map mapping per line of a source file, so that a trace names file and line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-map-'));
    try {
      const mapPath = join(dir, 'main.js.map');
      // Line 1 of the bundle: line 5 of a package's file (two tokens), then lines 8 and 9 of the
      // project's own (two tokens on line 8).
      const mappings = encode([
        [
          [0, 0, 4, 2],
          [6, 0, 4, 8],
          [10, 1, 7, 0],
          [20, 1, 7, 6],
          [30, 1, 8, 2],
        ],
      ]);
      writeFileSync(
        mapPath,
        JSON.stringify({
          version: 3,
          sources: ['../../node_modules/fastify/fastify.js', '../../src/server/main.ts'],
          names: [],
          mappings,
        }),
      );

      await mapByLine(mapPath);

      const map = new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')));
      const at = (/** @type {number} */ column) => {
        const { originalSource, originalLine } = map.findEntry(0, column);
        return `${originalSource}:${originalLine}`;
      };
      expect([at(7), at(25), at(35)]).toEqual([
        '../../node_modules/fastify/fastify.js:4',
        '../../src/server/main.ts:7',
        '../../src/server/main.ts:8',
      ]);
      expect(decode(map.payload.mappings)).toEqual([
        [
          [0, 0, 4, 2],
          [10, 1, 7, 0],
          [30, 1, 8, 2],
        ],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
