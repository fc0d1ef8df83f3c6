import { z } from 'zod/mini';
import { ApplicationStatusSchema } from './application';
import { dateTime, identifier } from './common';

/**
 * The changes `GET /api/events` streams to the portal: the financing service's application event
 * types, whether the portal server heard them as webhooks or found them by polling.
 */
export const APPLICATION_EVENT_TYPES = [
  'application.created',
  'application.status_changed',
  'application.document_status_changed',
  'application.contract_changed',
] as const;
export const ApplicationEventTypeSchema = z.enum(APPLICATION_EVENT_TYPES);
export type ApplicationEventType = z.infer<typeof ApplicationEventTypeSchema>;

/**
 * One change, with nothing the user could not already see on the application's page: which
 * application, whose, its status now, and when. Never the customer or an identity number.
 */
export const LiveChangeSchema = z.object({
  type: ApplicationEventTypeSchema,
  applicationId: identifier,
  salesPersonId: z.nullable(identifier),
  status: ApplicationStatusSchema,
  at: dateTime,
});
export type LiveChange = z.infer<typeof LiveChangeSchema>;

/**
 * The stream's event names, each with an `id:` to resume from (`Last-Event-ID`). `ready` opens a
 * stream that resumes nothing; `change` carries a LiveChange; `reset` says changes were missed
 * (the server restarted, or the reconnect came later than the server keeps changes for), so the
 * portal reloads what it shows instead of trusting the stream to fill the gap.
 */
export const LIVE_EVENTS = { ready: 'ready', change: 'change', reset: 'reset' } as const;

/**
 * The server comments on an idle stream this often; the portal takes a stream that has said
 * nothing for twice as long (and a little) for lost, and reconnects.
 */
export const LIVE_HEARTBEAT_SECONDS = 15;
