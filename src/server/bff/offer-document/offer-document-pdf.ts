import type PDFDocument from 'pdfkit';
import { residualValueLine } from '../../../domain/calculation';
import type {
  Calculation,
  CalculationRequest,
  CustomerType,
  EmbeddedProduct,
  FinancedObject,
} from '../../../domain/contract';
import { formatAmount, formatDate, formatPercent, LOCALE_OF } from '../../../domain/format';
import {
  DOCUMENT_MESSAGES,
  type DocumentLanguage,
  type DocumentMessages,
} from './offer-document-messages';

/** Everything the customer's offer shows, gathered from the service and the signed-in user. */
export interface OfferDocument {
  language: DocumentLanguage;
  dealerName: string;
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

const PAGE_MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * The PDF's standard fonts write Windows-1252: Intl's narrow no-break space (between groups and
 * before `kr`) becomes a no-break space, and its minus sign a hyphen.
 */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/\u2212/g, '-');

/** pdfkit and its fonts take about 0.2 s to load: at the first PDF, not at every start. */
let pdfKit: Promise<typeof PDFDocument> | undefined;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((module) => module.default));

/** Writes the offer as a PDF (A4, text selectable), the payment plan as its appendix. */
export async function renderOfferDocument(offer: OfferDocument): Promise<Buffer> {
  const { doc, finished } = openDocument(await loadPdfKit(), offer);
  const writer = offerWriter(doc, offer.language);

  writeParties(writer, offer);
  if (offer.request.object !== undefined) writeObject(writer, offer.request.object);
  writeKeyFigures(writer, offer.calculation);
  writeFigures(writer, offer);
  if (offer.campaign !== undefined) writeCampaign(writer, offer.campaign);
  if (offer.customerType === 'Private') writeConsumerCreditInformation(writer, offer);
  writeSignatures(writer);
  writePaymentPlan(writer, offer.calculation);
  numberPages(writer);

  doc.end();
  return finished;
}

