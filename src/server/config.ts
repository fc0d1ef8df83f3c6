import { z } from 'zod';

/**
 * The server's configuration, read from the environment once at start and validated here, so a
 * bad value stops the start with a message naming the variable instead of failing later.
 */

const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int({ error: 'must be a whole number from 1 to 65535' })
  .min(1, { error: 'must be a whole number from 1 to 65535' })
  .max(65535, { error: 'must be a whole number from 1 to 65535' });

const EnvironmentSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z
    .url({ error: 'must be an absolute URL, e.g. https://portal.example.com' })
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/database',
    })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  PARTNER_API_KEY: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .default('dev-partner-api-key'),
});

export type Environment = z.infer<typeof EnvironmentSchema>;

export interface Config {
  port: number;
  host: string;
  /** The origin users reach the portal at; OIDC redirect URIs and issuer are built from it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  partnerApiKey: string;
  /** `npm run dev`: Vite serves the portal with hot reload instead of the built files. */
  dev: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

export function loadConfig(
  environment: Record<string, string | undefined>,
  options: { dev?: boolean } = {},
): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvironmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
      }),
    );
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    partnerApiKey: env.PARTNER_API_KEY,
    dev: options.dev ?? false,
  };
}
