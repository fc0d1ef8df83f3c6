import type { ApplicationStatus, DocumentStatus } from '../../../domain/application-status';
import type { CreateApplicationBody, DOCUMENT_TYPES } from '../../../domain/contract';
import {
  ELECTRIC_CAR_REQUEST,
  EXAMPLE_BUSINESS_ADDRESS,
  EXAMPLE_HOUSEHOLD,
} from '../../../domain/contract/example-requests';
import { calendarDay } from './demo-dates';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** One demo application: what is sent, when, and where it has got to since. */
export interface DemoApplication {
  /** Days before now that it was created. */
  createdDaysAgo: number;
  body: CreateApplicationBody;
  /** Status moves after creation, each a few hours after the one before. */
  statusMoves: Array<{ status: ApplicationStatus; reason?: string }>;
  documentMoves: Array<{ documentType: DocumentType; statuses: DocumentStatus[] }>;
  /** What the dealer confirms as delivered, for an application the bank pays out. */
  delivery?: { chassisNumber: string; odometerKm: number };
}

const money = (amount: number, vatShare = 0.2) => ({
  amount,
  vatAmount: Math.round(amount * vatShare * 100) / 100,
});

/** A private customer, whose e-mail address is first.last@example.com. */
const privateCustomer = (
  firstName: string,
  lastName: string,
  phone: string,
  nationalIdentityNumber: string,
) => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  phone,
  nationalIdentityNumber,
  ...EXAMPLE_HOUSEHOLD,
});

/** Rita Rep (1003) sells to private customers at vendor 501. */
const RITA_AT_VENDOR_501 = { vendorId: 501, salespersonId: 1003, customerType: 'Private' } as const;

