import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { PORTAL_CONFIG_PATH, type PortalConfig } from '../domain/contract';
import { EMBEDDED_REALM_PREFIX, issuerEndpoint, PATHS } from '../domain/topology';
import {
  createLiveChanges,
  createOfferRepository,
  createOrganizationRegister,
  createVehicleRegister,
  createPartnerApiClient,
  createPartnerCredential,
  createUserTokenVerifier,
  portalServer,
  webhookReceiver,
} from './bff';
import { backchannelLogoutRoute, openEndedSessions } from './bff/backchannel-logout';
import { compressAnswers } from './bff/compression';
import { addSecurityHeaders, inlineScriptSources } from './bff/security-headers';
import { keysFromDiscovery } from './bff/user-token-verifier';
import { PORTAL_PAGE, servePortalWithVite, serveBuiltPortal } from './bff/spa';
import type { Config } from './config';
import { prepareDataDir, storageProblem } from './data-dir';
import {
  clientLimitOptions,
  problemErrorHandler,
  proxyTrust,
  refuseEncodedBodies,
  registerCorrelationId,
} from './http';
import { loggerOptions, requestLogOptions } from './logging';
import { startFromBuiltCluster, type Database, type MeasureDiskSpace } from './database';
import { createSignInThrottle, identityProvider, loadOrCreateKeys } from './idp';
import { PORTAL_SCHEMA } from './portal-schema';
import { organizationRegisterStandIn, vehicleRegisterStandIn } from './registers';
import { financingService, seedDemoData } from './service';
import { endConnectionsWhenClosing } from './shutdown';
import { openSystemDatabase } from './system-database';

export interface AppOptions {
  config: Config;
  /** The repository root: where `index.html`, `src` and `dist` are. */
  root: string;
  /** Where the log goes; standard output unless a test reads it. */
  logStream?: NodeJS.WritableStream;
  /** How DATA_DIR's free space is looked at; tests fill a disk of their own making. */
  measureDataDir?: MeasureDiskSpace;
}

/**
 * The PostgreSQL of the portal's own schema (PGlite in DATA_DIR unless DATABASE_URL), with the
 * embedded financing service's tables beside it unless a bank's own service is configured.
 */
async function openSharedDatabase(
  app: FastifyInstance,
  config: Config,
  root: string,
  measure: MeasureDiskSpace | undefined,
): Promise<Database> {
  const embeddedService = config.partnerApi.embedded;
  const dataDir = join(config.dataDir, 'pglite');
  if (config.databaseUrl === undefined) {
    await startFromBuiltCluster(
      dataDir,
      join(root, 'dist', 'server', 'pglite-cluster'),
      (message) => {
        app.log.warn(message);
      },
    );
  }
  const database = await openSystemDatabase(
    {
      ...(config.databaseUrl === undefined ? {} : { url: config.databaseUrl }),
      dataDir,
      // A full disk: writes 503, reads go on (docs/operations.md, A full or unusable data folder).
      storage: {
        refuse: storageProblem,
        ...(config.databaseUrl === undefined
          ? {
              guard: {
                reserveBytes: config.dataDirMinFreeBytes,
                log: app.log,
                ...(measure === undefined ? {} : { measure }),
              },
            }
          : {}),
      },
    },
    {
      embeddedService,
      warn: (message) => {
        app.log.warn(message);
      },
    },
  );
  app.addHook('onClose', () => database.close());
  if (embeddedService) await seedDemoData(database);
  return database;
}

