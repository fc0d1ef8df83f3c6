import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isClientBuildStale } from './client-build';

describe('isClientBuildStale', () => {
  let root: string;
  const outDir = () => join(root, 'dist', 'client');
  const touch = (path: string, secondsAgo: number) => {
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(join(root, path), time, time);
  };

  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    root = mkdtempSync(join(tmpdir(), 'portal-root-'));
    mkdirSync(join(root, 'src', 'features', 'offer'), { recursive: true });
    mkdirSync(join(root, 'src', 'server'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '');
    writeFileSync(join(root, 'src', 'features', 'offer', 'page.tsx'), '');
    writeFileSync(join(root, 'src', 'server', 'main.ts'), '');
    touch('index.html', 100);
    touch('src/features/offer/page.tsx', 100);
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  const build = (secondsAgo: number) => {
    mkdirSync(outDir(), { recursive: true });
    writeFileSync(join(outDir(), 'index.html'), '');
    touch('dist/client/index.html', secondsAgo);
  };

  it('is stale when nothing was built', () => {
    expect(isClientBuildStale(root, outDir())).toBe(true);
  });

  it('is fresh when built after the last change', () => {
    build(10);
    expect(isClientBuildStale(root, outDir())).toBe(false);
  });

  it('is stale when a portal source changed after the build', () => {
    build(10);
    touch('src/features/offer/page.tsx', 1);
    expect(isClientBuildStale(root, outDir())).toBe(true);
  });

  it('ignores server code, which is not in the bundle', () => {
    build(10);
    touch('src/server/main.ts', 1);
    expect(isClientBuildStale(root, outDir())).toBe(false);
  });
});
