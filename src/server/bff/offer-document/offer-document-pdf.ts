import { fromOre, residualValueLine, toOre } from '../../../domain/calculation';
import type {
  Calculation,
  CalculationRequest,
  CustomerType,
  EmbeddedProduct,
  FinancedObject,
} from '../../../domain/contract';
import { formatAmount, formatDate, formatPercent, LOCALE_OF } from '../../../domain/format';
import { instalmentsOf } from './instalments';
import { groupedOrganisationNumber, type Lender } from './lender';
import {
  DOCUMENT_MESSAGES,
  type DocumentLanguage,
  type DocumentMessages,
} from './offer-document-messages';
import { openTaggedDocument, type Fact, type TaggedWriter } from './tagged-layout';

/** Everything the customer's offer shows, gathered from the service and the signed-in user. */
export interface OfferDocument {
  language: DocumentLanguage;
  dealerName: string;
  /** The bank that gives the credit (configured). */
  lender: Lender;
  salesperson: { name: string; email?: string };
  customerName: string;
  customerType: CustomerType;
  /** The request the service calculated: the object and what the dealer entered. */
  request: CalculationRequest;
  /** The service's calculation, with its payment plan. */
  calculation: Calculation;
  campaign?: { name: string; documentText: string };
  /** `YYYY-MM-DD`, Norwegian calendar. */
  offerDate: string;
  validUntil: { date: string; byCampaign: boolean };
}

/**
 * Writes the offer as a tagged PDF (A4, fonts embedded, text selectable): the parties, the
 * object, the figures, the Standard European Consumer Credit Information for a private customer
 * (the credit's terms for a business), the signatures and the payment plan, flowing on from one
 * page to the next.
 */
export async function renderOfferDocument(offer: OfferDocument): Promise<Buffer> {
  const words = DOCUMENT_MESSAGES[offer.language];
  const { writer, end } = await openTaggedDocument({
    lang: LOCALE_OF[offer.language],
    title: `${words.title}: ${offer.customerName}`,
    author: offer.lender.name,
  });
  const offerWriter = withFormats(writer, offer.language);

  writer.heading(1, words.title);
  writeParties(offerWriter, offer);
  if (offer.request.object !== undefined) writeObject(offerWriter, offer.request.object);
  writeKeyFigures(offerWriter, offer.calculation);
  writeFigures(offerWriter, offer);
  if (offer.campaign !== undefined) writeCampaign(offerWriter, offer.campaign);
  writeCreditInformation(offerWriter, offer);
  writeSignatures(offerWriter);
  writePaymentPlan(offerWriter, offer.calculation);
  writer.numberPages(
    (page, count) => `${words.title} · ${words.page} ${page} ${words.of} ${count}`,
  );
  return end();
}

/** The tagged writer, with the offer's words and formats in its language. */
interface OfferWriter extends TaggedWriter {
  words: DocumentMessages;
  amount: (value: number) => string;
  percent: (value: number) => string;
  date: (value: string) => string;
  /** An amount without the currency, for the payment plan's columns. */
  figure: (value: number) => string;
  count: (value: number) => string;
}

function withFormats(writer: TaggedWriter, language: DocumentLanguage): OfferWriter {
  const locale = LOCALE_OF[language];
  const counts = new Intl.NumberFormat(locale);
  return {
    ...writer,
    words: DOCUMENT_MESSAGES[language],
    amount: (value) => formatAmount(value, locale),
    percent: (value) => formatPercent(value, locale),
    date: (value) => formatDate(value, locale),
    figure: (value) => formatAmount(value, locale, { currency: false }),
    count: (value) => counts.format(value),
  };
}

const isLease = (calculation: Calculation) => calculation.loanType === 'Leasing';

/** The whole credit's duration in months, as the offer words it. */
const durationOf = (words: DocumentMessages, calculation: Calculation) =>
  words.months(calculation.termCount * calculation.termLength);

