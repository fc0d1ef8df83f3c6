import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { issuerEndpoint, PATHS } from '../domain/topology';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

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

const config = readConfig();
const app = await buildApp({ config, root });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
printWelcome(config);
