/**
 * The embedded vehicle register's vehicles, in Statens vegvesen's own answer shape (a trimmed
 * `kjoretoydata`: identity, first registration, approval with its technical data). Cars (a
 * diesel, a plug-in hybrid, a hybrid), an electric car, a motorcycle and a tractor. No boat: boats
 * are not in the vehicle register.
 */

interface Code {
  kodeVerdi: string;
  kodeNavn: string;
  kodeBeskrivelse?: string;
  tidligereKodeVerdi: string[];
}

const code = (kodeVerdi: string, kodeNavn: string, kodeBeskrivelse?: string): Code => ({
  kodeVerdi,
  kodeNavn,
  ...(kodeBeskrivelse === undefined ? {} : { kodeBeskrivelse }),
  tidligereKodeVerdi: [],
});

/** The register's kodeverk, for the values the demo vehicles use. */
const TECHNICAL_CODES = {
  M1: code(
    'M1',
    'Personbil',
    'Bil for persontransport med høyst 8 sitteplasser i tillegg til førersetet (Personbil)',
  ),
  L3e: code('L3e', 'Motorsykkel', 'Tohjuls motorsykkel'),
  T1: code('T1', 'Traktor', 'Hjultraktor med største konstruktive hastighet ≤ 40 km/t'),
} as const;

const FUELS = {
  petrol: code('1', 'Bensin', 'Bensin'),
  diesel: code('2', 'Diesel', 'Diesel'),
  electric: code('5', 'Elektrisk', 'Elektrisk'),
} as const;

const HYBRID = {
  none: code('INGEN', 'Ingen', 'Ingen eller ikke relevant'),
  plugIn: code('OVC', 'Ladbar hybrid', 'Ladbar fra strømnettet (OVC)'),
  selfCharging: code('NOVC', 'Ikke ladbar hybrid', 'Ikke ladbar fra strømnettet (NOVC)'),
} as const;

interface DemoVehicle {
  registrationNumber: string;
  chassisNumber: string;
  make: string;
  makeCode: string;
  model: string;
  technicalCode: keyof typeof TECHNICAL_CODES;
  classification: string;
  fuels: (keyof typeof FUELS)[];
  hybrid: keyof typeof HYBRID;
  firstRegisteredNorway: string;
  /** Abroad, before import, when it was. */
  firstRegisteredAnywhere?: string;
  seats: number;
  kerbWeightKg: number;
}

/** A vehicle as the register answers it. */
function kjoretoydata(vehicle: DemoVehicle) {
  const spaced = `${vehicle.registrationNumber.slice(0, 2)} ${vehicle.registrationNumber.slice(2)}`;
  const technicalCode = TECHNICAL_CODES[vehicle.technicalCode];
  const firstAnywhere = vehicle.firstRegisteredAnywhere ?? vehicle.firstRegisteredNorway;
  return {
    kjoretoyId: { kjennemerke: spaced, understellsnummer: vehicle.chassisNumber },
    forstegangsregistrering: { registrertForstegangNorgeDato: vehicle.firstRegisteredNorway },
    kjennemerke: [
      {
        fomTidspunkt: `${vehicle.firstRegisteredNorway}T00:00:00+01:00`,
        kjennemerke: spaced,
        kjennemerkekategori: 'KJORETOY',
        kjennemerketype: code('ORDINART', 'Ordinære kjennemerker', 'Sorte tegn på hvit bunn'),
      },
    ],
    registrering: {
      fomTidspunkt: `${vehicle.firstRegisteredNorway}T00:00:00+01:00`,
      registreringsstatus: code('REGISTRERT', 'Registrert', 'Registrert'),
    },
    godkjenning: {
      forstegangsGodkjenning: { forstegangRegistrertDato: firstAnywhere, unntak: [] },
      tekniskGodkjenning: {
        kjoretoyklassifisering: {
          beskrivelse: vehicle.classification,
          tekniskKode: technicalCode,
          iSamsvarMedTypegodkjenning: true,
        },
        tekniskeData: {
          generelt: {
            merke: [{ merke: vehicle.make, merkeKode: vehicle.makeCode }],
            handelsbetegnelse: [vehicle.model],
            tekniskKode: technicalCode,
          },
          motorOgDrivverk: {
            hybridKategori: HYBRID[vehicle.hybrid],
            motor: vehicle.fuels.map((fuel) => ({
              drivstoff: [{ drivstoffKode: FUELS[fuel] }],
            })),
          },
          persontall: { sitteplasserTotalt: vehicle.seats },
          vekter: { egenvekt: vehicle.kerbWeightKg },
        },
        unntak: [],
      },
      tilleggsgodkjenninger: [],
    },
  };
}

