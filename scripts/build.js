// @ts-check
/**
 * The production build: the portal with Vite into `dist/client`, the server with esbuild into
 * `dist/server/main.js` (one ES module with its packages, but those in NOT_BUNDLED), so `npm
 * start` runs plain `node`. With `--if-stale` only the parts whose sources changed since their
 * last build are built: a fresh clone needs nothing but `npm install && npm start`.
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders under `src` that are not part of the portal's bundle. */
const NOT_IN_PORTAL = new Set(['server', 'bench', 'test']);

/** Each part of the build: what it produces and what it is built from. */
export const PARTS = {
  portal: {
    // Written last: the compressed copy of the page (see writeCompressedSiblings).
    output: 'dist/client/index.html.gz',
    inputs: (/** @type {string} */ base) => [
      'index.html',
      'silent-callback.html',
      'vite.config.ts',
      'package-lock.json',
      'public',
      ...readdirSync(join(base, 'src'))
        .filter((entry) => !NOT_IN_PORTAL.has(entry))
        .map((entry) => `src/${entry}`),
    ],
  },
  server: {
    output: 'dist/server/main.js',
    inputs: () => ['package-lock.json', 'scripts/build.js', 'src/server', 'src/domain'],
  },
  /**
   * An empty PGlite cluster, initialised and migrated, as files: a new data folder starts as a
   * copy of it instead of running initdb, which takes seconds and leaves a second WebAssembly
   * instance's memory resident, and the migrations, another second. Written by the server's
   * `system-database.js`, so it is built after the server; rebuilt only when what that module
   * bundles changes, not with every change to the server.
   */
  database: {
    output: 'dist/server/pglite-cluster/PG_VERSION',
    inputs: () => [
      'package-lock.json',
      'scripts/build.js',
      'src/server/system-database.ts',
      'src/server/database',
      'src/server/portal-schema',
      'src/server/service/migrations',
    ],
  },
};

/** @param {string} path */
function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/**
 * Why `part` must be built under `base`: its output is missing or older than one of its
 * inputs; undefined when the build is current (or the sources are not there, as in a deployment
 * of the built files alone).
 * @param {keyof typeof PARTS} part
 * @param {string} [base]
 * @returns {string | undefined}
 */
export function staleReason(part, base = root) {
  const { output, inputs } = PARTS[part];
  const built = join(base, output);
  if (!existsSync(built)) return `${output} is missing`;
  if (!existsSync(join(base, 'src'))) return undefined;
  const builtAt = statSync(built).mtimeMs;
  const changed = inputs(base)
    .map((input) => join(base, input))
    .find((path) => existsSync(path) && newestModification(path) > builtAt);
  return changed === undefined ? undefined : `${relative(base, changed)} changed since ${output}`;
}

/**
 * The portal's files that compress: text. Fonts (woff2) and images are compressed already, and
 * source maps are never served.
 */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * Beside each compressible file, `.br` and `.gz` copies at the best (slowest) compression, made
 * once here rather than at every request: the server sends the one the browser accepts.
 * @param {string} path
 */
