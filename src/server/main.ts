import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { buildClientIfStale } from './bff/client-build';
import { ConfigError, loadConfig, type Config } from './config';

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
  console.info(
    [
      '',
      `Dealer financing portal      ${url}`,
      `  financing service          ${url}/partner-api   (OpenAPI: ${url}/partner-api/openapi.json)`,
      `  health                     ${url}/healthz`,
      '',
      '  Partner API key (demo)     dev-partner-api-key',
      '',
    ].join('\n'),
  );
}

const config = readConfig();
if (!config.dev) await buildClientIfStale(root, join(root, 'dist', 'client'));
const app = await buildApp({ config, root });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
printWelcome(config);
