import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders under `src` that are not part of the browser bundle. */
const SERVER_ONLY = new Set(['server', 'bench', 'test']);

function newestModification(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/**
 * Whether the portal's built files are missing or older than what they are built from, so
 * `npm start` builds only when it has to.
 */
export function isClientBuildStale(root: string, outDir: string): boolean {
  const builtIndex = join(outDir, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const sources = [
    join(root, 'index.html'),
    join(root, 'vite.config.ts'),
    join(root, 'package-lock.json'),
    join(root, 'public'),
    ...readdirSync(join(root, 'src'))
      .filter((entry) => !SERVER_ONLY.has(entry))
      .map((entry) => join(root, 'src', entry)),
  ].filter((path) => existsSync(path));
  return sources.some((path) => {
    const modified = newestModification(path);
    if (modified > builtAt) {
      console.info(`Portal build is older than ${relative(root, path)}: rebuilding.`);
      return true;
    }
    return false;
  });
}

export async function buildClientIfStale(root: string, outDir: string): Promise<void> {
  if (!isClientBuildStale(root, outDir)) return;
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