/** A new A4 document, and its bytes once it has ended. */
function openDocument(
  PdfDocument: typeof PDFDocument,
  offer: OfferDocument,
): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const words = DOCUMENT_MESSAGES[offer.language];
  const doc = new PdfDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: offer.language === 'nb' ? 'nb-NO' : 'en',
    info: { Title: words.title, Author: offer.dealerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** The document, the offer's words and formats in its language, and the ways text is laid out. */
interface OfferWriter {
  doc: PDFKit.PDFDocument;
  words: DocumentMessages;
  /** Between the margins. */
  width: number;
  amount: (value: number) => string;
  percent: (value: number) => string;
  date: (value: string) => string;
  /** An amount without the currency, for the payment plan's columns. */
  figure: (value: number) => string;
  heading: (text: string, size?: number) => void;
  /** A label and its value on one line, the value right-aligned. */
  row: (label: string, value: string, options?: { bold?: boolean }) => void;
  paragraph: (text: string) => void;
}

function offerWriter(doc: PDFKit.PDFDocument, language: DocumentLanguage): OfferWriter {
  const locale = LOCALE_OF[language];
  const width = doc.page.width - 2 * PAGE_MARGIN;
  return {
    doc,
    words: DOCUMENT_MESSAGES[language],
    width,
    amount: (value) => printable(formatAmount(value, locale)),
    percent: (value) => printable(formatPercent(value, locale)),
    date: (value) => formatDate(value, locale),
    figure: (value) => printable(formatAmount(value, locale, { currency: false })),
    heading: (text, size = 13) => {
      doc.moveDown(0.8).font(BOLD).fontSize(size).text(printable(text), PAGE_MARGIN).moveDown(0.3);
      doc.font(FONT).fontSize(10);
    },
    row: (label, value, { bold = false } = {}) => {
      const y = doc.y;
      doc.font(bold ? BOLD : FONT).text(printable(label), PAGE_MARGIN, y, { width: width * 0.6 });
      const afterLabel = doc.y;
      doc.text(printable(value), PAGE_MARGIN + width * 0.6, y, {
        width: width * 0.4,
        align: 'right',
      });
      doc.y = Math.max(afterLabel, doc.y);
      doc.font(FONT);
    },
    paragraph: (text) => {
      doc.font(FONT).fontSize(10).text(printable(text), PAGE_MARGIN, doc.y, { width });
    },
  };
}

/** The whole credit's duration in months, as the offer words it. */
const durationOf = (words: DocumentMessages, calculation: Calculation) =>
  words.months(calculation.termCount * calculation.termLength);

const nonRecurrentFeeOf = (request: CalculationRequest) =>
  request.financialParameters?.nonRecurrentFee ?? 0;

/** Who, for whom, until when. */
function writeParties({ doc, words, row, date }: OfferWriter, offer: OfferDocument): void {
  doc.font(BOLD).fontSize(20).text(words.title);
  doc.moveDown(0.5).fontSize(10);
  row(words.dealer, offer.dealerName);
  row(
    words.salesperson,
    offer.salesperson.email === undefined
      ? offer.salesperson.name
      : `${offer.salesperson.name}, ${offer.salesperson.email}`,
  );
  row(words.customer, offer.customerName);
  row(words.offerDate, date(offer.offerDate));
  row(
    words.validUntil,
    offer.validUntil.byCampaign
      ? `${date(offer.validUntil.date)} (${words.validUntilCampaign})`
      : date(offer.validUntil.date),
    { bold: true },
  );
}

/** What is financed, as far as the request describes it. */
function writeObject({ words, heading, row }: OfferWriter, object: FinancedObject): void {
  heading(words.object);
  if (object.objectTypeID !== undefined) {
    row(words.objectType, words.objectTypes[object.objectTypeID]);
  }
  const makeModel = [object.make, object.model].filter(Boolean).join(' ');
  if (makeModel !== '') row(words.makeModel, makeModel);
  if (object.yearModel !== undefined) row(words.yearModel, String(object.yearModel));
  if (object.objectCondition !== undefined) {
    row(words.condition, words.conditions[object.objectCondition]);
  }
  if (object.carRegNo !== undefined && object.carRegNo !== '') {
    row(words.registrationNumber, object.carRegNo);
  }
}

/** What the law asks to be shown prominently. */
function writeKeyFigures(writer: OfferWriter, calculation: Calculation): void {
  const { doc, words, heading, row, amount, percent } = writer;
  heading(words.keyFigures);
  doc.fontSize(12);
  row(words.effectiveRate, percent(calculation.effectiveInterestRate), { bold: true });
  row(words.totalCreditCost, amount(calculation.totalCreditCost), { bold: true });
  row(words.totalAmountPayable, amount(calculation.totalAmountPayable), { bold: true });
  doc.fontSize(10);
}

/** Every figure of the calculation, and what the dealer entered for it. */
function writeFigures(writer: OfferWriter, { calculation, request }: OfferDocument): void {
  const { words, heading, row, amount, percent } = writer;
  const parameters = request.financialParameters;
  heading(words.figures);
  row(words.loanType, words.loanTypes[calculation.loanType]);
  row(words.cashPrice, amount(calculation.cashPrice));
  if (parameters?.equity !== undefined) row(words.equity, amount(parameters.equity.amount));
  row(words.creditAmount, amount(calculation.creditAmount));
  row(words.startupFee, amount(calculation.startupFee));
  row(words.financedAmount, amount(calculation.financedAmount));
  row(words.nominalRate, percent(calculation.nominalInterestRate));
  row(
    words.duration,
    `${durationOf(words, calculation)} (${words.termsOf(calculation.termCount, words.months(calculation.termLength))})`,
  );
  row(words.firstPayment, amount(calculation.termAmount), { bold: true });
  if (parameters?.termFee !== undefined) row(words.termFee, amount(parameters.termFee.amount));
  const nonRecurrentFee = nonRecurrentFeeOf(request);
  if (nonRecurrentFee > 0) row(words.nonRecurrentFee, amount(nonRecurrentFee));
  writeProducts(writer, request.embeddedProducts ?? []);
  if (calculation.residualValue > 0) row(words.residualValue, amount(calculation.residualValue));
  row(words.totalInterest, amount(calculation.totalInterest));
  row(words.totalFees, amount(calculation.totalFees));
}

/** What each product costs, so the credit cost's parts are all named. */
function writeProducts({ words, row, amount }: OfferWriter, products: EmbeddedProduct[]): void {
  for (const product of products) {
    if (product.price === undefined || product.price.amount === 0) continue;
    const price = amount(product.price.amount);
    row(
      words.product(product.name ?? product.code ?? ''),
      product.isIncludedInTermFee === true
        ? words.productPerTerm(price)
        : words.productFinanced(price),
    );
  }
}

function writeCampaign(
  { doc, words, width, heading, paragraph }: OfferWriter,
  campaign: NonNullable<OfferDocument['campaign']>,
): void {
  heading(words.campaign);
  doc.font(BOLD).text(printable(campaign.name), PAGE_MARGIN, doc.y, { width });
  paragraph(campaign.documentText);
}

/** The standard information a consumer is owed about the credit, item by item. */
function writeConsumerCreditInformation(
  writer: OfferWriter,
  { calculation, request }: OfferDocument,
): void {
  const { doc, words, width, heading, paragraph, amount, percent } = writer;
  const months = durationOf(words, calculation);
  const termFee = request.financialParameters?.termFee;
  const nonRecurrentFee = nonRecurrentFeeOf(request);
  heading(words.consumerCredit);
  paragraph(words.consumerCreditLead);
  doc.moveDown(0.5);
  const item = (label: string, text: string) => {
    doc.font(BOLD).text(printable(label), PAGE_MARGIN, doc.y, { width });
    paragraph(text);
    doc.moveDown(0.3);
  };
  item(words.creditType, words.loanTypes[calculation.loanType]);
  item(words.totalCreditAmount, amount(calculation.creditAmount));
  item(words.creditDuration, months);
  item(
    words.instalments,
    words.instalmentsText(
      calculation.termCount,
      amount(calculation.termAmount),
      calculation.loanType,
    ),
  );
  item(words.borrowingRate, percent(calculation.nominalInterestRate));
  item(
    words.effectiveRateBasis,
    words.effectiveRateText(
      percent(calculation.effectiveInterestRate),
      amount(calculation.creditAmount),
      months,
      percent(calculation.nominalInterestRate),
    ),
  );
  item(
    words.costs,
    [
      `${words.startupFee}: ${amount(calculation.startupFee)}.`,
      termFee === undefined ? '' : `${words.termFee}: ${amount(termFee.amount)}.`,
      nonRecurrentFee > 0 ? `${words.nonRecurrentFee}: ${amount(nonRecurrentFee)}.` : '',
      words.costsText(
        amount(calculation.totalInterest),
        amount(calculation.totalFees),
        amount(calculation.totalCreditCost),
      ),
    ]
      .filter(Boolean)
      .join(' '),
  );
  item(words.totalPayable, amount(calculation.totalAmountPayable));
  item(words.withdrawal, words.withdrawalText);
}

/** A place, date and signature line for the customer and for the dealer. */
function writeSignatures({ doc, words, width, heading }: OfferWriter): void {
  heading(words.signatures);
  const signatureWidth = (width - 40) / 2;
  const signatureLine = (label: string, x: number, y: number) => {
    doc
      .moveTo(x, y)
      .lineTo(x + signatureWidth, y)
      .stroke();
    doc.text(printable(label), x, y + 4, { width: signatureWidth });
  };
  for (const label of [words.customerSignature, words.dealerSignature]) {
    if (doc.y > doc.page.height - PAGE_MARGIN - 90) doc.addPage();
    const top = doc.y + 30;
    signatureLine(words.placeAndDate, PAGE_MARGIN, top);
    signatureLine(label, PAGE_MARGIN + signatureWidth + 40, top);
    doc.x = PAGE_MARGIN;
    doc.moveDown(1);
  }
}

/** The appendix: the payment plan as a table, a line a term, the residual value last. */
function writePaymentPlan(writer: OfferWriter, calculation: Calculation): void {
  const { doc, words, width, heading, date, figure } = writer;
  const plan = calculation.paymentPlan ?? [];
  if (plan.length === 0) return;
  doc.addPage();
  heading(words.appendix, 14);
  const columns = [
    { title: words.term, width: 0.08 },
    { title: words.dueDate, width: 0.16 },
    { title: words.payment, width: 0.15 },
    { title: words.interest, width: 0.15 },
    { title: words.principal, width: 0.15 },
    { title: words.fees, width: 0.13 },
    { title: words.balance, width: 0.18 },
  ];
  const line = (cells: string[], font: string) => {
    if (doc.y > doc.page.height - PAGE_MARGIN - 20) doc.addPage();
    const y = doc.y;
    let x = PAGE_MARGIN;
    doc.font(font).fontSize(8.5);
    columns.forEach((column, index) => {
      const cellWidth = column.width * width;
      doc.text(printable(cells[index] ?? ''), x, y, {
        width: cellWidth - 4,
        align: index === 1 ? 'left' : 'right',
        lineBreak: false,
      });
      x += cellWidth;
    });
    doc.x = PAGE_MARGIN;
    doc.y = y + 12;
  };
  line(
    columns.map((column) => column.title),
    BOLD,
  );
  for (const term of plan) {
    line(
      [
        String(term.term),
        date(term.dueDate),
        figure(term.payment),
        figure(term.interest),
        figure(term.principal),
        figure(term.fees),
        figure(term.balance),
      ],
      FONT,
    );
  }
  const residual = residualValueLine(calculation);
  if (residual !== undefined) {
    line(
      [
        '',
        words.residualValue,
        figure(residual.payment),
        figure(residual.interest),
        figure(residual.principal),
        '',
        figure(0),
      ],
      BOLD,
    );
  }
}

/** Page numbers, once every page exists. */
function numberPages({ doc, words, width }: OfferWriter): void {
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    const bottom = doc.page.height - PAGE_MARGIN / 2 - 10;
    // Writing below the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .text(
        `${words.title} · ${words.page} ${index + 1} ${words.of} ${pages.count}`,
        PAGE_MARGIN,
        bottom,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
}
