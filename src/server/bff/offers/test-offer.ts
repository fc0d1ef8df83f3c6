import { OfferApplicantSchema, type OfferContent } from '../../../domain/contract';

export interface Customer {
  /** The name given for the customer's PDF. */
  name?: string;
  firstName?: string;
  lastName?: string;
  make?: string;
  model?: string;
  registrationNumber?: string;
}

/** An offer as the page sends it, with the given customer and object. */
export function offerContent(customer: Customer = {}): OfferContent {
  const text = (value: string | undefined) => value ?? '';
  return {
    values: {
      object: {
        objectType: 'vehicle',
        objectSubtype: '',
        condition: 'New',
        make: text(customer.make),
        model: text(customer.model),
        yearModel: '2025',
        engine: '',
        fuelType: '',
        registrationNumber: text(customer.registrationNumber),
        chassisNumber: '',
        kmPerYear: '',
        kmTotal: '',
        price: '350 000',
        vat: '',
        extrasFactory: '',
        extrasDealer: '',
        extras: [],
        priceKmExceeded: '',
      },
      customer: {
        customerType: 'Private',
        name: text(customer.name),
        addresses: [],
        locale: 'nb-NO',
        externalReferences: [],
      },
      financial: {
        loanType: 'Annuity',
        equityMode: 'amount',
        equity: '50 000',
        startupFee: '',
        termCount: '60',
        termLength: '1',
        termFee: '',
        residualMode: 'amount',
        residual: '',
        nonRecurrentFee: '',
        interestRate: '6,9',
        deliveryDate: '',
      },
      products: [],
      campaign: null,
      fundingInterest: null,
      product: null,
    },
    // The fields not named here as an offer saved before they were asked for has them: empty.
    applicant: OfferApplicantSchema.parse({
      firstName: text(customer.firstName),
      lastName: text(customer.lastName),
      email: '',
      phone: '',
      organizationNumber: '',
    }),
    step: 1,
  };
}

/** A private customer's application as the page sends it: the least the contract takes. */
export const APPLICATION_BODY = {
  calculationRequest: { customerType: 'Private' },
  applicant: {
    firstName: 'Ola',
    lastName: 'Nordmann',
    email: 'ola@example.com',
    phone: '+47 912 34 567',
    nationalIdentityNumber: '15076500565',
  },
} as const;