async function writeCompressedCopies(path) {
  const content = await readFile(path);
  const [brotli, gzipped] = await Promise.all([
    compressWithBrotli(content, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    compressWithGzip(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  await writeFile(`${path}.br`, brotli);
  await writeFile(`${path}.gz`, gzipped);
}

/**
 * Writes the compressed copies of every compressible file under `dir` (the built portal);
 * `index.html`'s last, so that its `.gz` tells a build that finished from one cut short.
 * @param {string} dir
 */
export async function writeCompressedSiblings(dir) {
  const files = /** @type {string[]} */ (readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => COMPRESSIBLE_FILE.test(file))
    .map((file) => join(dir, file));
  const page = join(dir, 'index.html');
  await Promise.all(files.filter((file) => file !== page).map(writeCompressedCopies));
  if (files.includes(page)) await writeCompressedCopies(page);
}

async function buildPortal() {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
  await writeCompressedSiblings(join(root, dirname(PARTS.portal.output)));
}

/**
 * Packages the server's bundle leaves in node_modules: each reads files of its own when it runs
 * (PGlite's WebAssembly, pdfkit's fonts, the OpenAPI document's UI and package data), or is
 * loaded only when needed (pg with a PostgreSQL server, pdfkit at the first PDF, vite in
 * development). Every other package is bundled: Node then reads one file at start instead of
 * resolving and loading about a thousand (half a second of a three-second start). A pino
 * transport (pino-pretty …) would need pino here too: its worker is found by its own path.
 */
const NOT_BUNDLED = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pdfkit',
  'pg',
  'vite',
];

async function buildServer() {
  const outdir = join(root, dirname(PARTS.server.output));
  // The server, and what the database part's build runs.
  await bundleServerCode(
    { main: 'src/server/main.ts', 'system-database': 'src/server/system-database.ts' },
    outdir,
  );
  for (const entry of ['main', 'system-database']) {
    await mapByLine(join(outdir, `${entry}.js.map`));
  }
}

/**
 * Bundles server code with esbuild as production runs it; the bench compiles its plain Fastify
 * route with it too, so the two are held against each other compiled alike.
 * @param {Record<string, string>} entryPoints output name → source, from the project's root
 * @param {string} outdir
 */
export async function bundleServerCode(entryPoints, outdir) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: NOT_BUNDLED,
    // The bundled CommonJS packages require Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    sourcemap: true,
    // Without comments and indentation: the packages' comments hold typographic quotes and
    // dashes, and one character past Latin-1 makes V8 keep the whole source in two bytes a
    // character: 6.5 MB of source took 12.3 MB of heap; the heap in use after start went from 60
    // to 46 MB. `npm start` maps stack traces back to the files (--enable-source-maps).
    minifyWhitespace: true,
    // Licences in a file of their own (main.js.LEGAL.txt): one of them could hold such a character.
    legalComments: 'external',
    // The map points at the files instead of holding their text (11 MB).
    sourcesContent: false,
    logLevel: 'warning',
  });
}

/**
 * Leaves in a bundle's source map one mapping per line of a source file: stack traces name the
 * file and line, the column of the line's first mapping. Node parses the whole map the first time
 * it maps a stack trace (a client's reset connection is enough) and keeps it for the process's
 * life: its 611 000 mappings, one per token, took 60–70 MB of heap; by line they are 174 000.
 * @param {string} mapPath
 */
export async function mapByLine(mapPath) {
  const { decode, encode } = await import('@jridgewell/sourcemap-codec');
  /** @type {{ mappings: string }} */
  const map = JSON.parse(await readFile(mapPath, 'utf8'));
  const lines = decode(map.mappings).map((segments) =>
    segments.filter((segment, index) => {
      const before = segments[index - 1];
      // The same source file and line as the mapping before it on this line of the bundle.
      return before === undefined || before[1] !== segment[1] || before[2] !== segment[2];
    }),
  );
  await writeFile(mapPath, JSON.stringify({ ...map, mappings: encode(lines) }));
}

async function buildDatabase() {
  const built = pathToFileURL(join(root, dirname(PARTS.server.output), 'system-database.js'));
  const { prepareBuiltCluster } = await import(built.href);
  const cluster = join(root, dirname(PARTS.database.output));
  // Written beside it, then renamed: a build cut short leaves no half cluster.
  const partial = `${cluster}.partial`;
  rmSync(partial, { recursive: true, force: true });
  // Closed, PGlite's folder is its owner's alone, as every data folder.
  await prepareBuiltCluster(partial);
  rmSync(cluster, { recursive: true, force: true });
  renameSync(partial, cluster);
  // The dump earlier builds wrote.
  rmSync(join(root, 'dist', 'server', 'pglite-cluster.tar'), { force: true });
}

const builders = { portal: buildPortal, server: buildServer, database: buildDatabase };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const onlyIfStale = process.argv.includes('--if-stale');
  for (const part of /** @type {(keyof typeof PARTS)[]} */ (Object.keys(PARTS))) {
    const reason = onlyIfStale ? staleReason(part) : 'requested';
    if (reason === undefined) continue;
    if (onlyIfStale) console.info(`Building the ${part}: ${reason}.`);
    await builders[part]();
  }
}
