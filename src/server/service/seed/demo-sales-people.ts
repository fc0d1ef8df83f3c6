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
 * several kinds; most people share a key (`dmsUserId`, `employeeNumber`) with different values.
 */
export const DEMO_SALES_PEOPLE: readonly SalesPerson[] = [
  person(1001, 'Dina Dealer', 'dina.dealer', [
    ['dmsUserId', 'DMS-1001'],
    ['employeeNumber', 'E-2041'],
  ]),
  person(1002, 'Magnus Manager', 'magnus.manager', [
    ['dmsUserId', 'DMS-1002'],
    ['employeeNumber', 'E-2001'],
    ['crmId', 'CRM-0002'],
  ]),
  person(1003, 'Rita Rep', 'rita.rep', [
    ['dmsUserId', 'DMS-1003'],
    ['employeeNumber', 'E-2107'],
  ]),
  person(1004, 'Ole Nordmann', 'ole.nordmann', [
    ['dmsUserId', 'DMS-1004'],
    ['employeeNumber', 'E-2110'],
    ['crmId', 'CRM-0415'],
  ]),
  person(1005, 'Kari Hansen', 'kari.hansen', [
    ['dmsUserId', 'DMS-1005'],
    ['employeeNumber', 'E-2111'],
  ]),
  person(1006, 'Per Olsen', 'per.olsen', [
    ['employeeNumber', 'E-2150'],
    ['crmId', 'CRM-0520'],
  ]),
  person(1007, 'Ingrid Berg', 'ingrid.berg', [
    ['dmsUserId', 'DMS-1007'],
    ['employeeNumber', 'E-2151'],
    ['boatDealerId', 'BD-77'],
  ]),
  person(1008, 'Lars Johansen', 'lars.johansen', [
    ['dmsUserId', 'DMS-1008'],
    ['machineryDealerId', 'MD-12'],
  ]),
  person(1009, 'Sofie Larsen', 'sofie.larsen', [
    ['dmsUserId', 'DMS-1009'],
    ['employeeNumber', 'E-2203'],
  ]),
  person(1010, 'Emil Andersen', 'emil.andersen', [
    ['employeeNumber', 'E-2204'],
    ['crmId', 'CRM-0611'],
  ]),
  person(1011, 'Nora Pedersen', 'nora.pedersen', [
    ['dmsUserId', 'DMS-1011'],
    ['employeeNumber', 'E-2210'],
    ['machineryDealerId', 'MD-19'],
  ]),
  person(1012, 'Jonas Nilsen', 'jonas.nilsen', [
    ['dmsUserId', 'DMS-1012'],
    ['employeeNumber', 'E-2215'],
  ]),
  person(1013, 'Maja Kristiansen', 'maja.kristiansen', [
    ['boatDealerId', 'BD-81'],
    ['employeeNumber', 'E-2230'],
  ]),
  person(1014, 'Henrik Jensen', 'henrik.jensen', [['dmsUserId', 'DMS-1014']]),
];