export function demoApplications(now: Date): DemoApplication[] {
  return [
    {
      createdDaysAgo: 1,
      body: {
        // The demo's electric car, a dearer one, at campaign 101's rate.
        calculationRequest: {
          campaignId: 101,
          ...ELECTRIC_CAR_REQUEST,
          salespersonId: 1001,
          object: {
            ...ELECTRIC_CAR_REQUEST.object,
            purchasePrice: money(549_900),
            yearModel: 2025,
            make: 'Tesla',
            model: 'Model Y Long Range',
            fuelType: 3,
            kmPerYear: 15_000,
          },
          financialParameters: {
            ...ELECTRIC_CAR_REQUEST.financialParameters,
            equity: money(110_000, 0),
            termFee: money(75, 0),
          },
          includePaymentPlan: true,
          deliveryDate: calendarDay(now, 7),
        },
        applicant: privateCustomer('Ingvild', 'Solberg', '+47 912 34 567', '15038541215'),
      },
      statusMoves: [],
      documentMoves: [{ documentType: 'PurchaseAgreement', statuses: ['Received'] }],
    },
    {
      createdDaysAgo: 4,
      body: {
        calculationRequest: {
          ...RITA_AT_VENDOR_501,
          object: {
            objectTypeID: 'vehicle',
            objectSubTypeID: 'ICE vehicle',
            objectCondition: 'Used',
            purchasePrice: money(229_000),
            yearModel: 2019,
            make: 'Volkswagen',
            model: 'Golf Variant',
            fuelType: 2,
            carKilometers: 84_000,
            carRegNo: 'EL 12345',
          },
          financialParameters: {
            equity: money(40_000, 0),
            startupFee: money(1_990, 0),
            terms: { termCount: 48, termLength: 1 },
            termFee: money(75, 0),
            fundingInterestId: 209,
            loanType: 'Annuity',
          },
          deliveryDate: calendarDay(now, 2),
        },
        applicant: privateCustomer('Thomas', 'Haugen', '+47 934 56 789', '02079141251'),
      },
      statusMoves: [{ status: 'UnderReview' }],
      documentMoves: [
        { documentType: 'IdentityDocument', statuses: ['Received', 'Approved'] },
        { documentType: 'IncomeStatement', statuses: ['Received'] },
      ],
    },
    {
      createdDaysAgo: 12,
      body: {
        calculationRequest: {
          campaignId: 105,
          vendorId: 503,
          salespersonId: 1002,
          customerType: 'Business',
          object: {
            objectTypeID: 'construction machine',
            objectCondition: 'New',
            purchasePrice: money(1_250_000),
            yearModel: 2025,
            make: 'Volvo',
            model: 'EC220E excavator',
          },
          financialParameters: {
            terms: { termCount: 48, termLength: 1 },
            residualValuePercent: 25,
            termFee: money(95, 0),
            loanType: 'Leasing',
          },
          deliveryDate: calendarDay(now, 5),
        },
        applicant: {
          firstName: 'Siri',
          lastName: 'Lunde',
          email: 'siri.lunde@lunde-maskin.example',
          phone: '+47 22 33 44 55',
          organizationNumber: '923456783',
          address: EXAMPLE_BUSINESS_ADDRESS,
        },
      },
      statusMoves: [{ status: 'UnderReview' }, { status: 'Approved', reason: 'Strong accounts' }],
      documentMoves: [
        { documentType: 'PurchaseAgreement', statuses: ['Received', 'Approved'] },
        { documentType: 'CompanyAccounts', statuses: ['Received', 'Approved'] },
        { documentType: 'InsuranceCertificate', statuses: ['Received', 'Rejected', 'Received'] },
      ],
    },
    {
      createdDaysAgo: 30,
      body: {
        calculationRequest: {
          vendorId: 504,
          salespersonId: 1001,
          customerType: 'Private',
          object: {
            objectTypeID: 'boat',
            objectSubTypeID: 'boat under 7 meters',
            objectCondition: 'Used',
            purchasePrice: money(189_000),
            yearModel: 2021,
            make: 'Askeladden',
            model: 'C65 Cruiser',
          },
          financialParameters: {
            equity: money(38_000, 0),
            terms: { termCount: 84, termLength: 1 },
            interestRate: 6.4,
            termFee: money(75, 0),
            loanType: 'Annuity',
          },
          deliveryDate: calendarDay(now, -25),
        },
        applicant: privateCustomer('Eirik', 'Dahl', '+47 41 22 33 44', '24116841211'),
      },
      statusMoves: [
        { status: 'UnderReview' },
        { status: 'Approved' },
        { status: 'ContractSent' },
        { status: 'Signed' },
        { status: 'PaidOut' },
      ],
      // A boat's hull identification number stands for its chassis number.
      delivery: { chassisNumber: 'NO-ASK65012D121', odometerKm: 0 },
      documentMoves: [
        { documentType: 'PurchaseAgreement', statuses: ['Received', 'Approved'] },
        { documentType: 'IdentityDocument', statuses: ['Received', 'Approved'] },
        { documentType: 'IncomeStatement', statuses: ['Received', 'Approved'] },
        { documentType: 'InsuranceCertificate', statuses: ['Received', 'Approved'] },
      ],
    },
    {
      createdDaysAgo: 8,
      body: {
        calculationRequest: {
          ...RITA_AT_VENDOR_501,
          object: {
            objectTypeID: 'vehicle',
            objectSubTypeID: 'MC',
            objectCondition: 'New',
            purchasePrice: money(279_000),
            yearModel: 2025,
            make: 'BMW',
            model: 'R 1300 GS',
          },
          financialParameters: {
            equity: money(20_000, 0),
            terms: { termCount: 72, termLength: 1 },
            interestRate: 7.9,
            loanType: 'Serial',
          },
        },
        applicant: privateCustomer('Mona', 'Vik', '+47 95 55 66 77', '11040241290'),
      },
      statusMoves: [
        { status: 'UnderReview' },
        { status: 'Rejected', reason: 'Debt ratio above the bank’s limit' },
      ],
      documentMoves: [{ documentType: 'IncomeStatement', statuses: ['Received', 'Rejected'] }],
    },
    {
      createdDaysAgo: 6,
      body: {
        calculationRequest: {
          campaignId: 104,
          vendorId: 505,
          salespersonId: 1008,
          customerType: 'Business',
          object: {
            objectTypeID: 'agriculture',
            objectCondition: 'New',
            purchasePrice: money(865_000),
            yearModel: 2025,
            make: 'Valtra',
            model: 'T175 tractor',
          },
          financialParameters: {
            equity: money(150_000, 0),
            terms: { termCount: 20, termLength: 3 },
            loanType: 'Serial',
          },
          deliveryDate: calendarDay(now, 14),
        },
        applicant: {
          firstName: 'Anders',
          lastName: 'Bakke',
          email: 'post@bakke-gard.example',
          phone: '+47 71 00 11 22',
          organizationNumber: '935713579',
          address: EXAMPLE_BUSINESS_ADDRESS,
        },
      },
      statusMoves: [{ status: 'Cancelled', reason: 'The customer chose another lender' }],
      documentMoves: [],
    },
    {
      createdDaysAgo: 3,
      body: {
        calculationRequest: {
          vendorId: 502,
          salespersonId: 1001,
          customerType: 'Private',
          object: {
            objectTypeID: 'vehicle',
            objectSubTypeID: 'electric vehicle',
            objectCondition: 'New',
            purchasePrice: money(429_000),
            carExtrasPriceDealerInstalled: 12_500,
            yearModel: 2025,
            make: 'Volvo',
            model: 'EX30',
            fuelType: 3,
          },
          financialParameters: {
            equity: money(90_000, 0),
            terms: { termCount: 36, termLength: 1 },
            residualValue: money(180_000, 0),
            termFee: money(75, 0),
            fundingInterestId: 202,
            loanType: 'Annuity',
          },
          includePaymentPlan: true,
          deliveryDate: calendarDay(now, 10),
        },
        applicant: privateCustomer('Hanne', 'Moe', '+47 48 11 22 33', '30097741235'),
      },
      statusMoves: [{ status: 'UnderReview' }, { status: 'Approved' }, { status: 'ContractSent' }],
      documentMoves: [
        { documentType: 'PurchaseAgreement', statuses: ['Received', 'Approved'] },
        { documentType: 'IdentityDocument', statuses: ['Received', 'Approved'] },
        { documentType: 'IncomeStatement', statuses: ['Received', 'Approved'] },
        { documentType: 'RegistrationCertificate', statuses: ['Received'] },
      ],
    },
  ];
}
