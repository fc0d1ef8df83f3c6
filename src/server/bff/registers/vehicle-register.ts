import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ObjectSubtype, ObjectType, Vehicle } from '../../../domain/contract';
import { HttpProblem } from '../../http';
import { askRegister, registerUrl, unreachable, unusable } from './register-call';

/**
 * Statens vegvesen's technical vehicle data, single look-up ("Tekniske kjøretøyopplysninger",
 * `GET /enkeltoppslag/kjoretoydata?kjennemerke=AB12345`, header `SVV-Authorization: Apikey <key>`).
 * The answer has hundreds of fields; only those the offer fills are read, and any others, or a
 * field missing, are fine.
 */

export const VEHICLE_REGISTER_NAME = 'Statens vegvesen’s vehicle register';
export const VEHICLE_LOOKUP_PATH = '/enkeltoppslag/kjoretoydata';

const loose = <Shape extends z.ZodRawShape>(shape: Shape) => z.looseObject(shape);
const CodeSchema = loose({ kodeVerdi: z.string(), kodeNavn: z.string().optional() });
const dateText = z.string().optional();

const KjoretoydataSchema = loose({
  kjoretoyId: loose({
    kjennemerke: z.string().optional(),
    understellsnummer: z.string().optional(),
  }).optional(),
  forstegangsregistrering: loose({ registrertForstegangNorgeDato: dateText }).optional(),
  godkjenning: loose({
    forstegangsGodkjenning: loose({ forstegangRegistrertDato: dateText }).optional(),
    tekniskGodkjenning: loose({
      kjoretoyklassifisering: loose({
        beskrivelse: z.string().optional(),
        tekniskKode: CodeSchema.optional(),
      }).optional(),
      tekniskeData: loose({
        generelt: loose({
          merke: z.array(loose({ merke: z.string() })).optional(),
          handelsbetegnelse: z.array(z.string()).optional(),
          tekniskKode: CodeSchema.optional(),
        }).optional(),
        motorOgDrivverk: loose({
          hybridKategori: CodeSchema.optional(),
          motor: z
            .array(loose({ drivstoff: z.array(loose({ drivstoffKode: CodeSchema })).optional() }))
            .optional(),
        }).optional(),
      }).optional(),
    }).optional(),
  }).optional(),
});
type Kjoretoydata = z.infer<typeof KjoretoydataSchema>;

const AnswerSchema = loose({
  kjoretoydataListe: z.array(KjoretoydataSchema).optional(),
  /** Set, with no vehicle, when the register found none or refused the question. */
  feilmelding: z.string().optional(),
});

/** The register's fuel codes (kodeverk Drivstofftype) that the portal's codes tell apart. */
const SVV_FUEL = { petrol: '1', diesel: '2', electric: '5', hydrogen: '6' } as const;
/** The portal's fuel codes (FUEL_TYPES). */
const FUEL = {
  petrol: 1,
  diesel: 2,
  electric: 3,
  hybrid: 4,
  plugInHybrid: 5,
  hydrogen: 6,
  other: 7,
};

function fuelOf(fuels: string[], hybridCategory: string | undefined): number | undefined {
  if (fuels.length === 0) return undefined;
  const combustion = fuels.includes(SVV_FUEL.petrol) || fuels.includes(SVV_FUEL.diesel);
  // Hybrids: OVC is charged from the grid (a plug-in), NOVC is not.
  if (hybridCategory === 'OVC') return FUEL.plugInHybrid;
  if (hybridCategory === 'NOVC' || (combustion && fuels.includes(SVV_FUEL.electric))) {
    return FUEL.hybrid;
  }
  const [only] = fuels;
  if (only === SVV_FUEL.electric) return FUEL.electric;
  if (only === SVV_FUEL.hydrogen) return FUEL.hydrogen;
  if (only === SVV_FUEL.petrol) return FUEL.petrol;
  if (only === SVV_FUEL.diesel) return FUEL.diesel;
  return FUEL.other;
}

/**
 * The offer's object type and subtype from the EU vehicle category (teknisk kode): M and N are
 * cars, vans and lorries, L motorcycles and mopeds, T and C tractors.
 */
