/**
 * The embedded organisation register's companies, in Enhetsregisteret's own shape (an `Enhet`
 * with its HAL link). Among them one bankrupt (Lofoten Sjømat) and one in liquidation
 * (Trøndelag Gartneri); Lunde Maskin and Bakke Gård are the demo applications' businesses.
 */

interface DemoOrganization {
  number: string;
  name: string;
  form: 'AS' | 'ENK' | 'SA';
  industry: { code: string; description: string };
  address: string[];
  zip: string;
  town: string;
  municipality: { name: string; number: string };
  founded: string;
  employees: number;
  bankrupt?: true;
  inLiquidation?: true;
}

const FORMS = {
  AS: 'Aksjeselskap',
  ENK: 'Enkeltpersonforetak',
  SA: 'Samvirkeforetak',
} as const;

const API = 'https://data.brreg.no/enhetsregisteret/api';

/** An entity as the register answers it. */
function enhet(organization: DemoOrganization) {
  const address = {
    land: 'Norge',
    landkode: 'NO',
    postnummer: organization.zip,
    poststed: organization.town,
    adresse: organization.address,
    kommune: organization.municipality.name,
    kommunenummer: organization.municipality.number,
  };
  return {
    organisasjonsnummer: organization.number,
    navn: organization.name,
    organisasjonsform: {
      kode: organization.form,
      beskrivelse: FORMS[organization.form],
      _links: { self: { href: `${API}/organisasjonsformer/${organization.form}` } },
    },
    registreringsdatoEnhetsregisteret: organization.founded,
    registrertIMvaregisteret: true,
    naeringskode1: {
      kode: organization.industry.code,
      beskrivelse: organization.industry.description,
    },
    antallAnsatte: organization.employees,
    harRegistrertAntallAnsatte: organization.employees > 0,
    forretningsadresse: address,
    stiftelsesdato: organization.founded,
    institusjonellSektorkode: { kode: '2100', beskrivelse: 'Private aksjeselskaper mv.' },
    registrertIForetaksregisteret: organization.form !== 'ENK' || organization.employees > 0,
    registrertIStiftelsesregisteret: false,
    registrertIFrivillighetsregisteret: false,
    konkurs: organization.bankrupt === true,
    ...(organization.bankrupt === true ? { konkursdato: '2026-02-10' } : {}),
    underAvvikling: organization.inLiquidation === true,
    ...(organization.inLiquidation === true ? { underAvviklingDato: '2026-01-20' } : {}),
    underTvangsavviklingEllerTvangsopplosning: false,
    maalform: 'Bokmål',
    _links: { self: { href: `${API}/enheter/${organization.number}` } },
  };
}

export type Enhet = ReturnType<typeof enhet>;

const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    number: '923456783',
    name: 'LUNDE MASKIN AS',
    form: 'AS',
    industry: {
      code: '46.630',
      description: 'Engroshandel med maskiner og utstyr til bygge- og anleggsvirksomhet',
    },
    address: ['Industriveien 12'],
    zip: '2069',
    town: 'JESSHEIM',
    municipality: { name: 'ULLENSAKER', number: '3209' },
    founded: '2009-04-01',
    employees: 24,
  },
  {
    number: '935713579',
    name: 'BAKKE GÅRD ANDERS BAKKE',
    form: 'ENK',
    industry: { code: '01.410', description: 'Melkeproduksjon på storfe' },
    address: ['Bakkevegen 40'],
    zip: '7320',
    town: 'FANNREM',
    municipality: { name: 'ORKLAND', number: '5059' },
    founded: '1998-06-15',
    employees: 2,
  },
  {
    number: '987654325',
    name: 'FJORDBYGG ANLEGG AS',
    form: 'AS',
    industry: { code: '42.110', description: 'Bygging av veier og motorveier' },
    address: ['Sandviksbodene 3', 'Inngang B'],
    zip: '5035',
    town: 'BERGEN',
    municipality: { name: 'BERGEN', number: '4601' },
    founded: '2014-09-12',
    employees: 58,
  },
  {
    number: '998877660',
    name: 'LOFOTEN SJØMAT AS',
    form: 'AS',
    industry: {
      code: '03.211',
      description: 'Produksjon av matfisk og skalldyr i hav- og kystbasert akvakultur',
    },
    address: ['Havnegata 7'],
    zip: '8300',
    town: 'SVOLVÆR',
    municipality: { name: 'VÅGAN', number: '1865' },
    founded: '2011-03-30',
    employees: 0,
    bankrupt: true,
  },
  {
    number: '934567897',
    name: 'TRØNDELAG GARTNERI AS',
    form: 'AS',
    industry: {
      code: '01.130',
      description: 'Dyrking av grønnsaker, meloner, rot- og knollvekster',
    },
    address: ['Gartnerivegen 2'],
    zip: '7500',
    town: 'STJØRDAL',
    municipality: { name: 'STJØRDAL', number: '5035' },
    founded: '2005-05-05',
    employees: 6,
    inLiquidation: true,
  },
  {
    number: '913579135',
    name: 'VESTLAND LANDBRUK SA',
    form: 'SA',
    industry: { code: '46.610', description: 'Engroshandel med jordbruksmaskiner og -utstyr' },
    address: ['Uttrågata 19'],
    zip: '5700',
    town: 'VOSS',
    municipality: { name: 'VOSS', number: '4621' },
    founded: '1952-01-10',
    employees: 31,
  },
  {
    number: '924680245',
    name: 'NORDVIK MOTOR AS',
    form: 'AS',
    industry: {
      code: '45.111',
      description: 'Agentur- og engroshandel med biler og lette motorvogner',
    },
    address: ['Strømsveien 250'],
    zip: '1081',
    town: 'OSLO',
    municipality: { name: 'OSLO', number: '0301' },
    founded: '2001-11-20',
    employees: 42,
  },
];

/** The demo companies by organisation number. */
export const DEMO_ENHETER: ReadonlyMap<string, Enhet> = new Map(
  DEMO_ORGANIZATIONS.map((organization) => [organization.number, enhet(organization)]),
);
