import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { mayActFor } from '../../domain/access';
import { APPLICATION_NOT_FOUND, ApplicationSchema } from '../../domain/contract';
import { HttpProblem } from '../http';
import type { ServiceRequest, ServiceResponse } from './partner-api-client';
import type { PortalUser } from './portal-user';

export type CallService = (
  request: FastifyRequest,
  serviceRequest: ServiceRequest,
) => Promise<ServiceResponse>;

/** What the access rule reads of an application: built once, not on every request. */
const ApplicationOwnerSchema = z.pick(ApplicationSchema, { salesPersonId: true });

/** The service's answer for an application; when it is one (200), also its body as parsed. */
export type OpenedApplication = ServiceResponse & { parsed?: unknown };

/**
 * The service's answer for an application, once the user may see it: a salesperson sees their
 * own, a manager any. Someone else's is as if it did not exist, in the same words as the
 * service's, so ids cannot be probed. Whatever else the service answers (404) is passed on.
 */
export async function openApplication(
  callService: CallService,
  request: FastifyRequest,
  user: PortalUser,
  applicationId: number,
): Promise<OpenedApplication> {
  const response = await callService(request, {
    method: 'GET',
    path: `/application/${applicationId}`,
  });
  if (response.status !== 200) return response;
  const parsed: unknown = JSON.parse(response.body);
  const application = ApplicationOwnerSchema.safeParse(parsed);
  if (!application.success || !mayActFor(user, application.data.salesPersonId)) {
    throw new HttpProblem({ status: 404, detail: APPLICATION_NOT_FOUND });
  }
  return { ...response, parsed };
}
