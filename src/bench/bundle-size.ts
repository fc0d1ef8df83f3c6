import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  /** JavaScript the browser fetches before the first screen: the entry and its preloads. */
  initialJavaScriptFiles: string[];
  initialJavaScriptGzipBytes: number;
  initialCssGzipBytes: number;
}

/** Reads the initial assets from the built `index.html`, as the browser would. */
export function measureBundleSize(clientDir: string): BundleSize {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const references = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1]).filter((path) => path !== undefined);
  const gzipBytes = (paths: string[]) =>
    paths.reduce((total, path) => total + gzipSync(readFileSync(join(clientDir, path))).length, 0);

  const scripts = [
    ...references(/<script[^>]+src="([^"]+\.js)"/g),
    ...references(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  const styles = references(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
  return {
    initialJavaScriptFiles: scripts,
    initialJavaScriptGzipBytes: gzipBytes(scripts),
    initialCssGzipBytes: gzipBytes(styles),
  };
}
