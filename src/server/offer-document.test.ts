import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residualValueLine, todayInNorway, toOre } from '../domain/calculation';
import { CalculationResponseSchema, type Calculation } from '../domain/contract';
import { formatAmount, formatDate, formatPercent, LOCALE_OF, type Locale } from '../domain/format';
import { offerValidUntil } from '../domain/offer-validity';
import { callApi, startSystem, usedCarLoan, type RunningSystem } from './test-support/system';

/**
 * The customer's offer read as a reader reads it: its text (poppler's pdftotext, in reading
 * order, spaces made plain and runs of them one), its pages and where their text ends
 * (pdftotext -bbox), its tagging, title and fonts (pdfinfo, pdffonts).
 */
class ReadPdf {
  private readonly folder = mkdtempSync(join(tmpdir(), 'offer-document-'));
  private readonly path = join(this.folder, 'offer.pdf');

  constructor(readonly bytes: Buffer) {
    writeFileSync(this.path, bytes);
  }

  /** `command` on the file; pdftotext writes to standard output. */
  private run(command: string, ...options: string[]): string {
    const output = command === 'pdftotext' ? ['-'] : [];
    return execFileSync(command, [...options, this.path, ...output]).toString('utf8');
  }

  /** The text in reading order, one line, spaces plain. */
  text(): string {
    return oneLine(this.run('pdftotext'));
  }

  /** The text as laid out, a line a row (a label and its value), runs of spaces one. */
  rows(): string {
    return plain(this.run('pdftotext', '-layout')).replace(/[ \t]+/g, ' ');
  }

  /** The text of one page, as laid out. */
  pageText(page: number): string {
    return plain(this.run('pdftotext', '-layout', '-f', String(page), '-l', String(page)));
  }

