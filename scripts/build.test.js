// @ts-check
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason } from './build.js';

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
    write('dist/client/index.html', 10);
    write('dist/server/main.js', 10);
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
    expect(staleReason('portal', root)).toBe('dist/client/index.html is missing');
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
    expect(staleReason('portal', root)).toBe('src/features changed since dist/client/index.html');
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
