import { spawn, type SpawnOptions } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's folder, where `npm run dev` runs. */
export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript file of the repository (`path` from its root) in a Node of its own, as
 * `npm run dev` would, with `args`, to its end: its exit code and what it printed. One that has
 * not ended within `timeoutMs` is killed, and the run fails saying `hung` and what it printed.
 */
export function runScript(
  path: string,
  args: readonly string[],
  {
    timeoutMs,
    hung,
    ...options
  }: Pick<SpawnOptions, 'env' | 'uid' | 'gid'> & { timeoutMs: number; hung: string },
): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPOSITORY_ROOT, path), ...args], {
    cwd: REPOSITORY_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${hung}: ${stdout} ${stderr}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    });
  });
}
