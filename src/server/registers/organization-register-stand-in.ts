import type { FastifyPluginAsync } from 'fastify';
import { DEMO_ENHETER, type Enhet } from './demo-organizations';

/** The register's API base under the stand-in's prefix, as at `https://data.brreg.no`. */
export const ENHETSREGISTERET_API_PATH = '/enhetsregisteret/api';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** Every word of the search in the name, in any case: the register's own search ranks more finely. */
const matches = (enhet: Enhet, words: string[]) =>
  words.every((word) => enhet.navn.toLowerCase().includes(word));

/**
 * A stand-in for Brønnøysundregistrene's Enhetsregisteret (open data, no key), on the portal's
 * own port, answering in the register's shape: `GET /enheter/{organisasjonsnummer}` (404 for an
 * unknown number, 400 for a malformed one) and `GET /enheter?navn=…&size=…` (HAL, with `page`).
 */
export const organizationRegisterStandIn: FastifyPluginAsync = async (instance) => {
  instance.get<{ Params: { organisasjonsnummer: string } }>(
    `${ENHETSREGISTERET_API_PATH}/enheter/:organisasjonsnummer`,
    (request, reply) => {
      const { organisasjonsnummer } = request.params;
      if (!/^\d{9}$/.test(organisasjonsnummer)) {
        return reply.code(400).send({
          status: 400,
          error: 'Bad Request',
          message: `Ugyldig organisasjonsnummer: ${organisasjonsnummer}`,
          path: request.url,
        });
      }
      const found = DEMO_ENHETER.get(organisasjonsnummer);
      if (found === undefined) return reply.code(404).send();
      return found;
    },
  );

  instance.get<{ Querystring: { navn?: string; size?: string; page?: string } }>(
    `${ENHETSREGISTERET_API_PATH}/enheter`,
    (request) => {
      const words = (request.query.navn ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const size = Math.min(Number(request.query.size) || DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      const number = Math.max(Number(request.query.page) || 0, 0);
      const hits = [...DEMO_ENHETER.values()].filter((enhet) => matches(enhet, words));
      const shown = hits.slice(number * size, (number + 1) * size);
      return {
        // The register leaves `_embedded` out when nothing matches.
        ...(shown.length === 0 ? {} : { _embedded: { enheter: shown } }),
        _links: { self: { href: request.url } },
        page: {
          size,
          totalElements: hits.length,
          totalPages: Math.ceil(hits.length / size),
          number,
        },
      };
    },
  );
};