const DEMO_VEHICLES: DemoVehicle[] = [
  {
    registrationNumber: 'EL12345',
    chassisNumber: 'WVWZZZAUZKP512345',
    make: 'VOLKSWAGEN',
    makeCode: '5750',
    model: 'GOLF VARIANT',
    technicalCode: 'M1',
    classification: 'Personbil',
    fuels: ['diesel'],
    hybrid: 'none',
    firstRegisteredNorway: '2019-03-14',
    seats: 5,
    kerbWeightKg: 1_395,
  },
  {
    registrationNumber: 'EV24680',
    chassisNumber: 'XP7YGCEK1PB024680',
    make: 'TESLA',
    makeCode: '5315',
    model: 'MODEL Y',
    technicalCode: 'M1',
    classification: 'Personbil',
    fuels: ['electric'],
    hybrid: 'none',
    firstRegisteredNorway: '2023-05-02',
    seats: 5,
    kerbWeightKg: 1_979,
  },
  {
    registrationNumber: 'AB12345',
    chassisNumber: 'JTMGB3FV30D012345',
    make: 'TOYOTA',
    makeCode: '5515',
    model: 'RAV4 PLUG-IN',
    technicalCode: 'M1',
    classification: 'Personbil',
    fuels: ['petrol', 'electric'],
    hybrid: 'plugIn',
    firstRegisteredNorway: '2022-09-20',
    seats: 5,
    kerbWeightKg: 1_910,
  },
  {
    registrationNumber: 'DN54321',
    chassisNumber: 'SB1ZS3JE70E054321',
    make: 'TOYOTA',
    makeCode: '5515',
    model: 'COROLLA',
    technicalCode: 'M1',
    classification: 'Personbil',
    fuels: ['petrol', 'electric'],
    hybrid: 'selfCharging',
    // Imported used: first registered in Sweden.
    firstRegisteredNorway: '2021-06-08',
    firstRegisteredAnywhere: '2020-02-17',
    seats: 5,
    kerbWeightKg: 1_380,
  },
  {
    registrationNumber: 'MC1234',
    chassisNumber: 'JYARM321000012345',
    make: 'YAMAHA',
    makeCode: '5850',
    model: 'MT-07',
    technicalCode: 'L3e',
    classification: 'Motorsykkel',
    fuels: ['petrol'],
    hybrid: 'none',
    firstRegisteredNorway: '2020-04-03',
    seats: 2,
    kerbWeightKg: 184,
  },
  {
    registrationNumber: 'TA4321',
    chassisNumber: '1L06215RKLP904321',
    make: 'JOHN DEERE',
    makeCode: '2265',
    model: '6215R',
    technicalCode: 'T1',
    classification: 'Traktor',
    fuels: ['diesel'],
    hybrid: 'none',
    firstRegisteredNorway: '2020-08-25',
    seats: 1,
    kerbWeightKg: 9_100,
  },
];

/** The demo vehicles by registration number written normally (`EL12345`). */
export const DEMO_KJORETOYDATA: ReadonlyMap<string, ReturnType<typeof kjoretoydata>> = new Map(
  DEMO_VEHICLES.map((vehicle) => [vehicle.registrationNumber, kjoretoydata(vehicle)]),
);
