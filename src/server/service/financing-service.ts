import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../database';
import type { FailureLimit, FailureLimitOptions } from '../http';
import {
  acceptJsonBodiesOnly,
  createFailureLimit,
  registerCorrelationId,
  useProblemDetails,
} from '../http';
import { applicationRoutes } from './applications/application-routes';
import { assessmentRoutes } from './decisions/assessment-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { requireAuthentication } from './auth/authentication';
import type { BackgroundTask } from './background-task';
import { createBankDecisions } from './decisions/bank-decisions';
import { dealRoutes } from './deal/deal-routes';
import { signingPage } from './deal/signing-page';
import { subscriptionRoutes } from './events/subscription-routes';
import { createWebhookDispatcher } from './events/webhook-dispatcher';
import { createAuthenticator, type AccessTokenOptions } from './auth/authenticator';
import { calculationRoutes } from './calculation/calculation-routes';
import { registerApiReference } from './openapi/api-reference';
import { registerOpenApiDocument } from './openapi/openapi-document';
import { productRoutes } from './products/product-routes';
import {
  campaignManagementRoutes,
  campaignRoutes,
  fundingInterestManagementRoutes,
  fundingInterestRoutes,
} from './rate-rules/rate-rule-apis';
import { parseExactJson } from './requests/exact-json';
import { useServiceSchemas } from './requests/service-schemas';
import { salesPersonRoutes } from './sales-people/sales-person-routes';
import type { ServiceContext } from './service-context';

export interface FinancingServiceOptions {
  database: Database;
  /** The partner API key accepted as a bearer credential. */
  apiKey: string;
  /** A separate key for the bank's campaign administration; none: tokens with the role only. */
  campaignAdminApiKey?: string;
  /** Also accept access tokens of the identity provider's client-credentials grant. */
  accessToken?: AccessTokenOptions;
  /** Refused credentials per client address before 429; default 10 in 15 minutes. */
  clientFailureLimit?: FailureLimitOptions;
  /** The clock; tests fix it. */
  now?: () => Date;
  /**
   * Development only: webhook subscriptions may use http:// and loopback or private addresses
   * (docs/events.md, Server-side request forgery). Default false.
   */
  allowLocalWebhookUrls?: boolean;
  /** Deliver webhooks in this process as they fall due. Default false: tests drive delivery. */
  deliverWebhooks?: boolean;
  /** Run the embedded bank's decision process. Default false: tests drive it. */
  bankDecisions?: boolean;
}

const DEFAULT_CLIENT_FAILURE_LIMIT: FailureLimitOptions = { limit: 10, windowSeconds: 15 * 60 };

/**
 * The portal server in this process calls the service over loopback with the service's own key:
 * proved there from the start, so a flood of wrong keys from loopback right after a restart,
 * before the portal's first call, throttles the guesser and never the portal (docs/security.md).
 */
function portalServerProved(failureLimit: FailureLimit, apiKey: string): FailureLimit {
  for (const loopback of ['127.0.0.1', '::1']) failureLimit.recordSuccess(loopback, apiKey);
  return failureLimit;
}

/**
 * The bank's partner financing service (docs/architecture.md) as one encapsulated
 * plugin: its own error handling, body parsing, validation and authentication, so it behaves the
 * same under any prefix next to other plugins.
 */
export const financingService: FastifyPluginAsync<FinancingServiceOptions> = async (
  instance,
  options,
) => {
  const app = useServiceSchemas(instance);
  registerCorrelationId(app);
  useProblemDetails(app);
  acceptJsonBodiesOnly(app, { parse: parseExactJson });
  // Answers carry applicants' personal data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  requireAuthentication(
    app,
    createAuthenticator({
      apiKey: options.apiKey,
      ...(options.campaignAdminApiKey === undefined
        ? {}
        : { campaignAdminApiKey: options.campaignAdminApiKey }),
      ...(options.accessToken === undefined ? {} : { accessToken: options.accessToken }),
    }),
    portalServerProved(
      createFailureLimit(options.clientFailureLimit ?? DEFAULT_CLIENT_FAILURE_LIMIT),
      options.apiKey,
    ),
  );
  await registerOpenApiDocument(app, options.accessToken);
  await registerApiReference(app);

  const context: ServiceContext = {
    database: options.database,
    now: options.now ?? (() => new Date()),
  };
  await app.register(calculationRoutes, context);
  await app.register(campaignRoutes, context);
  await app.register(fundingInterestRoutes, context);
  await app.register(salesPersonRoutes, context);
  await app.register(applicationRoutes, context);
  await app.register(dealRoutes, context);
  await app.register(signingPage, context);
  await app.register(assessmentRoutes, context);
  await app.register(dashboardRoutes, context);
  await app.register(productRoutes, context);
  await app.register(campaignManagementRoutes, context);
  await app.register(fundingInterestManagementRoutes, context);
  const allowLocalUrls = options.allowLocalWebhookUrls ?? false;
  await app.register(subscriptionRoutes, { ...context, allowLocalUrls });

  const background: BackgroundTask[] = [
    ...(options.deliverWebhooks === true
      ? [createWebhookDispatcher({ ...context, allowLocalUrls })]
      : []),
    ...(options.bankDecisions === true ? [createBankDecisions(context)] : []),
  ];
  app.addHook('onReady', async () => {
    for (const task of background) await task.start();
  });
  // Once the server has finished the requests under way (whose events may be due), before the
  // database closes (onClose hooks run in reverse order of registration, the app's first). Not
  // preClose: a hook there may take 10 s at most, and a backlog of deliveries took longer.
  app.addHook('onClose', async () => {
    await Promise.all(background.map((task) => task.stop()));
  });
};
