import type { FastifyInstance } from 'fastify';
import { mayActFor, salesPersonInView } from '../../../domain/access';
import {
  PORTAL_API,
  routePath,
  ServiceDashboardSchema,
  type Dashboard,
} from '../../../domain/contract';
import { HttpProblem, useZodSchemas } from '../../http';
import { apiRoute } from '../api-route';
import type { OfferRepository } from '../offers';
import type { PartnerApiClient } from '../partner-api-client';
import { createRelay, sendServiceResponse } from '../relay';
import { signedInUser } from '../signed-in-user';

export interface DashboardRouteOptions {
  partnerApi: PartnerApiClient;
  /** The saved offers: the funnel's first step, which the service knows nothing of. */
  offers: OfferRepository;
}

/**
 * `GET /api/dashboard`: the service's figures of the applications of a period (its own
 * `GET /dashboard`, computed in its database) with the offers saved here in that period. Staff
 * see their own (403 for another's), managers any salesperson's or all. A service built to the
 * bank's specification alone has no such route: 501, which the portal says in words.
 */
export async function dashboardRoute(instance: FastifyInstance, options: DashboardRouteOptions) {
  const api = useZodSchemas(instance);
  const { callService } = createRelay(options.partnerApi);

  api.route({
    ...apiRoute(PORTAL_API.dashboard),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const { from, to, salesPersonId: requested } = request.query;
      if (requested !== undefined && !mayActFor(user, requested)) {
        throw new HttpProblem({
          status: 403,
          detail: "Only managers can see other salespeople's figures.",
        });
      }
      const salesPersonId = salesPersonInView(user, requested);
      const query = { from, to, salesPersonId };
      const [answer, offerCounts] = await Promise.all([
        callService(request, { method: 'GET', path: routePath(PORTAL_API.dashboard, { query }) }),
        options.offers.countSaved(
          salesPersonId === undefined ? { from, to } : { from, to, owner: salesPersonId },
        ),
      ]);
      if (answer.status === 404) {
        throw new HttpProblem({
          status: 501,
          detail: 'The financing service gives no figures of applications.',
        });
      }
      if (answer.status !== 200) return sendServiceResponse(reply, answer);
      const read = ServiceDashboardSchema.safeParse(JSON.parse(answer.body));
      if (!read.success) {
        request.log.error({ err: read.error }, 'the service sent figures of another shape');
        throw new HttpProblem({
          status: 502,
          detail: 'The financing service sent figures the portal cannot read.',
        });
      }
      const figures = read.data;
      const offersOf = new Map(offerCounts.map((row) => [row.salesPersonId, row.offers]));
      const dashboard: Dashboard = {
        ...figures,
        offers: offerCounts.reduce((sum, row) => sum + row.offers, 0),
        bySalesPerson: figures.bySalesPerson.map((row) => ({
          ...row,
          offers: offersOf.get(row.salesPersonId) ?? 0,
        })),
      };
      return dashboard;
    },
  });
}
