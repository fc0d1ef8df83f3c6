import type { FastifyInstance } from 'fastify';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { z } from 'zod/mini';
import { ApplicationEventTypeSchema, LiveChangeSchema } from '../../../domain/contract';
import {
  acceptJsonBodiesOnly,
  cutSlowBodies,
  HttpProblem,
  registerCorrelationId,
  useProblemDetails,
} from '../../http';
import type { ChangeFeed } from './change-feed';

/** The signing secret of the portal's subscription, once it is known (`whsec_…`). */
export interface WebhookSecret {
  current(): string | undefined;
}

export interface WebhookReceiverOptions {
  feed: ChangeFeed;
  secret: WebhookSecret;
  /** A body not arrived whole this long after its headers is cut (408); default 10 s. */
  bodyTimeoutSeconds?: number;
}

/**
 * An event is a few hundred bytes that the service sends at once: anyone may call this route, so
 * a body still trickling in after this is cut long before the server's request timeout.
 */
const WEBHOOK_BODY_TIMEOUT_SECONDS = 10;

/** The Standard Webhooks envelope; `data` as the service's application events carry it. */
const EnvelopeSchema = z.object({
  type: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  data: z.looseObject({}),
});

const ApplicationEventDataSchema = z.pick(LiveChangeSchema, {
  applicationId: true,
  salesPersonId: true,
  status: true,
});

/**
 * The financing service's webhooks (Standard Webhooks): outside `/api`, as the caller is the
 * service, not a user. A body whose signature does not verify with the subscription's secret, or
 * whose timestamp is more than five minutes off, is 401 and changes nothing. Application events
 * go to the feed once per `webhook-id`; other event types are acknowledged and ignored.
 */
export async function webhookReceiver(instance: FastifyInstance, options: WebhookReceiverOptions) {
  registerCorrelationId(instance);
  useProblemDetails(instance);
  // The signature covers the body's exact bytes: it is kept as text until verified.
  acceptJsonBodiesOnly(instance, { bodyLimit: 256 * 1024, parse: (text) => text });
  cutSlowBodies(instance, {
    seconds: options.bodyTimeoutSeconds ?? WEBHOOK_BODY_TIMEOUT_SECONDS,
  });

  instance.post('/', async (request, reply) => {
    const secret = options.secret.current();
    if (secret === undefined) {
      throw new HttpProblem({ status: 404, detail: 'This portal server takes no webhooks.' });
    }
    const headers = {
      'webhook-id': String(request.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
    };
    let payload: unknown;
    try {
      payload = new Webhook(secret).verify(request.body as string, headers);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      request.log.warn({ reason: error.message }, 'webhook refused');
      throw new HttpProblem({
        status: 401,
        detail: 'The webhook signature does not verify, or its timestamp is too old.',
      });
    }

    const envelope = EnvelopeSchema.safeParse(payload);
    if (!envelope.success) {
      throw new HttpProblem({
        status: 400,
        detail: 'The webhook is not a Standard Webhooks event.',
      });
    }
    const { timestamp, data } = envelope.data;
    const type = ApplicationEventTypeSchema.safeParse(envelope.data.type);
    if (!type.success) return reply.code(204).send();
    // A document's move and a contract's name their own status; the feed follows the application's.
    const application = ApplicationEventDataSchema.safeParse(
      type.data === 'application.document_status_changed' ||
        type.data === 'application.contract_changed'
        ? { ...data, status: data['applicationStatus'] }
        : data,
    );
    if (!application.success) {
      throw new HttpProblem({
        status: 400,
        detail: `A ${type.data} event needs applicationId, salesPersonId and status in data.`,
      });
    }
    options.feed.publish(
      { type: type.data, ...application.data, at: timestamp },
      headers['webhook-id'],
    );
    return reply.code(204).send();
  });
}
