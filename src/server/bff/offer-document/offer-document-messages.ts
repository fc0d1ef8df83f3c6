import type {
  DOCUMENT_LANGUAGES,
  LoanType,
  ObjectCondition,
  ObjectType,
} from '../../../domain/contract';

/**
 * The words of the offer the customer takes home, in the portal's two languages: one object per
 * language, the bokmål one typed by the English one's keys, so a missing text fails `tsc`. The
 * terms are the glossary's (docs/i18n.md).
 */
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

const en = {
  title: 'Financing offer',
  fileName: 'financing-offer',
  dealer: 'Dealer',
  lender: 'Lender',
  lessor: 'Lessor',
  lenderLine: (name: string, organisationNumber: string) =>
    `${name}, organisation number ${organisationNumber}`,
  salesperson: 'Salesperson',
  customer: 'Customer',
  offerDate: 'Date of offer',
  validUntil: 'Valid until',
  validUntilCampaign: 'the end of the campaign',
  object: 'The object',
  objectType: 'Type',
  makeModel: 'Make and model',
  yearModel: 'Year model',
  condition: 'Condition',
  registrationNumber: 'Registration number',
  kmPerYear: 'Kilometre limit',
  kmPerYearValue: (kilometres: string) => `${kilometres} km a year`,
  priceKmExceeded: 'Price per extra kilometre',
  keyFigures: 'What the credit costs',
  effectiveRate: 'Effective interest rate',
  totalCreditCost: 'Total credit cost',
  totalAmountPayable: 'Total amount payable',
  figures: 'The figures',
  loanType: 'Type of credit',
  cashPrice: 'Cash price',
  equity: 'Equity',
  initialRental: 'Initial rental',
  creditAmount: 'Credit amount',
  startupFee: 'Startup fee',
  financedAmount: 'Financed amount',
  nominalRate: 'Nominal interest rate',
  duration: 'Duration',
  termLength: 'Term length',
  firstPayment: 'Payment per term (first term)',
  firstRental: 'Rental per term (first term)',
  lastPayment: 'Last payment',
  termFee: 'Term fee',
  nonRecurrentFee: 'Non-recurrent fee',
  product: (name: string) => `Embedded product: ${name}`,
  productPerTerm: (amount: string) => `${amount} per term`,
  productFinanced: (amount: string) => `${amount}, financed`,
  residualValue: 'Residual value',
  totalInterest: 'Total interest',
  totalFees: 'Total fees',
  campaign: 'Campaign',
  signatures: 'Signatures',
  placeAndDate: 'Place and date',
  customerSignature: 'Customer’s signature',
  dealerSignature: 'Dealer’s signature',
  consumerCredit: 'Standard European Consumer Credit Information',
  consumerCreditLead:
    'The information a lender gives a consumer before a credit agreement is made (the Financial Contracts Act), so that offers can be compared.',
  businessTerms: 'The terms of the credit',
  identitySection: '1. Identity and contact details of the lender',
  featuresSection: '2. Description of the main features of the credit',
  costsSection: '3. Costs of the credit',
  legalSection: '4. Other important legal aspects',
  supervisionSection: '5. Supervision and complaints',
  organisationNumber: 'Organisation number',
  address: 'Address',
  contact: 'Contact',
  intermediary: 'Credit intermediary',
  intermediaryText: (dealer: string, lender: string) =>
    `${dealer}, the dealer, arranges the credit for ${lender} and is paid for the object.`,
  creditType: 'Type of credit',
  totalCreditAmount: 'Total amount of credit',
  drawdown: 'Conditions governing the drawdown',
  drawdownText: (loanType: LoanType): string =>
    loanType === 'Leasing'
      ? 'The lessor buys the object from the dealer and makes it available to you on delivery.'
      : 'The lender pays the credit to the dealer when the object is delivered to you.',
  creditDuration: 'Duration of the credit',
  instalments: 'Instalments and the order in which they are allocated',
  every: (termLength: number) =>
    termLength === 1 ? 'one a month' : `one every ${termLength} months`,
  equalInstalments: (count: number, payment: string, every: string) =>
    `${count} payments of ${payment}, ${every}.`,
  equalThenLastInstalments: (count: number, payment: string, last: string, every: string) =>
    `${count} payments of ${payment} and a last payment of ${last}, ${every}.`,
  changingInstalments: (count: number, first: string, last: string, every: string) =>
    `${count} payments, ${every}, falling from ${first} to ${last}.`,
  firstDue: (date: string, loanType: LoanType) =>
    loanType === 'Leasing' ? `The first is due on delivery, ${date}.` : `The first is due ${date}.`,
  feesIncluded: (fees: string) => `Each includes fees and products of ${fees}.`,
  balloonDue: (residualValue: string) =>
    `The residual value of ${residualValue} is due with the last payment.`,
  leaseResidualDue: (residualValue: string) =>
    `The residual value of ${residualValue} is due one term after the last rental.`,
  allocation: 'Each payment goes first to fees and interest, then to the principal.',
  totalPayable: 'Total amount payable',
  totalPayableText: (total: string, credit: string, cost: string) =>
    `${total}: the credit amount of ${credit} and the total credit cost of ${cost}.`,
  totalPayableLease: (initialRental: string) =>
    `The initial rental of ${initialRental} is not part of it; it assumes you take the object over at the residual value.`,
  goods: 'The goods the credit is for',
  goodsText: (object: string, cashPrice: string) => `${object}, cash price ${cashPrice}.`,
  security: 'Security required',
  securityText: (loanType: LoanType): string =>
    loanType === 'Leasing'
      ? 'The lessor owns the object throughout the lease. The object must have comprehensive insurance for as long as the lease runs.'
      : 'A retention of title (salgspant) in the object, for the credit with interest and costs. The object must have comprehensive insurance for as long as the credit runs.',
  kmExceededText: (price: string) => `${price} for each kilometre beyond the limit`,
  leaseEnd: 'At the end of the lease',
  leaseEndText: (residualValue: string, kmCharge: string) =>
    `You pay the residual value of ${residualValue} and take the object over, or you return it in the agreed condition${kmCharge === '' ? '' : `, paying ${kmCharge}`}.`,
  borrowingRate: 'Borrowing rate',
  borrowingRateText: (rate: string) =>
    `${rate} a year, variable: the lender may change it as the Financial Contracts Act allows, at the earliest six weeks after telling you.`,
  effectiveRateBasis: 'Annual percentage rate of charge (effective interest rate)',
  costs: 'Related costs',
  latePayment: 'Costs in the case of late payments',
  latePaymentText: (rate: string) =>
    `A late payment bears late-payment interest of ${rate} a year, and reminder and collection fees as the Debt Collection Act allows. Missing payments may have severe consequences: the lender may call in the credit and take the object back.`,
  withdrawal: 'Right of withdrawal',
  withdrawalText:
    'You may withdraw from the credit agreement within 14 days of its conclusion, without giving a reason. You then repay the credit and the interest accrued until it is repaid.',
  earlyRepayment: 'Early repayment',
  earlyRepaymentText: (loanType: LoanType): string =>
    loanType === 'Leasing'
      ? 'You may end the lease early, at any time, by paying the balance of the payment plan on that day. There is no other charge.'
      : 'You may repay the credit early, in whole or in part, at any time. You then pay interest and fees only up to the day you repay; with a variable rate the lender charges no compensation or fee for it.',
  creditCheck: 'Consultation of a database',
  creditCheckText:
    'Before granting the credit the lender assesses your ability to pay, with a credit check at a credit information agency. If the application is refused because of that check, the lender tells you so at once, free of charge, and names the agency.',
  draftAgreement: 'Right to a draft credit agreement',
  draftAgreementText:
    'You may ask for a copy of the draft credit agreement, free of charge. This does not apply if the lender, when you ask, is unwilling to make the agreement with you.',
  binding: 'How long this information binds the lender',
  bindingText: (date: string) =>
    `The lender is bound by this information until ${date}, subject to its credit assessment.`,
  supervisor: 'Supervisory authority',
  supervisorText:
    'The lender is supervised by Finanstilsynet, the Financial Supervisory Authority of Norway (finanstilsynet.no).',
  complaints: 'Complaints and redress',
  complaintsText:
    'Raise a complaint with the lender first. If you do not agree, you may bring it free of charge before Finansklagenemnda, the Norwegian Financial Services Complaints Board (finkn.no).',
  appendix: 'Appendix: payment plan',
  term: 'Term',
  dueDate: 'Due date',
  payment: 'Payment',
  interest: 'Interest',
  principal: 'Principal',
  fees: 'Fees',
  balance: 'Balance',
  planTotal: 'Total',
  page: 'Page',
  of: 'of',
  loanTypes: {
    Annuity: 'Annuity loan',
    Serial: 'Serial loan',
    Leasing: 'Leasing',
  } satisfies Record<LoanType, string>,
  objectTypes: {
    vehicle: 'Vehicle',
    boat: 'Boat',
    agriculture: 'Agricultural machine',
    aquaculture: 'Havbruksutstyr',
    'construction machine': 'Construction machine',
  } satisfies Record<ObjectType, string>,
  conditions: { New: 'New', Used: 'Used' } satisfies Record<ObjectCondition, string>,
  months: (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`,
  termsOf: (termCount: number, termLength: string) => `${termCount} terms of ${termLength}`,
  effectiveRateText: (rate: string, credit: string, duration: string, nominal: string) =>
    `${rate}, calculated on a credit amount of ${credit} over ${duration} at a nominal rate of ${nominal}, with the costs below, assuming the rate and the costs stay the same throughout and every payment is made when due.`,
  costsText: (interest: string, fees: string, total: string) =>
    `Interest ${interest} and fees ${fees}: a total credit cost of ${total}.`,
};

export type DocumentMessages = typeof en;

const nb: DocumentMessages = {
  title: 'Finansieringstilbud',
  fileName: 'finansieringstilbud',
  dealer: 'Forhandler',
  lender: 'Långiver',
  lessor: 'Utleier',
  lenderLine: (name, organisationNumber) => `${name}, organisasjonsnummer ${organisationNumber}`,
  salesperson: 'Selger',
  customer: 'Kunde',
  offerDate: 'Tilbudsdato',
  validUntil: 'Gyldig til',
  validUntilCampaign: 'kampanjens slutt',
  object: 'Objektet',
  objectType: 'Type',
  makeModel: 'Merke og modell',
  yearModel: 'Årsmodell',
  condition: 'Tilstand',
  registrationNumber: 'Registreringsnummer',
  kmPerYear: 'Kilometergrense',
  kmPerYearValue: (kilometres) => `${kilometres} km per år`,
  priceKmExceeded: 'Pris per kilometer over grensen',
  keyFigures: 'Hva kreditten koster',
  effectiveRate: 'Effektiv rente',
  totalCreditCost: 'Kredittkostnad',
  totalAmountPayable: 'Totalbeløp å betale',
  figures: 'Tallene',
  loanType: 'Kredittype',
  cashPrice: 'Kontantpris',
  equity: 'Egenkapital',
  initialRental: 'Startleie',
  creditAmount: 'Kredittbeløp',
  startupFee: 'Etableringsgebyr',
  financedAmount: 'Finansieringsbeløp',
  nominalRate: 'Nominell rente',
  duration: 'Løpetid',
  termLength: 'Terminlengde',
  firstPayment: 'Terminbeløp (første termin)',
  firstRental: 'Leie per termin (første termin)',
  lastPayment: 'Siste terminbeløp',
  termFee: 'Termingebyr',
  nonRecurrentFee: 'Engangsgebyr',
  product: (name) => `Tilleggsprodukt: ${name}`,
  productPerTerm: (amount) => `${amount} per termin`,
  productFinanced: (amount) => `${amount}, finansiert`,
  residualValue: 'Restverdi',
  totalInterest: 'Renter i alt',
  totalFees: 'Gebyrer i alt',
  campaign: 'Kampanje',
  signatures: 'Underskrifter',
  placeAndDate: 'Sted og dato',
  customerSignature: 'Kundens underskrift',
  dealerSignature: 'Forhandlers underskrift',
  consumerCredit: 'Standardiserte europeiske opplysninger om forbrukerkreditt',
  consumerCreditLead:
    'Opplysningene en långiver gir forbrukeren før en kredittavtale inngås (finansavtaleloven), slik at tilbud kan sammenlignes.',
  businessTerms: 'Vilkår for kreditten',
  identitySection: '1. Långiverens identitet og kontaktopplysninger',
  featuresSection: '2. Beskrivelse av kredittens hovedtrekk',
  costsSection: '3. Kredittkostnader',
  legalSection: '4. Andre viktige rettslige forhold',
  supervisionSection: '5. Tilsyn og klage',
  organisationNumber: 'Organisasjonsnummer',
  address: 'Adresse',
  contact: 'Kontakt',
  intermediary: 'Kredittformidler',
  intermediaryText: (dealer, lender) =>
    `${dealer}, forhandleren, formidler kreditten for ${lender} og får betalt for objektet.`,
  creditType: 'Kredittype',
  totalCreditAmount: 'Samlet kredittbeløp',
  drawdown: 'Vilkår for utbetaling',
  drawdownText: (loanType) =>
    loanType === 'Leasing'
      ? 'Utleieren kjøper objektet av forhandleren og stiller det til din disposisjon ved utlevering.'
      : 'Långiveren utbetaler kreditten til forhandleren når objektet utleveres til deg.',
  creditDuration: 'Kredittens løpetid',
  instalments: 'Terminbeløp og rekkefølgen de fordeles i',
  every: (termLength) => (termLength === 1 ? 'én hver måned' : `én hver ${termLength}. måned`),
  equalInstalments: (count, payment, every) => `${count} terminer à ${payment}, ${every}.`,
  equalThenLastInstalments: (count, payment, last, every) =>
    `${count} terminer à ${payment} og en siste termin på ${last}, ${every}.`,
  changingInstalments: (count, first, last, every) =>
    `${count} terminer, ${every}, synkende fra ${first} til ${last}.`,
  firstDue: (date, loanType) =>
    loanType === 'Leasing'
      ? `Den første forfaller ved utlevering, ${date}.`
      : `Den første forfaller ${date}.`,
  feesIncluded: (fees) => `Hver av dem inkluderer gebyrer og tilleggsprodukter på ${fees}.`,
  balloonDue: (residualValue) => `Restverdien på ${residualValue} forfaller med siste termin.`,
  leaseResidualDue: (residualValue) =>
    `Restverdien på ${residualValue} forfaller én termin etter siste leie.`,
  allocation: 'Hver innbetaling går først til gebyrer og renter, deretter til avdrag.',
  totalPayable: 'Totalbeløp å betale',
  totalPayableText: (total, credit, cost) =>
    `${total}: kredittbeløpet på ${credit} og kredittkostnaden på ${cost}.`,
  totalPayableLease: (initialRental) =>
    `Startleien på ${initialRental} er ikke med; beløpet forutsetter at du overtar objektet for restverdien.`,
  goods: 'Varen kreditten gjelder',
  goodsText: (object, cashPrice) => `${object}, kontantpris ${cashPrice}.`,
  security: 'Sikkerhet som kreves',
  securityText: (loanType) =>
    loanType === 'Leasing'
      ? 'Utleieren eier objektet i hele leieperioden. Objektet må være kaskoforsikret så lenge leieavtalen løper.'
      : 'Salgspant i objektet for kreditten med renter og kostnader. Objektet må være kaskoforsikret så lenge kreditten løper.',
  kmExceededText: (price) => `${price} for hver kilometer over grensen`,
  leaseEnd: 'Ved leieperiodens slutt',
  leaseEndText: (residualValue, kmCharge) =>
    `Du betaler restverdien på ${residualValue} og overtar objektet, eller du leverer det tilbake i avtalt stand${kmCharge === '' ? '' : ` og betaler ${kmCharge}`}.`,
  borrowingRate: 'Nominell rente',
  borrowingRateText: (rate) =>
    `${rate} per år, flytende: långiveren kan endre den slik finansavtaleloven tillater, tidligst seks uker etter å ha varslet deg.`,
  effectiveRateBasis: 'Effektiv rente',
  costs: 'Andre kostnader',
  latePayment: 'Kostnader ved forsinket betaling',
  latePaymentText: (rate) =>
    `Ved forsinket betaling påløper forsinkelsesrente på ${rate} per år, og purre- og inkassogebyr etter inkassoloven. Manglende betaling kan få alvorlige følger: långiveren kan si opp kreditten og ta tilbake objektet.`,
  withdrawal: 'Angrerett',
  withdrawalText:
    'Du kan gå fra kredittavtalen innen 14 dager etter at den er inngått, uten å oppgi grunn. Du betaler da tilbake kreditten og rentene som er påløpt til den er tilbakebetalt.',
  earlyRepayment: 'Førtidig tilbakebetaling',
  earlyRepaymentText: (loanType) =>
    loanType === 'Leasing'
      ? 'Du kan når som helst avslutte leieavtalen før tiden ved å betale restgjelden i nedbetalingsplanen den dagen. Det koster ikke noe mer.'
      : 'Du kan når som helst betale tilbake hele eller deler av kreditten før tiden. Du betaler da renter og gebyrer bare fram til innbetalingen; med flytende rente krever långiveren verken kompensasjon eller gebyr for det.',
  creditCheck: 'Kredittvurdering og søk i database',
  creditCheckText:
    'Før kreditten gis, vurderer långiveren betalingsevnen din med en kredittsjekk hos et kredittopplysningsforetak. Avslås søknaden på grunn av kredittsjekken, får du straks og kostnadsfritt vite det, og hvilket foretak som ble brukt.',
  draftAgreement: 'Rett til utkast til kredittavtale',
  draftAgreementText:
    'Du har rett til å få et utkast til kredittavtale kostnadsfritt. Det gjelder ikke om långiveren, når du ber om det, ikke vil inngå avtalen med deg.',
  binding: 'Hvor lenge opplysningene binder långiveren',
  bindingText: (date) =>
    `Långiveren er bundet av disse opplysningene til og med ${date}, med forbehold om kredittvurdering.`,
  supervisor: 'Tilsynsmyndighet',
  supervisorText: 'Långiveren er under tilsyn av Finanstilsynet (finanstilsynet.no).',
  complaints: 'Klage',
  complaintsText:
    'Ta en klage først opp med långiveren. Blir dere ikke enige, kan du bringe den kostnadsfritt inn for Finansklagenemnda (finkn.no).',
  appendix: 'Vedlegg: nedbetalingsplan',
  term: 'Termin',
  dueDate: 'Forfallsdato',
  payment: 'Terminbeløp',
  interest: 'Renter',
  principal: 'Avdrag',
  fees: 'Gebyrer',
  balance: 'Restgjeld',
  planTotal: 'Sum',
  page: 'Side',
  of: 'av',
  loanTypes: { Annuity: 'Annuitetslån', Serial: 'Serielån', Leasing: 'Leasing' },
  objectTypes: {
    vehicle: 'Kjøretøy',
    boat: 'Båt',
    agriculture: 'Landbruksmaskin',
    aquaculture: 'Havbruksutstyr',
    'construction machine': 'Anleggsmaskin',
  },
  conditions: { New: 'Ny', Used: 'Brukt' },
  months: (count) => `${count} ${count === 1 ? 'måned' : 'måneder'}`,
  termsOf: (termCount, termLength) => `${termCount} terminer à ${termLength}`,
  effectiveRateText: (rate, credit, duration, nominal) =>
    `${rate}, beregnet av et kredittbeløp på ${credit} over ${duration} med nominell rente ${nominal} og kostnadene nedenfor, forutsatt at renten og kostnadene er de samme hele løpetiden og at hver termin betales ved forfall.`,
  costsText: (interest, fees, total) =>
    `Renter ${interest} og gebyrer ${fees}: en kredittkostnad på ${total}.`,
};

export const DOCUMENT_MESSAGES: Record<DocumentLanguage, DocumentMessages> = { nb, en };