  info(): Record<string, string> {
    return Object.fromEntries(
      this.run('pdfinfo')
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1] ?? '', match[2] ?? '']),
    );
  }

  structure(): string {
    return this.run('pdfinfo', '-struct');
  }

  /** Each embedded? column of pdffonts, one per font. */
  fontsEmbedded(): string[] {
    return this.run('pdffonts')
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.split(/\s+/).at(-5) ?? '');
  }

  /** How far down each page its text goes (points from the top), page numbers left out. */
  textBottoms(footerTop: number): number[] {
    const xhtml = this.run('pdftotext', '-bbox');
    return xhtml
      .split('<page ')
      .slice(1)
      .map((page) =>
        Math.max(
          0,
          ...[...page.matchAll(/yMax="([\d.]+)"/g)]
            .map(([, y]) => Number(y))
            .filter((y) => y < footerTop),
        ),
      );
  }

  remove() {
    rmSync(this.folder, { recursive: true, force: true });
  }
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const oneLine = (text: string) => plain(text).replace(/\s+/g, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A bank other than the demo's, so the test sees the configuration reach the offer. */
const LENDER = {
  LENDER_NAME: 'Vestland Bilfinans AS',
  LENDER_ORGANISATION_NUMBER: '998 877 660',
  LENDER_ADDRESS: 'Kaigaten 5, 5015 Bergen',
  LENDER_CONTACT: '55 55 00 00, kunde@vestlandbilfinans.example',
  LATE_PAYMENT_INTEREST_RATE: '12.5',
};

/**
 * The used car of the other tests, for a private customer, with the used-car campaign, a
 * non-recurrent fee and two embedded products, one paid per term and one financed: a loan with
 * a balloon (the residual value of docs/calculation.md's example).
 */
const balloonLoan = {
  ...usedCarLoan.calculationRequest,
  customerType: 'Private',
  campaignId: 102,
  object: { ...usedCarLoan.calculationRequest.object, make: 'Toyota', model: 'RAV4' },
  financialParameters: {
    ...usedCarLoan.calculationRequest.financialParameters,
    nonRecurrentFee: 1172,
  },
  embeddedProducts: [
    { name: 'Tyre hotel', price: { amount: 250 }, isIncludedInTermFee: true },
    { name: 'Invoice estimator', price: { amount: 4990 } },
  ],
};

/** The same car on a plain annuity loan: no residual value, a term fee, the last payment its own. */
const plainLoan = {
  customerType: 'Private',
  object: { ...balloonLoan.object, purchasePrice: { amount: 389_900 } },
  financialParameters: {
    equity: { amount: 60_000 },
    terms: { termCount: 60, termLength: 1 },
    interestRate: 7.9,
    termFee: { amount: 75 },
  },
};

/** A 36-month lease with an initial rental, a residual value and a kilometre limit. */
const lease = {
  customerType: 'Private',
  object: {
    objectTypeID: 'vehicle',
    objectCondition: 'New',
    make: 'Volvo',
    model: 'XC40',
    purchasePrice: { amount: 449_900 },
    kmPerYear: 15_000,
    priceKmExceeded: 1.5,
  },
  financialParameters: {
    loanType: 'Leasing',
    equity: { amount: 90_000 },
    terms: { termCount: 36, termLength: 1 },
    interestRate: 6.4,
    residualValue: { amount: 179_960 },
    termFee: { amount: 75 },
  },
};

/** What the offer must say in each language: the consumer credit information, item by item. */
const WORDS = {
  en: {
    locale: LOCALE_OF.en as Locale,
    title: 'Financing offer',
    dealer: 'Dealer Nordvik Motor AS',
    lender: 'Lender',
    lessor: 'Lessor',
    orgNo: 'Organisation number 998 877 660',
    secci: [
      'Standard European Consumer Credit Information',
      '1. Identity and contact details of the lender',
      'Address Kaigaten 5, 5015 Bergen',
      'Contact 55 55 00 00, kunde@vestlandbilfinans.example',
      'Credit intermediary Nordvik Motor AS',
      '2. Description of the main features of the credit',
      'Type of credit',
      'Total amount of credit',
      'Conditions governing the drawdown',
      'Duration of the credit',
      'Instalments and the order in which they are allocated',
      'Total amount payable',
      'The goods the credit is for',
      'Security required',
      '3. Costs of the credit',
      'Borrowing rate',
      'Annual percentage rate of charge',
      'Related costs',
      'Costs in the case of late payments',
      '4. Other important legal aspects',
      'Right of withdrawal',
      'within 14 days',
      'Early repayment',
      'Consultation of a database',
      'credit check',
      'Right to a draft credit agreement',
      'How long this information binds the lender',
      '5. Supervision and complaints',
      'Finanstilsynet',
      'Finansklagenemnda',
      'Customer’s signature',
      'Dealer’s signature',
      'Appendix: payment plan',
    ],
    retentionOfTitle: 'retention of title (salgspant) in the object',
    lessorOwns: 'The lessor owns the object',
    latePayment: (rate: string) => `late-payment interest of ${rate} a year`,
    equal: (count: number, payment: string) => `${count} payments of ${payment}, one a month`,
    equalThenLast: (count: number, payment: string, last: string) =>
      `${count} payments of ${payment} and a last payment of ${last}, one a month`,
    balloon: (value: string) => `The residual value of ${value} is due with the last payment`,
    leaseResidual: (value: string) =>
      `The residual value of ${value} is due one term after the last rental`,
    binding: (date: string) => `bound by this information until ${date}`,
    equity: 'Equity',
    initialRental: 'Initial rental',
    residualValue: 'Residual value',
    kilometres: 'Kilometre limit 15,000 km a year',
    pricePerKm: 'Price per extra kilometre',
    leaseEnd: 'At the end of the lease',
    planHeader: 'Term Due date Payment Interest Principal Fees Balance',
    planTotal: 'Total',
  },
  nb: {
    locale: 'nb-NO' as Locale,
    title: 'Finansieringstilbud',
    dealer: 'Forhandler Nordvik Motor AS',
    lender: 'Långiver',
    lessor: 'Utleier',
    orgNo: 'Organisasjonsnummer 998 877 660',
    secci: [
      'Standardiserte europeiske opplysninger om forbrukerkreditt',
      '1. Långiverens identitet og kontaktopplysninger',
      'Adresse Kaigaten 5, 5015 Bergen',
      'Kontakt 55 55 00 00, kunde@vestlandbilfinans.example',
      'Kredittformidler Nordvik Motor AS',
      '2. Beskrivelse av kredittens hovedtrekk',
      'Kredittype',
      'Samlet kredittbeløp',
      'Vilkår for utbetaling',
      'Kredittens løpetid',
      'Terminbeløp og rekkefølgen de fordeles i',
      'Totalbeløp å betale',
      'Varen kreditten gjelder',
      'Sikkerhet som kreves',
      '3. Kredittkostnader',
      'Nominell rente',
      'Effektiv rente',
      'Andre kostnader',
      'Kostnader ved forsinket betaling',
      '4. Andre viktige rettslige forhold',
      'Angrerett',
      'innen 14 dager',
      'Førtidig tilbakebetaling',
      'Kredittvurdering',
      'kredittsjekk',
      'Rett til utkast til kredittavtale',
      'Hvor lenge opplysningene binder långiveren',
      '5. Tilsyn og klage',
      'Finanstilsynet',
      'Finansklagenemnda',
      'Kundens underskrift',
      'Forhandlers underskrift',
      'Vedlegg: nedbetalingsplan',
    ],
    retentionOfTitle: 'Salgspant i objektet',
    lessorOwns: 'Utleieren eier objektet',
    latePayment: (rate: string) => `forsinkelsesrente på ${rate} per år`,
    equal: (count: number, payment: string) => `${count} terminer à ${payment}, én hver måned`,
    equalThenLast: (count: number, payment: string, last: string) =>
      `${count} terminer à ${payment} og en siste termin på ${last}, én hver måned`,
    balloon: (value: string) => `Restverdien på ${value} forfaller med siste termin`,
    leaseResidual: (value: string) =>
      `Restverdien på ${value} forfaller én termin etter siste leie`,
    binding: (date: string) => `bundet av disse opplysningene til og med ${date}`,
    equity: 'Egenkapital',
    initialRental: 'Startleie',
    residualValue: 'Restverdi',
    kilometres: 'Kilometergrense 15 000 km per år',
    pricePerKm: 'Pris per kilometer over grensen',
    leaseEnd: 'Ved leieperiodens slutt',
    planHeader: 'Termin Forfallsdato Terminbeløp Renter Avdrag Gebyrer Restgjeld',
    planTotal: 'Sum',
  },
} as const;

type Language = keyof typeof WORDS;

/** A4 is 842 points tall; the page number sits below this, the text above it. */
const FOOTER_TOP = 790;
const CONTENT_TOP = 50;

describe('the offer for the customer (POST /api/offer-document)', () => {
  let system: RunningSystem;
  const read: ReadPdf[] = [];

  beforeAll(async () => {
    system = await startSystem({ DEALER_NAME: 'Nordvik Motor AS', ...LENDER });
  }, 60_000);
  afterAll(async () => {
    for (const pdf of read) pdf.remove();
    await system.close();
  });

  /** The service's own figures for the request, with its plan, as the portal shows them. */
  async function serviceFigures(calculationRequest: object): Promise<Calculation> {
    const response = await callApi(system, 'dealer', '/calculation', {
      calculationRequest: { ...calculationRequest, includePaymentPlan: true },
    });
    expect(response.status).toBe(200);
    return CalculationResponseSchema.parse(await response.json()).calculation;
  }

  /** The offer document of `calculationRequest` in `language`, for `customerName`. */
  async function offerDocument(calculationRequest: object, language: string, customerName: string) {
    const body = { calculationRequest, language, customerName };
    const response = await callApi(system, 'dealer', '/offer-document', body);
    const pdf = new ReadPdf(Buffer.from(await response.arrayBuffer()));
    read.push(pdf);
    return { response, pdf };
  }

  /** What every offer must be, whatever its credit: read as a reader, tagged, pages well filled. */
  function expectReadableDocument(pdf: ReadPdf, language: Language) {
    const words = WORDS[language];
    const info = pdf.info();
    expect(info.Tagged).toBe('yes');
    expect(info.Title).toBe(`${words.title}: Ola Nordmann`);
    expect(pdf.bytes.includes(`/Lang (${words.locale})`)).toBe(true);
    expect(pdf.fontsEmbedded().length).toBeGreaterThan(0);
    expect(pdf.fontsEmbedded().every((embedded) => embedded === 'yes')).toBe(true);
    const structure = pdf.structure();
    for (const tag of ['Document', 'H1', 'H2', 'H3', 'P', 'Table', 'THead', 'TBody', 'TH', 'TD']) {
      expect(structure).toMatch(new RegExp(`^\\s*${tag}\\b`, 'm'));
    }

    // No page less than a third full but the last; the plan's header on each page it runs to.
    const pages = Number(info.Pages);
    const bottoms = pdf.textBottoms(FOOTER_TOP);
    expect(bottoms).toHaveLength(pages);
    const third = CONTENT_TOP + (FOOTER_TOP - CONTENT_TOP) / 3;
    bottoms.slice(0, -1).forEach((bottom) => {
      expect(bottom).toBeGreaterThan(third);
    });
    const planStarts = Array.from({ length: pages }, (_, index) => index + 1).find((page) =>
      pdf
        .pageText(page)
        .includes(language === 'en' ? 'Appendix: payment plan' : 'Vedlegg: nedbetalingsplan'),
    );
    expect(planStarts).toBeDefined();
    for (let page = planStarts ?? pages; page <= pages; page += 1) {
      expect(oneLine(pdf.pageText(page))).toContain(words.planHeader);
    }
    return pages;
  }

  /** The items every private customer's offer names, and the figures in the engine's words. */
  function expectConsumerCreditInformation(pdf: ReadPdf, language: Language, figures: Calculation) {
    const text = pdf.text();
    const rows = pdf.rows();
    const words = WORDS[language];
    const amount = (value: number) => plain(formatAmount(value, words.locale));
    for (const expected of words.secci) expect(text).toContain(expected);
    expect(rows).toContain(words.dealer);
    expect(rows).toContain(words.orgNo);
    expect(text).toContain(words.latePayment(plain(formatPercent(12.5, words.locale))));
    expect(text).toContain(
      words.binding(formatDate(offerValidUntil(todayInNorway()).date, words.locale)),
    );
    for (const figure of [
      amount(figures.creditAmount),
      amount(figures.totalCreditCost),
      amount(figures.totalAmountPayable),
      plain(formatPercent(figures.effectiveInterestRate, words.locale)),
      plain(formatPercent(figures.nominalInterestRate, words.locale)),
    ]) {
      expect(text).toContain(figure);
    }

    // The instalments as the plan has them, the last one as it is.
    const plan = figures.paymentPlan ?? [];
    const first = plan[0]?.payment ?? 0;
    const last = plan.at(-1)?.payment ?? 0;
    expect(plan).toHaveLength(figures.termCount);
    expect(plan.slice(0, -1).every((term) => term.payment === first)).toBe(true);
    expect(text).toContain(
      last === first
        ? words.equal(plan.length, amount(first))
        : words.equalThenLast(plan.length - 1, amount(first), amount(last)),
    );

    // The plan's sums are the totals to the øre: payments and the residual value make the total
    // amount payable, and the interest the total interest.
    const residual = residualValueLine(figures);
    const sum = (values: number[]) => values.reduce((total, value) => total + toOre(value), 0);
    expect(sum([...plan.map((term) => term.payment), residual?.payment ?? 0])).toBe(
      toOre(figures.totalAmountPayable),
    );
    expect(sum([...plan.map((term) => term.interest), residual?.interest ?? 0])).toBe(
      toOre(figures.totalInterest),
    );
    const figure = (value: number) => plain(formatAmount(value, words.locale, { currency: false }));
    expect(rows).toMatch(
      new RegExp(
        `${escapeRegExp(words.planTotal)} ${escapeRegExp(figure(figures.totalAmountPayable))} ${escapeRegExp(figure(figures.totalInterest))}`,
      ),
    );
    return { amount, first, last };
  }

  for (const language of ['en', 'nb'] as const) {
    const words = WORDS[language];

    it(`writes a loan in ${language}: the lender, every item, the last payment as it is`, async () => {
      const figures = await serviceFigures(plainLoan);
      const { response, pdf } = await offerDocument(plainLoan, language, 'Ola Nordmann');
      expect(response.status).toBe(200);
      const text = pdf.text();
      expect(text).toContain(`${words.lender} Vestland Bilfinans AS`);
      const { amount, first, last } = expectConsumerCreditInformation(pdf, language, figures);
      expect(last).not.toBe(first); // the rounding lands on the last payment
      expect(text).toContain(words.retentionOfTitle);
      expect(pdf.rows()).toContain(`${words.equity} ${amount(60_000)}`);
      expect(text).not.toContain(words.residualValue);
      expect(expectReadableDocument(pdf, language)).toBeLessThanOrEqual(4);
    });

    it(`writes a balloon loan in ${language}: the residual value due with the last payment`, async () => {
      const figures = await serviceFigures(balloonLoan);
      const { response, pdf } = await offerDocument(balloonLoan, language, 'Ola Nordmann');
      expect(response.status).toBe(200);
      const text = pdf.text();
      const { amount } = expectConsumerCreditInformation(pdf, language, figures);
      expect(text).toContain(words.balloon(amount(90_000)));
      expect(text).toContain(words.retentionOfTitle);
      expectReadableDocument(pdf, language);
    });

    it(`writes a lease in ${language}: startleie, residual value, kilometres, the lease’s end`, async () => {
      const figures = await serviceFigures(lease);
      const { response, pdf } = await offerDocument(lease, language, 'Ola Nordmann');
      expect(response.status).toBe(200);
      const text = pdf.text();
      expect(text).toContain(`${words.lessor} Vestland Bilfinans AS`);
      const { amount } = expectConsumerCreditInformation(pdf, language, figures);
      const rows = pdf.rows();
      expect(rows).toContain(`${words.initialRental} ${amount(90_000)}`);
      expect(text).not.toContain(words.equity);
      expect(rows).toContain(`${words.residualValue} ${amount(179_960)}`);
      expect(text).toContain(words.leaseResidual(amount(179_960)));
      expect(rows).toContain(words.kilometres);
      expect(rows).toContain(`${words.pricePerKm} ${amount(1.5)}`);
      expect(text).toContain(words.leaseEnd);
      expect(text).toContain(words.lessorOwns);
      expectReadableDocument(pdf, language);
    });
  }

  it('writes a private customer’s offer in English, with the service’s figures', async () => {
    const figures = await serviceFigures(balloonLoan);
    const { response, pdf } = await offerDocument(balloonLoan, 'en', 'Ola Nordmann');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="financing-offer-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdf.rows();
    const locale: Locale = LOCALE_OF.en;
    const amount = (value: number) => plain(formatAmount(value, locale));
    for (const expected of [
      'Financing offer',
      'Nordvik Motor AS',
      'Dina Dealer',
      'Ola Nordmann',
      'Toyota RAV4',
      `Effective interest rate ${plain(formatPercent(figures.effectiveInterestRate, locale))}`,
      `Total credit cost ${amount(figures.totalCreditCost)}`,
      `Total amount payable ${amount(figures.totalAmountPayable)}`,
      amount(figures.termAmount),
      // The campaign's own words, as the bank wrote them.
      '5,4 % på kvalitetssikrede bruktbiler',
      'Forutsetter bankens kredittgodkjenning',
    ]) {
      expect(text).toContain(expected);
    }
    // Every part of the credit cost named: the fees and the products, label and figure in a row.
    expect(text).toContain(`Non-recurrent fee ${amount(1172)}`);
    expect(text).toContain(`Embedded product: Tyre hotel ${amount(250)} per term`);
    expect(text).toContain(`Embedded product: Invoice estimator ${amount(4990)}, financed`);
    // Valid 14 days: the used-car campaign runs longer.
    const validUntil = offerValidUntil(todayInNorway()).date;
    expect(text).toContain(`Valid until ${formatDate(validUntil, locale)}`);
    // The plan in full, to its 60th and last term.
    // British English: the day before the month.
    expect(text).toMatch(/\n ?60 \d{1,2} [A-Z][a-z]{2} \d{4} /);
    // No notes for the salesperson.
    expect(text).not.toMatch(/Confirmed by the financing service|Funding interest|note/i);
  });

  it('writes a business customer’s offer in bokmål: the credit’s terms, not a consumer’s rights', async () => {
    const businessOffer = { ...balloonLoan, customerType: 'Business' };
    const figures = await serviceFigures(businessOffer);
    const { response, pdf } = await offerDocument(businessOffer, 'nb', 'Fjordbygg AS');
    expect(response.status).toBe(200);
    const text = `${pdf.rows()}\n${pdf.text()}`;
    const locale: Locale = 'nb-NO';
    for (const expected of [
      'Finansieringstilbud',
      'Fjordbygg AS',
      `Effektiv rente ${plain(formatPercent(figures.effectiveInterestRate, locale))}`,
      `Kredittkostnad ${plain(formatAmount(figures.totalCreditCost, locale))}`,
      `Totalbeløp å betale ${plain(formatAmount(figures.totalAmountPayable, locale))}`,
      `Gyldig til ${formatDate(offerValidUntil(todayInNorway()).date, locale)}`,
      'Vilkår for kreditten',
      'Långiver Vestland Bilfinans AS',
      'Organisasjonsnummer 998 877 660',
      'Salgspant i objektet',
      `forsinkelsesrente på ${plain(formatPercent(12.5, locale))} per år`,
      'Kundens underskrift',
      'Forhandlers underskrift',
      'Vedlegg: nedbetalingsplan',
      'Restgjeld',
    ]) {
      expect(text).toContain(expected);
    }
    expect(plain(formatAmount(figures.totalAmountPayable, locale))).toMatch(
      /^\d{1,3}( \d{3})*,\d{2} kr$/,
    );
    expect(text).not.toContain('Angrerett');
    expect(text).not.toContain('Rett til utkast til kredittavtale');
    expect(text).not.toContain('Financing offer');
  });

  it('refuses a language it does not write, and passes the service’s refusal on', async () => {
    const unknownLanguage = await offerDocument(balloonLoan, 'de', 'Ola Nordmann');
    expect(unknownLanguage.response.status).toBe(400);

    const noPrice = await offerDocument(
      { ...balloonLoan, object: { objectTypeID: 'vehicle' } },
      'en',
      'Ola Nordmann',
    );
    expect(noPrice.response.status).toBeGreaterThanOrEqual(400);
    expect(noPrice.response.status).toBeLessThan(500);
    expect(noPrice.response.headers.get('content-type')).toContain('application/problem+json');
  });
});