function kindOf(
  technicalCode: string | undefined,
  fuelType: number | undefined,
): { objectType?: ObjectType; objectSubtype?: ObjectSubtype } {
  if (technicalCode === undefined) return {};
  if (/^L\d/.test(technicalCode)) return { objectType: 'vehicle', objectSubtype: 'MC' };
  if (/^[TC]\d?/.test(technicalCode)) return { objectType: 'agriculture' };
  if (/^[MN]\d/.test(technicalCode)) {
    if (fuelType === undefined) return { objectType: 'vehicle' };
    return {
      objectType: 'vehicle',
      objectSubtype: fuelType === FUEL.electric ? 'electric vehicle' : 'ICE vehicle',
    };
  }
  return {};
}

const dayOf = (text: string | undefined): string | undefined =>
  text !== undefined && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : undefined;

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** One vehicle of the register's answer, in the offer's terms. */
export function vehicleOf(data: Kjoretoydata, asked: string): Vehicle {
  const technical = data.godkjenning?.tekniskGodkjenning;
  const general = technical?.tekniskeData?.generelt;
  const engine = technical?.tekniskeData?.motorOgDrivverk;
  const fuels = [
    ...new Set(
      (engine?.motor ?? []).flatMap((motor) =>
        (motor.drivstoff ?? []).map((fuel) => fuel.drivstoffKode.kodeVerdi),
      ),
    ),
  ];
  const fuelType = fuelOf(fuels, engine?.hybridKategori?.kodeVerdi);
  const technicalCode =
    technical?.kjoretoyklassifisering?.tekniskKode?.kodeVerdi ?? general?.tekniskKode?.kodeVerdi;
  const firstInNorway = dayOf(data.forstegangsregistrering?.registrertForstegangNorgeDato);
  const firstAnywhere = dayOf(data.godkjenning?.forstegangsGodkjenning?.forstegangRegistrertDato);
  const firstRegistration = firstInNorway ?? firstAnywhere;
  const yearOf = firstAnywhere ?? firstInNorway;
  return withoutUndefined({
    registrationNumber: (data.kjoretoyId?.kjennemerke ?? asked).replace(/\s/g, ''),
    chassisNumber: data.kjoretoyId?.understellsnummer,
    make: general?.merke?.[0]?.merke,
    model: general?.handelsbetegnelse?.[0],
    firstRegistration,
    yearModel: yearOf === undefined ? undefined : Number(yearOf.slice(0, 4)),
    fuelType,
    ...kindOf(technicalCode, fuelType),
    kind:
      technical?.kjoretoyklassifisering?.beskrivelse ??
      technical?.kjoretoyklassifisering?.tekniskKode?.kodeNavn,
  });
}

export interface VehicleRegister {
  /** The vehicle with this registration number (written normally), or undefined if none. */
  find(registrationNumber: string, log: FastifyBaseLogger): Promise<Vehicle | undefined>;
}

export interface VehicleRegisterOptions {
  /** The register's base URL, e.g. `https://akfell-datautlevering.atlas.vegvesen.no`. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

export function createVehicleRegister(options: VehicleRegisterOptions): VehicleRegister {
  return {
    async find(registrationNumber, log) {
      const { status, body } = await askRegister(
        registerUrl(
          options.url,
          `${VEHICLE_LOOKUP_PATH}?kjennemerke=${encodeURIComponent(registrationNumber)}`,
        ),
        {
          register: VEHICLE_REGISTER_NAME,
          headers: { 'SVV-Authorization': `Apikey ${options.apiKey}` },
          ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        },
      );
      if (status === 204 || status === 404) return undefined;
      if (status === 401 || status === 403) {
        log.error({ status }, 'the vehicle register refused the portal server’s key');
        throw new HttpProblem({
          status: 502,
          detail: `${VEHICLE_REGISTER_NAME} refused the portal server’s key. Fill in the fields by hand, and tell support.`,
        });
      }
      if (status === 429) {
        throw new HttpProblem({
          status: 503,
          detail: `${VEHICLE_REGISTER_NAME} has had too many look-ups today. Fill in the fields by hand.`,
        });
      }
      if (status >= 500) throw unreachable(VEHICLE_REGISTER_NAME);
      const answer = AnswerSchema.safeParse(body);
      if (status !== 200 || !answer.success) {
        log.warn({ status }, 'the vehicle register answered in an unknown shape');
        throw unusable(VEHICLE_REGISTER_NAME);
      }
      const [found] = answer.data.kjoretoydataListe ?? [];
      return found === undefined ? undefined : vehicleOf(found, registrationNumber);
    },
  };
}
