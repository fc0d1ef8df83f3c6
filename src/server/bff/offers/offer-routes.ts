import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { mayActFor, offerOwnerInView } from '../../../domain/access';
import {
  ApplicationSchema,
  OFFER_NOT_FOUND,
  OFFER_SENT,
  OFFER_VERSION_CONFLICT,
  PORTAL_API,
  type Offer,
} from '../../../domain/contract';
import { HttpProblem, useZodSchemas } from '../../http';
import type { PartnerApiClient } from '../partner-api-client';
import { applicationCreation } from '../acting-on-behalf';
import { apiRoute } from '../api-route';
import { openApplication } from '../application-access';
import { createRelay, sendServiceResponse } from '../relay';
import { signedInUser } from '../signed-in-user';
import { figuresOf, type OfferRepository } from './offer-repository';

export interface OfferRoutesOptions {
  offers: OfferRepository;
  /** Sends an offer as an application, and confirms that one an offer became is the user's. */
  partnerApi: PartnerApiClient;
  /** `context.externalSystemCode` the portal puts on every calculation request. */
  systemCode: string;
}

const notFound = () => new HttpProblem({ status: 404, detail: OFFER_NOT_FOUND });

/**
 * `/api/offer`: the salesperson's saved offers, in the portal's own schema. Another
 * salesperson's offer is as if it did not exist (404, so ids cannot be probed); a manager may
 * open any salesperson's (`mayActFor`, as for applications).
 */
export async function offerRoutes(instance: FastifyInstance, options: OfferRoutesOptions) {
  const api = useZodSchemas(instance);
  const { offers, partnerApi, systemCode } = options;
  const { callService } = createRelay(partnerApi);

  /** The offer if this user may open it. */
  const ownOffer = async (request: FastifyRequest, found: Offer | undefined): Promise<Offer> => {
    if (found === undefined || !mayActFor(signedInUser(request), found.salesPersonId)) {
      throw notFound();
    }
    return found;
  };

  api.route({
    ...apiRoute(PORTAL_API.listOffers),
    handler: (request) => {
      const user = signedInUser(request);
      const { salesPersonId, search, page } = request.query;
      if (salesPersonId !== undefined && !mayActFor(user, salesPersonId)) {
        throw new HttpProblem({
          status: 403,
          detail: "Only managers can see other salespeople's offers.",
        });
      }
      return offers.list(offerOwnerInView(user, salesPersonId), { search, page });
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.createOffer),
    handler: async (request, reply) => {
      const owner = offerOwnerInView(signedInUser(request), undefined);
      return reply
        .code(201)
        .send(await offers.create(owner, request.body.content, request.body.figures));
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.offer),
    handler: async (request) => ownOffer(request, await offers.find(request.params.offerId)),
  });

  api.route({
    ...apiRoute(PORTAL_API.saveOffer),
    handler: async (request) => {
      const { offerId } = request.params;
      const offer = await ownOffer(request, await offers.find(offerId));
      if (offer.status === 'application') {
        throw new HttpProblem({
          status: 409,
          detail: `${OFFER_SENT} It is application ${offer.applicationId ?? ''}.`,
        });
      }
      const { version, content, figures } = request.body;
      const outcome = await offers.save(offerId, version, content, figures);
      if ('saved' in outcome) return outcome.saved;
      if ('missing' in outcome) throw notFound();
      throw new HttpProblem({
        status: 409,
        detail: `${OFFER_VERSION_CONFLICT} You started from version ${version}; it is now at version ${outcome.conflict.version}.`,
      });
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.deleteOffer),
    handler: async (request, reply) => {
      const { offerId } = request.params;
      await ownOffer(request, await offers.find(offerId));
      if (!(await offers.remove(offerId))) throw notFound();
      return reply.code(204).send();
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.restoreOffer),
    handler: async (request) => {
      const { offerId } = request.params;
      await ownOffer(request, await offers.findRemoved(offerId));
      return ownOffer(request, await offers.restore(offerId));
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.copyOffer),
    handler: async (request, reply) => {
      const original = await ownOffer(request, await offers.find(request.params.offerId));
      // The copy is the user's own, whoever's offer they copied.
      const owner = offerOwnerInView(signedInUser(request), undefined);
      return reply
        .code(201)
        .send(await offers.create(owner, original.content, figuresOf(original)));
    },
  });

  // One send of an offer at a time on this instance: a second (another tab, the same instant)
  // waits for the first and then finds the application it made.
  const sendsInFlight = new Map<string, Promise<unknown>>();
  const oneSendAtATime = async <Result>(offerId: string, send: () => Promise<Result>) => {
    const before = sendsInFlight.get(offerId) ?? Promise.resolve();
    const mine = before.then(send, send);
    sendsInFlight.set(offerId, mine);
    try {
      return await mine;
    } finally {
      if (sendsInFlight.get(offerId) === mine) sendsInFlight.delete(offerId);
    }
  };

  api.route({
    ...apiRoute(PORTAL_API.sendOffer),
    handler: async (request, reply) => {
      const { offerId } = request.params;
      const user = signedInUser(request);
      await ownOffer(request, await offers.find(offerId));
      const firstApplication = async () => {
        const offer = await offers.find(offerId);
        return offer?.status === 'application' && offer.applicationId !== null
          ? openApplication(callService, request, user, offer.applicationId)
          : undefined;
      };
      const response = await oneSendAtATime(offerId, async () => {
        // One offer, one application: sent before (another tab, a second click), the first one.
        const sent = await firstApplication();
        if (sent !== undefined) return sent;
        // The key is the offer's, not the tab's: the service itself refuses a second
        // application of it, from whichever tab or instance of the portal server it comes.
        const created = await callService(
          request,
          applicationCreation(user, request.body, `offer:${offerId}`, systemCode),
        );
        if (created.status === 200 || created.status === 201) {
          const { applicationId } = z
            .pick(ApplicationSchema, { applicationId: true })
            .parse(JSON.parse(created.body));
          await offers.mark(offerId, { status: 'application', applicationId });
        }
        // Refused as another instance's send of the offer: its application, once it is marked.
        if (created.status === 409) return (await firstApplication()) ?? created;
        return created;
      });
      return sendServiceResponse(reply, response);
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.markOffer),
    handler: async (request) => {
      const { offerId } = request.params;
      const mark = request.body;
      const offer = await ownOffer(request, await offers.find(offerId));
      // What an offer became stays: a PDF made of a sent offer does not undo the sending.
      if (offer.status === 'application' && mark.status !== 'application') return offer;
      if (mark.status === 'application') {
        // Only an application the user may see can be named: no link to someone else's.
        const response = await partnerApi.send(
          { method: 'GET', path: `/application/${mark.applicationId}` },
          { correlationId: request.id, log: request.log },
        );
        const application =
          response.status === 200
            ? z
                .pick(ApplicationSchema, { salesPersonId: true })
                .safeParse(JSON.parse(response.body))
            : undefined;
        if (
          application?.success !== true ||
          !mayActFor(signedInUser(request), application.data.salesPersonId)
        ) {
          throw new HttpProblem({
            status: 422,
            detail: `There is no application ${mark.applicationId} of yours to link this offer to.`,
            errors: [{ path: 'applicationId', message: 'Is not an application of yours' }],
          });
        }
      }
      return ownOffer(request, await offers.mark(offerId, mark));
    },
  });
}
