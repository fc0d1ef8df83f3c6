import { buffer } from 'node:stream/consumers';
import type PDFDocument from 'pdfkit';
import type { Application, ContractFacts, SignerRole } from '../../../domain/contract';
import { formatAmount, formatDateTime, formatPercent } from '../../../domain/format';

/** pdfkit and its fonts take about 0.2 s to load: at the first contract, not at every start. */
let pdfKit: Promise<typeof PDFDocument> | undefined;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((module) => module.default));

/**
 * The PDF's standard fonts write Windows-1252: Intl's narrow no-break space becomes a no-break
 * space, and its minus sign a hyphen.
 */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/\u2212/g, '-');

const amount = (value: number) => printable(formatAmount(value, 'nb-NO'));

const ROLE_WORDS: Record<SignerRole, string> = {
  applicant: 'Låntaker / Borrower',
  coApplicant: 'Medlåntaker / Co-borrower',
  contactPerson: 'Kontaktperson for låntaker / Borrower’s contact person',
};

/**
 * The bank's credit agreement for an approved application (A4, bokmål with English beneath):
 * the parties who sign, the object, the credit and its cost, and each signature as it stands.
 */
export async function renderContractDocument(
  application: Application,
  contract: ContractFacts,
): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  const doc = new PdfDocument({
    size: 'A4',
    margin: 50,
    lang: 'nb-NO',
    info: { Title: `Kredittavtale ${application.applicationId}`, Author: 'Banken' },
  });
  // The document is a readable stream: its bytes, once it ends.
  const finished = buffer(doc);

  const heading = (text: string) => doc.moveDown().font('Helvetica-Bold').fontSize(12).text(text);
  const line = (label: string, value: string) =>
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${label}: ${printable(value)}`);
  const { calculation, calculationRequest } = application;

  doc.font('Helvetica-Bold').fontSize(18).text('Kredittavtale / Credit agreement');
  doc.font('Helvetica').fontSize(10).text(`Søknad / Application ${application.applicationId}`);

  heading('Parter / Parties');
  for (const signer of contract.signers) line(ROLE_WORDS[signer.role], signer.name);
  if (application.applicant.companyName !== undefined) {
    line('Foretak / Company', application.applicant.companyName);
  }

  heading('Objekt / Object');
  const object = calculationRequest.object;
  line(
    'Beskrivelse / Description',
    [object?.make, object?.model, object?.yearModel].filter((part) => part !== undefined).join(' '),
  );
  if (object?.carRegNo !== undefined) line('Registreringsnummer / Registration', object.carRegNo);
  if (object?.carChassisNo !== undefined) line('Chassisnummer / Chassis', object.carChassisNo);

  heading('Kreditt / Credit');
  line('Kontantpris / Cash price', amount(calculation.cashPrice));
  line(
    'Kredittbeløp, utbetales forhandler / Credit amount, paid to the dealer',
    amount(calculation.creditAmount),
  );
  line('Finansiert beløp / Financed amount', amount(calculation.financedAmount));
  line('Antall terminer / Number of terms', String(calculation.termCount));
  line('Terminbeløp / Term amount', amount(calculation.termAmount));
  line('Nominell rente / Nominal rate', formatPercent(calculation.nominalInterestRate, 'nb-NO'));
  line(
    'Effektiv rente / Effective rate',
    formatPercent(calculation.effectiveInterestRate, 'nb-NO'),
  );
  line('Totalt å betale / Total payable', amount(calculation.totalAmountPayable));

  heading('Signaturer / Signatures');
  for (const signer of contract.signers) {
    line(
      signer.name,
      signer.signedAt === null
        ? 'venter på signatur / awaiting signature'
        : `signert / signed ${formatDateTime(signer.signedAt, 'nb-NO')}`,
    );
  }

  doc.end();
  return finished;
}
