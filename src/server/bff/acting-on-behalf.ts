import { mayActFor } from '../../domain/access';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CalculationRequest,
  type CreateApplicationBody,
} from '../../domain/contract';
import { HttpProblem } from '../http';
import type { ServiceRequest } from './partner-api-client';
import type { PortalUser } from './portal-user';

/** `context.externalSystemCode` the portal puts on every calculation request by default. */
export const DEFAULT_SYSTEM_CODE = 'DEALER_PORTAL';

/**
 * Who is asking is the portal server's to say, not the browser's: `context` is set here, and a
 * salesperson sells as themselves (a manager may act for any salesperson).
 */
export function onBehalfOf(
  user: PortalUser,
  request: CalculationRequest,
  systemCode: string,
): CalculationRequest {
  const { salespersonId } = request;
  if (salespersonId !== undefined && !mayActFor(user, salespersonId)) {
    throw new HttpProblem({
      status: 403,
      detail: 'You can only make offers as your own salesperson.',
    });
  }
  const seller = salespersonId ?? user.salesPersonId;
  return {
    ...request,
    ...(seller === undefined ? {} : { salespersonId: seller }),
    context: { externalSystemCode: systemCode, externalSystemRef2: user.username },
  };
}

/**
 * `POST /application` to the service for the user: their salesperson's, the portal's context,
 * and the browser's idempotency key made the user's own (all users reach the service as one
 * client, so two users' keys can never meet).
 */
export function applicationCreation(
  user: PortalUser,
  body: CreateApplicationBody,
  idempotencyKey: string | undefined,
  systemCode: string,
): ServiceRequest {
  return {
    method: 'POST',
    path: '/application',
    body: { ...body, calculationRequest: onBehalfOf(user, body.calculationRequest, systemCode) },
    ...(idempotencyKey === undefined
      ? {}
      : { headers: { [IDEMPOTENCY_KEY_HEADER]: `${user.subject}:${idempotencyKey}` } }),
  };
}
