import type { FastifyPluginAsync } from 'fastify';
import { normalRegistrationNumber } from '../../domain/registration-number';
import { DEMO_KJORETOYDATA } from './demo-vehicles';

export interface VehicleRegisterStandInOptions {
  /** The key it accepts: `SVV-Authorization: Apikey <key>`. */
  apiKey: string;
}

/** The same path as the register's: `{base}/enkeltoppslag/kjoretoydata`. */
export const KJORETOYDATA_PATH = '/enkeltoppslag/kjoretoydata';

/**
 * A stand-in for Statens vegvesen's technical vehicle data (single look-up), on the portal's own
 * port, answering in the register's shape: `kjoretoydataListe` for a known vehicle, 204 for an
 * unknown one, 403 without the key, 400 without a registration number.
 */
export const vehicleRegisterStandIn: FastifyPluginAsync<VehicleRegisterStandInOptions> = async (
  instance,
  { apiKey },
) => {
  instance.get<{ Querystring: { kjennemerke?: string } }>(KJORETOYDATA_PATH, (request, reply) => {
    if (request.headers['svv-authorization'] !== `Apikey ${apiKey}`) {
      return reply.code(403).send({ feilmelding: 'Ugyldig eller manglende API-nøkkel' });
    }
    const asked = request.query.kjennemerke;
    if (typeof asked !== 'string' || asked.trim() === '') {
      return reply.code(400).send({ feilmelding: 'Kjennemerke eller understellsnummer må oppgis' });
    }
    const found = DEMO_KJORETOYDATA.get(normalRegistrationNumber(asked));
    if (found === undefined) return reply.code(204).send();
    return { kjoretoydataListe: [found] };
  });
};