/** The embedded financing service, under its prefix. */
async function registerFinancingService(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<void> {
  const { issuer, discoveryUrl } = config.identityProvider;
  await app.register(financingService, {
    prefix: PATHS.partnerApi,
    database,
    apiKey: config.serviceApiKey,
    ...(config.serviceCampaignAdminApiKey === undefined
      ? {}
      : { campaignAdminApiKey: config.serviceCampaignAdminApiKey }),
    clientFailureLimit: config.clientFailureLimit,
    allowLocalWebhookUrls: config.partnerApi.allowLocalWebhookUrls,
    deliverWebhooks: true,
    bankDecisions: config.partnerApi.bankDecisions,
    accessToken: {
      jwksUrl: issuerEndpoint(discoveryUrl, 'jwks'),
      issuer,
      audience: config.partnerApi.tokenAudience,
    },
  });
}

const identityProviderDataDir = (config: Config) => join(config.dataDir, 'idp');

/** The embedded stand-in for the bank's Keycloak, with the portal and partner clients. */
async function registerIdentityProvider(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<void> {
  const { partnerClient, signInThrottle } = config.identityProvider;
  await app.register(identityProvider, {
    prefix: EMBEDDED_REALM_PREFIX,
    issuer: config.identityProvider.issuer,
    dataDir: identityProviderDataDir(config),
    portalClient: {
      clientId: config.identityProvider.clientId,
      redirectUris: [
        `${config.publicUrl}${PATHS.signInCallback}`,
        `${config.publicUrl}${PATHS.silentSignInCallback}`,
      ],
      postLogoutRedirectUris: [`${config.publicUrl}/`],
      backchannelLogoutUri: `${config.publicUrl}${PATHS.backchannelLogout}`,
      // The same process: straight over loopback, not out through the proxy.
      backchannelLogoutDeliveredTo: `${new URL(config.identityProvider.discoveryUrl).origin}${PATHS.backchannelLogout}`,
    },
    portalAudience: config.identityProvider.audience,
    ...(partnerClient === undefined ? {} : { partnerClient }),
    serviceAudience: config.partnerApi.tokenAudience,
    sessions: config.identityProvider.sessions,
    clientFailureLimit: config.clientFailureLimit,
    signInThrottle: createSignInThrottle(database, PORTAL_SCHEMA, signInThrottle),
  });
}

/**
 * The whole system on one port (docs/architecture.md, The run contract): the portal and its
 * server, and, unless a bank's own are configured, the financing service and the identity
 * provider. Each part is a plugin under its prefix.
 */
export async function buildApp({
  config,
  root,
  logStream,
  measureDataDir,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    ...requestLogOptions(),
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY as one function (a hop count too, which Fastify refuses as a number).
    trustProxy: proxyTrust(config.trustProxy),
    ...clientLimitOptions({ requestTimeoutSeconds: config.requestTimeoutSeconds }),
  });

  // Correlation ids for every part registered below: a trusted proxy's X-Request-Id, else fresh.
  registerCorrelationId(app, { trustProxy: config.trustProxy });
  const clientDir = join(root, 'dist', 'client');
  addSecurityHeaders(app, {
    dev: config.dev,
    https: config.publicUrl.startsWith('https:'),
    origins: { publicUrl: config.publicUrl, issuer: config.identityProvider.issuer },
    ...(config.dev
      ? {}
      : {
          portalPageScripts: inlineScriptSources(clientDir, PORTAL_PAGE),
          silentCallbackScripts: inlineScriptSources(clientDir, PATHS.silentSignInCallback),
        }),
  });
  // Before every route: it attaches itself to the routes registered after it.
  await compressAnswers(app);
  endConnectionsWhenClosing(app);
  // Slow and odd clients (docs/security.md), for every part registered below: an encoded body is
  // 415, and an error no part answers (a root route's, a bad JSON body to no route) is a problem.
  refuseEncodedBodies(app);
  app.setErrorHandler(problemErrorHandler);
  app.get(PATHS.health, () => ({ status: 'ok' }));

  await prepareDataDir(config.dataDir, {
    // With DATABASE_URL the folder holds only the provider's keys.
    minFreeBytes: config.databaseUrl === undefined ? config.dataDirMinFreeBytes : 0,
    ...(measureDataDir === undefined ? {} : { measure: measureDataDir }),
  });
  const embeddedProvider = config.partnerApi.embedded && config.identityProvider.embedded;
  // A first start makes the provider's RSA key, 0.1–0.5 s of a thread-pool core: it is made while
  // the database starts on the main thread, and the plugin reads it back. A failure is thrown
  // where it is awaited.
  const providerKeysReady = embeddedProvider
    ? loadOrCreateKeys(identityProviderDataDir(config))
    : undefined;
  providerKeysReady?.catch(() => undefined);

  // The portal keeps its saved offers in its own schema, against a bank's own service too. The
  // configuration never lets the embedded provider front an external service.
  const database = await openSharedDatabase(app, config, root, measureDataDir);
  if (config.partnerApi.embedded) {
    if (embeddedProvider) {
      await providerKeysReady;
      await registerIdentityProvider(app, config, database);
    }
    await registerFinancingService(app, config, database);
  }

  // Norway's registers: the stand-ins answer on this port unless a real register is configured.
  if (config.registers.vehicle.embedded) {
    await app.register(vehicleRegisterStandIn, {
      prefix: PATHS.vehicleRegister,
      apiKey: config.registers.vehicle.apiKey,
    });
  }
  if (config.registers.organization.embedded) {
    await app.register(organizationRegisterStandIn, { prefix: PATHS.organizationRegister });
  }

  const portalConfig: PortalConfig = {
    oidc: {
      authority: config.identityProvider.issuer,
      clientId: config.identityProvider.clientId,
      scope: 'openid profile email roles',
    },
    sessionIdleSeconds: Math.round(config.sessionIdleMinutes * 60),
    dealerName: config.dealerName,
  };
  app.get(PORTAL_CONFIG_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(portalConfig),
  );

  const partnerApi = createPartnerApiClient({
    baseUrl: config.partnerApi.url,
    credential: createPartnerCredential(config.partnerApi.credential),
    connections: config.partnerApi.connections,
  });
  const liveChanges = createLiveChanges(partnerApi, config.liveChanges);
  await app.register(webhookReceiver, {
    prefix: PATHS.serviceWebhooks,
    feed: liveChanges.feed,
    secret: liveChanges.secret,
  });
  // The embedded service answers once the server listens; a failed start costs no live changes.
  app.addHook('onListen', () => {
    void liveChanges.start(app.log);
  });
  app.addHook('preClose', () => {
    liveChanges.stop();
  });

  // Sign-out ends access (docs/security.md): the provider's back-channel logouts are kept in the
  // portal's schema, for every instance.
  const providerKeys = keysFromDiscovery(
    config.identityProvider.issuer,
    config.identityProvider.discoveryUrl,
  );
  const endedSessions = await openEndedSessions(database, { schema: PORTAL_SCHEMA });
  app.addHook('preClose', () => {
    endedSessions.close();
  });
  await app.register(backchannelLogoutRoute, {
    prefix: PATHS.backchannelLogout,
    issuer: config.identityProvider.issuer,
    clientId: config.identityProvider.clientId,
    keys: providerKeys,
    endedSessions,
  });

  await app.register(portalServer, {
    prefix: PATHS.portalApi,
    verifyUser: createUserTokenVerifier({
      ...config.identityProvider,
      keys: providerKeys,
      endedSessions,
    }),
    partnerApi,
    dealerName: config.dealerName,
    lender: config.lender,
    offers: createOfferRepository(database, PORTAL_SCHEMA),
    requestsUnderWay: config.partnerApi.connections,
    liveChanges: liveChanges.feed,
    eventStream: { endedSessions },
    registers: {
      vehicles: createVehicleRegister(config.registers.vehicle),
      organizations: createOrganizationRegister(config.registers.organization),
    },
  });

  if (config.dev) await servePortalWithVite(app, root);
  else await serveBuiltPortal(app, clientDir);

  return app;
}
