import type { SalesPerson } from '../../../domain/contract';

const person = (
  salesPersonId: number,
  salesPersonName: string,
  email: string,
  references: Array<[key: string, value: string]>,
): SalesPerson => ({
  salesPersonId,
  salesPersonName,
  salesPersonEmail: `${email}@nordvik-motor.example`,
  externalReferences: references.map(([key, value]) => ({ key, value })),
});

/**
 * 1001 to 1003 are the demo users' own salespeople (dealer, manager, rep). References come in
 * several kinds; most people share a key (`dmsBrukerId`, `ansattnummer`) with different values.
 */
export const DEMO_SALES_PEOPLE: readonly SalesPerson[] = [
  person(1001, 'Dina Dealer', 'dina.dealer', [
    ['dmsBrukerId', 'DMS-1001'],
    ['ansattnummer', 'E-2041'],
  ]),
  person(1002, 'Magnus Manager', 'magnus.manager', [
    ['dmsBrukerId', 'DMS-1002'],
    ['ansattnummer', 'E-2001'],
    ['crmId', 'CRM-0002'],
  ]),
  person(1003, 'Rita Rep', 'rita.rep', [
    ['dmsBrukerId', 'DMS-1003'],
    ['ansattnummer', 'E-2107'],
  ]),
  person(1004, 'Ole Nordmann', 'ole.nordmann', [
    ['dmsBrukerId', 'DMS-1004'],
    ['ansattnummer', 'E-2110'],
    ['crmId', 'CRM-0415'],
  ]),
  person(1005, 'Kari Hansen', 'kari.hansen', [
    ['dmsBrukerId', 'DMS-1005'],
    ['ansattnummer', 'E-2111'],
  ]),
  person(1006, 'Per Olsen', 'per.olsen', [
    ['ansattnummer', 'E-2150'],
    ['crmId', 'CRM-0520'],
  ]),
  person(1007, 'Ingrid Berg', 'ingrid.berg', [
    ['dmsBrukerId', 'DMS-1007'],
    ['ansattnummer', 'E-2151'],
    ['båtforhandlerId', 'BD-77'],
  ]),
  person(1008, 'Lars Johansen', 'lars.johansen', [
    ['dmsBrukerId', 'DMS-1008'],
    ['maskinforhandlerId', 'MD-12'],
  ]),
  person(1009, 'Sofie Larsen', 'sofie.larsen', [
    ['dmsBrukerId', 'DMS-1009'],
    ['ansattnummer', 'E-2203'],
  ]),
  person(1010, 'Emil Andersen', 'emil.andersen', [
    ['ansattnummer', 'E-2204'],
    ['crmId', 'CRM-0611'],
  ]),
  person(1011, 'Nora Pedersen', 'nora.pedersen', [
    ['dmsBrukerId', 'DMS-1011'],
    ['ansattnummer', 'E-2210'],
    ['maskinforhandlerId', 'MD-19'],
  ]),
  person(1012, 'Jonas Nilsen', 'jonas.nilsen', [
    ['dmsBrukerId', 'DMS-1012'],
    ['ansattnummer', 'E-2215'],
  ]),
  person(1013, 'Maja Kristiansen', 'maja.kristiansen', [
    ['båtforhandlerId', 'BD-81'],
    ['ansattnummer', 'E-2230'],
  ]),
  person(1014, 'Henrik Jensen', 'henrik.jensen', [['dmsBrukerId', 'DMS-1014']]),
];