const nonRecurrentFeeOf = (request: CalculationRequest) =>
  request.financialParameters?.nonRecurrentFee ?? 0;

const equityOf = (request: CalculationRequest) => request.financialParameters?.equity?.amount ?? 0;

/** Who, for whom, until when. */
function writeParties(writer: OfferWriter, offer: OfferDocument): void {
  const { words, date, facts } = writer;
  const { lender } = offer;
  facts(
    [
      {
        label: isLease(offer.calculation) ? words.lessor : words.lender,
        value: words.lenderLine(lender.name, groupedOrganisationNumber(lender.organisationNumber)),
      },
      { label: words.dealer, value: offer.dealerName },
      {
        label: words.salesperson,
        value:
          offer.salesperson.email === undefined
            ? offer.salesperson.name
            : `${offer.salesperson.name}, ${offer.salesperson.email}`,
      },
      { label: words.customer, value: offer.customerName },
      { label: words.offerDate, value: date(offer.offerDate) },
      {
        label: words.validUntil,
        value: offer.validUntil.byCampaign
          ? `${date(offer.validUntil.date)} (${words.validUntilCampaign})`
          : date(offer.validUntil.date),
        bold: true,
      },
    ],
    { labelShare: 0.3 },
  );
}

/** The object in a few words: type, make and model, year, registration number. */
function objectDescription(words: DocumentMessages, object: FinancedObject | undefined): string {
  if (object === undefined) return '';
  return [
    object.objectTypeID === undefined ? undefined : words.objectTypes[object.objectTypeID],
    [object.make, object.model, object.yearModel].filter(Boolean).join(' '),
    object.carRegNo,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
}

/** What is financed, as far as the request describes it. */
function writeObject(writer: OfferWriter, object: FinancedObject): void {
  const { words, heading, facts, amount, count } = writer;
  heading(2, words.object);
  const makeModel = [object.make, object.model].filter(Boolean).join(' ');
  const rows: (Fact | undefined)[] = [
    object.objectTypeID === undefined
      ? undefined
      : { label: words.objectType, value: words.objectTypes[object.objectTypeID] },
    makeModel === '' ? undefined : { label: words.makeModel, value: makeModel },
    object.yearModel === undefined
      ? undefined
      : { label: words.yearModel, value: String(object.yearModel) },
    object.objectCondition === undefined
      ? undefined
      : { label: words.condition, value: words.conditions[object.objectCondition] },
    object.carRegNo === undefined || object.carRegNo === ''
      ? undefined
      : { label: words.registrationNumber, value: object.carRegNo },
    object.kmPerYear === undefined
      ? undefined
      : { label: words.kmPerYear, value: words.kmPerYearValue(count(object.kmPerYear)) },
    object.priceKmExceeded === undefined
      ? undefined
      : { label: words.priceKmExceeded, value: amount(object.priceKmExceeded) },
  ];
  facts(rows.filter((row) => row !== undefined));
}

/** What the law asks to be shown prominently. */
function writeKeyFigures(writer: OfferWriter, calculation: Calculation): void {
  const { words, heading, facts, amount, percent } = writer;
  heading(2, words.keyFigures);
  facts(
    [
      { label: words.effectiveRate, value: percent(calculation.effectiveInterestRate) },
      { label: words.totalCreditCost, value: amount(calculation.totalCreditCost) },
      { label: words.totalAmountPayable, value: amount(calculation.totalAmountPayable) },
    ].map((row) => ({ ...row, bold: true })),
    { size: 12 },
  );
}

/** Every figure of the calculation, and what the dealer entered for it. */
function writeFigures(writer: OfferWriter, { calculation, request }: OfferDocument): void {
  const { words, heading, facts, amount, percent } = writer;
  const parameters = request.financialParameters;
  const lease = isLease(calculation);
  const plan = calculation.paymentPlan ?? [];
  const instalments = instalmentsOf(plan);
  const nonRecurrentFee = nonRecurrentFeeOf(request);
  heading(2, words.figures);
  const rows: (Fact | undefined)[] = [
    { label: words.loanType, value: words.loanTypes[calculation.loanType] },
    { label: words.cashPrice, value: amount(calculation.cashPrice) },
    parameters?.equity === undefined
      ? undefined
      : { label: lease ? words.initialRental : words.equity, value: amount(equityOf(request)) },
    { label: words.creditAmount, value: amount(calculation.creditAmount) },
    { label: words.startupFee, value: amount(calculation.startupFee) },
    { label: words.financedAmount, value: amount(calculation.financedAmount) },
    { label: words.nominalRate, value: percent(calculation.nominalInterestRate) },
    {
      label: words.duration,
      value: `${durationOf(words, calculation)} (${words.termsOf(calculation.termCount, words.months(calculation.termLength))})`,
    },
    {
      label: lease ? words.firstRental : words.firstPayment,
      value: amount(calculation.termAmount),
      bold: true,
    },
    instalments.kind === 'equal'
      ? undefined
      : { label: words.lastPayment, value: amount(instalments.last) },
    parameters?.termFee === undefined
      ? undefined
      : { label: words.termFee, value: amount(parameters.termFee.amount) },
    nonRecurrentFee > 0
      ? { label: words.nonRecurrentFee, value: amount(nonRecurrentFee) }
      : undefined,
    ...productRows(writer, request.embeddedProducts ?? []),
    calculation.residualValue > 0
      ? { label: words.residualValue, value: amount(calculation.residualValue) }
      : undefined,
    { label: words.totalInterest, value: amount(calculation.totalInterest) },
    { label: words.totalFees, value: amount(calculation.totalFees) },
  ];
  facts(rows.filter((row) => row !== undefined));
}

/** What each product costs, so the credit cost's parts are all named. */
function productRows({ words, amount }: OfferWriter, products: EmbeddedProduct[]): Fact[] {
  return products
    .filter((product) => product.price !== undefined && product.price.amount !== 0)
    .map((product) => {
      const price = amount(product.price?.amount ?? 0);
      return {
        label: words.product(product.name ?? product.code ?? ''),
        value:
          product.isIncludedInTermFee === true
            ? words.productPerTerm(price)
            : words.productFinanced(price),
      };
    });
}

function writeCampaign(
  { words, heading, paragraph }: OfferWriter,
  campaign: NonNullable<OfferDocument['campaign']>,
): void {
  heading(2, words.campaign);
  paragraph(campaign.name, { bold: true });
  paragraph(campaign.documentText);
}

/**
 * The Standard European Consumer Credit Information, item by item in its order, for a private
 * customer; for a business the same terms, without what only a consumer is owed (withdrawal, a
 * draft agreement).
 */
function writeCreditInformation(writer: OfferWriter, offer: OfferDocument): void {
  const { words, heading, paragraph, section } = writer;
  const consumer = offer.customerType === 'Private';
  section(() => {
    heading(2, consumer ? words.consumerCredit : words.businessTerms);
    if (consumer) paragraph(words.consumerCreditLead);
    const part = (title: string, items: (Fact | undefined)[]) => {
      section(() => {
        heading(3, title);
        writer.facts(
          items.filter((item) => item !== undefined),
          { labelShare: 0.32, valueAlign: 'left' },
        );
      });
    };
    part(words.identitySection, identityItems(writer, offer));
    part(words.featuresSection, featureItems(writer, offer));
    part(words.costsSection, costItems(writer, offer));
    part(words.legalSection, legalItems(writer, offer, consumer));
    part(words.supervisionSection, [
      { label: words.supervisor, value: words.supervisorText },
      { label: words.complaints, value: words.complaintsText },
    ]);
  });
}

function identityItems({ words }: OfferWriter, { lender, dealerName, calculation }: OfferDocument) {
  return [
    { label: isLease(calculation) ? words.lessor : words.lender, value: lender.name },
    {
      label: words.organisationNumber,
      value: groupedOrganisationNumber(lender.organisationNumber),
    },
    { label: words.address, value: lender.address },
    { label: words.contact, value: lender.contact },
    { label: words.intermediary, value: words.intermediaryText(dealerName, lender.name) },
  ];
}

function featureItems(writer: OfferWriter, { calculation, request }: OfferDocument) {
  const { words, amount, count } = writer;
  const lease = isLease(calculation);
  const object = request.object;
  const residualValue = amount(calculation.residualValue);
  const hasResidualValue = calculation.residualValue > 0;
  const kmCharge =
    object?.priceKmExceeded === undefined
      ? ''
      : words.kmExceededText(amount(object.priceKmExceeded));
  const totalPayable = words.totalPayableText(
    amount(calculation.totalAmountPayable),
    amount(calculation.creditAmount),
    amount(calculation.totalCreditCost),
  );
  return [
    { label: words.creditType, value: words.loanTypes[calculation.loanType] },
    { label: words.totalCreditAmount, value: amount(calculation.creditAmount) },
    { label: words.drawdown, value: words.drawdownText(calculation.loanType) },
    { label: words.creditDuration, value: durationOf(words, calculation) },
    { label: words.instalments, value: instalmentsText(writer, calculation) },
    lease ? { label: words.initialRental, value: amount(equityOf(request)) } : undefined,
    lease && hasResidualValue ? { label: words.residualValue, value: residualValue } : undefined,
    lease && object?.kmPerYear !== undefined
      ? { label: words.kmPerYear, value: words.kmPerYearValue(count(object.kmPerYear)) }
      : undefined,
    lease && object?.priceKmExceeded !== undefined
      ? { label: words.priceKmExceeded, value: amount(object.priceKmExceeded) }
      : undefined,
    lease && hasResidualValue
      ? { label: words.leaseEnd, value: words.leaseEndText(residualValue, kmCharge) }
      : undefined,
    {
      label: words.totalPayable,
      value: lease
        ? `${totalPayable} ${words.totalPayableLease(amount(equityOf(request)))}`
        : totalPayable,
    },
    {
      label: words.goods,
      value: words.goodsText(objectDescription(words, object), amount(calculation.cashPrice)),
    },
    { label: words.security, value: words.securityText(calculation.loanType) },
  ];
}

/** The payments as the plan has them: the last one as it is, the fees in them, the residual value. */
function instalmentsText(writer: OfferWriter, calculation: Calculation): string {
  const { words, amount, date } = writer;
  const plan = calculation.paymentPlan ?? [];
  const instalments = instalmentsOf(plan);
  const every = words.every(calculation.termLength);
  const fees = plan[0]?.fees ?? 0;
  const firstDue = plan[0]?.dueDate;
  return [
    instalments.kind === 'equal'
      ? words.equalInstalments(instalments.count, amount(instalments.payment), every)
      : instalments.kind === 'equalThenLast'
        ? words.equalThenLastInstalments(
            instalments.count,
            amount(instalments.payment),
            amount(instalments.last),
            every,
          )
        : words.changingInstalments(
            instalments.count,
            amount(instalments.first),
            amount(instalments.last),
            every,
          ),
    firstDue === undefined ? '' : words.firstDue(date(firstDue), calculation.loanType),
    fees > 0 ? words.feesIncluded(amount(fees)) : '',
    calculation.residualValue <= 0
      ? ''
      : isLease(calculation)
        ? words.leaseResidualDue(amount(calculation.residualValue))
        : words.balloonDue(amount(calculation.residualValue)),
    words.allocation,
  ]
    .filter(Boolean)
    .join(' ');
}

function costItems(writer: OfferWriter, { calculation, request, lender }: OfferDocument) {
  const { words, amount, percent } = writer;
  const termFee = request.financialParameters?.termFee;
  const nonRecurrentFee = nonRecurrentFeeOf(request);
  const products = productRows(writer, request.embeddedProducts ?? []);
  return [
    {
      label: words.borrowingRate,
      value: words.borrowingRateText(percent(calculation.nominalInterestRate)),
    },
    {
      label: words.effectiveRateBasis,
      value: words.effectiveRateText(
        percent(calculation.effectiveInterestRate),
        amount(calculation.creditAmount),
        durationOf(words, calculation),
        percent(calculation.nominalInterestRate),
      ),
    },
    {
      label: words.costs,
      value: [
        `${words.startupFee}: ${amount(calculation.startupFee)}.`,
        termFee === undefined ? '' : `${words.termFee}: ${amount(termFee.amount)}.`,
        nonRecurrentFee > 0 ? `${words.nonRecurrentFee}: ${amount(nonRecurrentFee)}.` : '',
        ...products.map((product) => `${product.label}: ${product.value}.`),
        words.costsText(
          amount(calculation.totalInterest),
          amount(calculation.totalFees),
          amount(calculation.totalCreditCost),
        ),
      ]
        .filter(Boolean)
        .join(' '),
    },
    {
      label: words.latePayment,
      value: words.latePaymentText(percent(lender.latePaymentInterestRate)),
    },
  ];
}

function legalItems(
  { words, date }: OfferWriter,
  { calculation, validUntil }: OfferDocument,
  consumer: boolean,
) {
  return [
    consumer ? { label: words.withdrawal, value: words.withdrawalText } : undefined,
    { label: words.earlyRepayment, value: words.earlyRepaymentText(calculation.loanType) },
    { label: words.creditCheck, value: words.creditCheckText },
    consumer ? { label: words.draftAgreement, value: words.draftAgreementText } : undefined,
    { label: words.binding, value: words.bindingText(date(validUntil.date)) },
  ];
}

/** A place, date and signature line for the customer and for the dealer. */
function writeSignatures({ words, heading, section, signatureLines }: OfferWriter): void {
  section(() => {
    heading(2, words.signatures, 120);
    signatureLines([
      words.placeAndDate,
      words.customerSignature,
      words.placeAndDate,
      words.dealerSignature,
    ]);
  });
}

/**
 * The appendix: the payment plan as a table, a line a term, the residual value, and the sums,
 * which are the offer's totals to the øre.
 */
function writePaymentPlan(writer: OfferWriter, calculation: Calculation): void {
  const { words, heading, section, date, figure } = writer;
  const plan = calculation.paymentPlan ?? [];
  if (plan.length === 0) return;
  const residual = residualValueLine(calculation);
  const sum = (values: number[]) =>
    fromOre(values.reduce((total, value) => total + toOre(value), 0));
  const column = (title: string, share: number, align: 'left' | 'right' = 'right') => ({
    title,
    share,
    align,
  });
  section(() => {
    heading(2, words.appendix, 100);
    writer.table(
      [
        column(words.term, 0.08),
        column(words.dueDate, 0.16, 'left'),
        column(words.payment, 0.15),
        column(words.interest, 0.15),
        column(words.principal, 0.15),
        column(words.fees, 0.13),
        column(words.balance, 0.18),
      ],
      plan.map((term) => [
        String(term.term),
        date(term.dueDate),
        figure(term.payment),
        figure(term.interest),
        figure(term.principal),
        figure(term.fees),
        figure(term.balance),
      ]),
      [
        ...(residual === undefined
          ? []
          : [
              [
                '',
                words.residualValue,
                figure(residual.payment),
                figure(residual.interest),
                figure(residual.principal),
                '',
                figure(0),
              ],
            ]),
        [
          '',
          words.planTotal,
          figure(sum([...plan.map((term) => term.payment), residual?.payment ?? 0])),
          figure(sum([...plan.map((term) => term.interest), residual?.interest ?? 0])),
          figure(sum([...plan.map((term) => term.principal), residual?.principal ?? 0])),
          figure(sum(plan.map((term) => term.fees))),
          '',
        ],
      ],
    );
  });
}
