import { chmod, mkdir } from 'node:fs/promises';

/** Only the server's own user may read or write what it creates: directories 0700, files 0600. */
const OWNER_ONLY_UMASK = 0o077;

/**
 * DATA_DIR holds the embedded database (its write-ahead log carries identity numbers) and the
 * provider's keys. The umask covers every file created from here on, PGlite's included, whatever
 * mode a library asks for; a DATA_DIR that already exists is narrowed to its owner too.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  process.umask(OWNER_ONLY_UMASK);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}
