import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A file system of its own for a test: small enough to fill, or read-only. */
export interface Tmpfs {
  path: string;
  /** Bytes free on it now. */
  free(): number;
  unmount(): void;
}

/**
 * A tmpfs of `sizeMb` at a new temporary folder. Only root may mount (CI runs as root); tests
 * that need one skip without (`CAN_MOUNT`).
 */
export function mountTmpfs(sizeMb: number, { readOnly = false } = {}): Tmpfs {
  const path = mkdtempSync(join(tmpdir(), 'tmpfs-'));
  const options = [`size=${String(sizeMb)}m`, 'mode=0700', ...(readOnly ? ['ro'] : [])];
  execFileSync('mount', ['-t', 'tmpfs', '-o', options.join(','), 'tmpfs', path]);
  return {
    path,
    free() {
      const stats = statfsSync(path);
      return stats.bavail * stats.bsize;
    },
    unmount() {
      execFileSync('umount', ['-l', path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** Whether this process may mount a tmpfs: root, with mount(8), where mounting is allowed. */
export const CAN_MOUNT: boolean = (() => {
  if (process.getuid?.() !== 0) return false;
  try {
    mountTmpfs(1).unmount();
    return true;
  } catch {
    return false;
  }
})();

/** Why a test that needs a tmpfs was skipped, for its name. */
export const NEEDS_MOUNT = CAN_MOUNT ? '' : ' (skipped: needs root, to mount a tmpfs)';

/** Takes the tmpfs's free space down to about `leaveBytes` with a file at `path`. */
export function fillTo(tmpfs: Tmpfs, path: string, leaveBytes: number): void {
  writeFileSync(path, Buffer.alloc(Math.max(0, tmpfs.free() - leaveBytes)));
}
