import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { issuerEndpoint, PATHS } from '../domain/topology';
import { buildApp } from './app';
import { checkEveryAnswer } from './http';
import { ConfigError, loadConfig, type Config } from './config';
import { stopOnSignals } from './shutdown';
import { DataFolderError } from './database';

// Two levels up from src/server/main.ts (development) and from dist/server/main.js (built).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function readConfig(): Config {
  // A local .env (see .env.example) fills in what the environment does not set.
  if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
  try {
    return loadConfig(process.env, { dev: process.argv.includes('--dev') });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function printWelcome(config: Config): void {
  const url = config.publicUrl;
  const lines = ['', `Dealer financing portal      ${url}`];
  if (config.partnerApi.embedded) {
    lines.push(
      `  financing service          ${url}${PATHS.partnerApi}   (OpenAPI: ${url}${PATHS.partnerApi}/openapi.json)`,
    );
  } else {
    lines.push(`  financing service          ${config.partnerApi.url}`);
  }
  lines.push(`  identity provider          ${config.identityProvider.issuer}`);
  lines.push(`  health                     ${url}${PATHS.health}`, '');
  if (config.identityProvider.embedded) {
    lines.push(
      '  Demo sign-ins (password demo): dealer (staff), manager (staff, manager), rep (staff)',
    );
  }
  const { apiKey, campaignAdminApiKey, partnerClient } = config.demoCredentials;
  if (config.partnerApi.embedded) {
    lines.push(`  Partner API: Authorization: Bearer ${apiKey ?? '<PARTNER_API_KEY>'}`);
    if (campaignAdminApiKey !== undefined) {
      lines.push(`  Campaign administration: Authorization: Bearer ${campaignAdminApiKey}`);
    }
  }
  if (partnerClient !== undefined) {
    lines.push(
      `  Client credentials: ${partnerClient.clientId} / ${partnerClient.clientSecret} at ${issuerEndpoint(config.identityProvider.issuer, 'token')}`,
    );
  }
  console.info([...lines, ''].join('\n'));
}

/**
 * V8 tuned for a small, quick system on two cores (docs/performance.md), before PGlite compiles:
 * - PGlite's WebAssembly is compiled lazily, and each hot function is recompiled by the
 *   optimising compiler on a background thread. Node 20's V8 does that after about 1.8 MB of a
 *   function's execution, so the start competed with those recompilations for two cores and
 *   waited for them (Node 22's V8 waits for 13 MB). With 100 MB only what stays hot under load
 *   is optimised: a start on an existing data folder takes 1.3–1.6 s instead of 1.9–2.8 s on
 *   Node 20, the same on Node 22, with the same throughput once warm.
 * - Under load V8 let the old generation grow to 190 MB for 30 MB alive (its growing factor
 *   reaches four), and resident memory after the bench's load was 440–470 MB. Growing by a fifth
 *   past what the last full collection kept holds it at 300–330 MB, for the same throughput.
 */
setFlagsFromString('--wasm-tiering-budget=100000000');
setFlagsFromString('--heap-growing-percent=20');

const config = readConfig();
// Development checks every answer against the contract; production only those the writer refuses.
checkEveryAnswer(config.dev);
// SIGTERM or SIGINT from here on, during the start too, stops the process cleanly.
const shutdown = stopOnSignals();
// A data folder the server cannot use stops the start with one line too (docs/operations.md).
const app = await buildApp({ config, root }).catch((error: unknown) => {
  if (!(error instanceof DataFolderError)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (!shutdown.requested) await app.listen({ port: config.port, host: config.host });
shutdown.started(app);
if (!shutdown.requested) printWelcome(config);
