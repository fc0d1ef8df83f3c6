import { buffer } from 'node:stream/consumers';
// Aliased: the built server's banner declares `createRequire` itself (scripts/build.js).
import { createRequire as requireFrom } from 'node:module';
import type PDFDocument from 'pdfkit';

/**
 * A tagged (accessible) A4 document written top to bottom: every piece of text is marked content
 * of a structure element (headings, paragraphs, tables with header cells), so a screen reader
 * reads the offer in order with its structure; page numbers and rules are artifacts. Fonts are
 * embedded (Noto Sans), so the PDF looks the same everywhere and writes every character Intl
 * gives (narrow no-break spaces, the minus sign).
 */

export const PAGE_MARGIN = 50;
const FONT = 'NotoSans';
const BOLD = 'NotoSans-Bold';
/** Room kept at the bottom of a page for its number. */
const FOOTER_ROOM = 14;

/** The font files, from their package in node_modules (as pdfkit is): found from src and dist. */
const fontRequire = requireFrom(import.meta.url);
const FONT_FILES = {
  [FONT]: fontRequire.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  [BOLD]: fontRequire.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
};

type Struct = PDFKit.PDFStructureElement;

export interface DocumentSetup {
  /** BCP 47, the document's language: `nb-NO`, `en`. */
  lang: string;
  title: string;
  author: string;
}

/** One column of a table: its share of the width and how its cells align. */
export interface Column {
  title: string;
  share: number;
  align: 'left' | 'right';
}

export interface TaggedWriter {
  doc: PDFKit.PDFDocument;
  /** Between the margins. */
  width: number;
  /** A section (`Sect`) holding what `write` puts in it. */
  section: (write: () => void) => void;
  /** A heading kept with the lines after it (`keep` points of them). */
  heading: (level: 1 | 2 | 3, text: string, keep?: number) => void;
  paragraph: (text: string, options?: { bold?: boolean; size?: number }) => void;
  /**
   * Rows of a label (a row header) and its value, as a table: `labelShare` of the width for the
   * labels, the values right-aligned unless long text.
   */
  facts: (
    rows: readonly Fact[],
    options?: { labelShare?: number; valueAlign?: 'left' | 'right'; size?: number },
  ) => void;
  /** A table with a header row repeated on each page it runs to, and rows set in `bold` last. */
  table: (
    columns: readonly Column[],
    rows: readonly string[][],
    footRows: readonly string[][],
  ) => void;
  /** A rule for a signature, with its label below. */
  signatureLines: (labels: readonly [string, string, string, string]) => void;
  /** Numbers every page, once all exist. */
  numberPages: (footer: (page: number, count: number) => string) => void;
}

export interface Fact {
  label: string;
  value: string;
  bold?: boolean;
}

/** pdfkit and its fonts take about 0.2 s to load: at the first PDF, not at every start. */
let pdfKit: Promise<typeof PDFDocument> | undefined;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((module) => module.default));

/** A new tagged A4 document, and its bytes once `end` is called. */
export async function openTaggedDocument(
  setup: DocumentSetup,
): Promise<{ writer: TaggedWriter; end: () => Promise<Buffer> }> {
  const PdfDocument = await loadPdfKit();
  const doc = new PdfDocument({
    size: 'A4',
    margins: {
      top: PAGE_MARGIN,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
      bottom: PAGE_MARGIN + FOOTER_ROOM,
    },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    lang: setup.lang,
    info: { Title: setup.title, Author: setup.author },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  doc.font(FONT).fontSize(10);
  // The document is a readable stream: its bytes, once it ends.
  const finished = buffer(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const writer = taggedWriter(doc, root);
  return {
    writer,
    end: () => {
      root.end();
      doc.end();
      return finished;
    },
  };
}

function taggedWriter(doc: PDFKit.PDFDocument, root: Struct): TaggedWriter {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const parents: Struct[] = [root];
  const parent = () => parents.at(-1) ?? root;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** A new page unless `height` more points fit on this one. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  /** `write` as the marked content of a new `type` element under the current parent. */
  const tagged = (type: string, write: () => void, under: Struct = parent()) => {
    under.add(doc.struct(type, {}, write));
  };
  /** What goes on the page but is no content: rules, repeated headers, page numbers. */
  const artifact = (write: () => void, type: 'Pagination' | 'Layout' = 'Layout') => {
    doc.markContent('Artifact', { type });
    write();
    doc.endMarkedContent();
  };

  const section: TaggedWriter['section'] = (write) => {
    const element = doc.struct('Sect');
    parent().add(element);
    parents.push(element);
    write();
    parents.pop();
    element.end();
  };

  const heading: TaggedWriter['heading'] = (level, text, keep = 60) => {
    const size = { 1: 20, 2: 13, 3: 11 }[level];
    doc.font(BOLD).fontSize(size);
    if (level > 1) {
      doc.y += level === 2 ? 10 : 6;
      room(doc.heightOfString(text, { width }) + keep);
    }
    tagged(`H${level}`, () => {
      doc.text(text, PAGE_MARGIN, doc.y, { width });
    });
    doc.moveDown(0.3).font(FONT).fontSize(10);
  };

  const paragraph: TaggedWriter['paragraph'] = (text, { bold = false, size = 10 } = {}) => {
    doc.font(bold ? BOLD : FONT).fontSize(size);
    room(doc.currentLineHeight(true) * 2);
    tagged('P', () => {
      doc.text(text, PAGE_MARGIN, doc.y, { width });
    });
    doc.font(FONT).fontSize(10);
  };

  const facts: TaggedWriter['facts'] = (
    rows,
    { labelShare = 0.6, valueAlign = 'right', size = 10 } = {},
  ) => {
    const labelWidth = width * labelShare - 8;
    const valueWidth = width * (1 - labelShare);
    const table = doc.struct('Table');
    parent().add(table);
    for (const { label, value, bold = false } of rows) {
      doc.font(bold ? BOLD : FONT).fontSize(size);
      const height = Math.max(
        doc.heightOfString(label, { width: labelWidth }),
        doc.heightOfString(value, { width: valueWidth }),
      );
      room(height);
      const top = doc.y;
      const row = doc.struct('TR');
      table.add(row);
      tagged('TH', () => doc.text(label, PAGE_MARGIN, top, { width: labelWidth }), row);
      tagged(
        'TD',
        () =>
          doc.text(value, PAGE_MARGIN + width * labelShare, top, {
            width: valueWidth,
            align: valueAlign,
          }),
        row,
      );
      row.end();
      doc.x = PAGE_MARGIN;
      doc.y = top + height + (valueAlign === 'left' ? 4 : 1);
    }
    table.end();
    doc.font(FONT).fontSize(10);
  };

  const table: TaggedWriter['table'] = (columns, rows, footRows) => {
    const lineHeight = 12;
    const element = doc.struct('Table');
    parent().add(element);
    const cells = (values: readonly string[], font: string, write: (cell: () => void) => void) => {
      const top = doc.y;
      let x = PAGE_MARGIN;
      doc.font(font).fontSize(8.5);
      columns.forEach((column, index) => {
        const cellX = x;
        const cellWidth = column.share * width;
        write(() =>
          doc.text(values[index] ?? '', cellX, top, {
            width: cellWidth - 4,
            align: column.align,
            lineBreak: false,
          }),
        );
        x += cellWidth;
      });
      doc.x = PAGE_MARGIN;
      doc.y = top + lineHeight;
    };
    const titles = columns.map((column) => column.title);
    const headerRow = (under: Struct) => {
      const row = doc.struct('TR');
      under.add(row);
      cells(titles, BOLD, (cell) => {
        tagged('TH', cell, row);
      });
      row.end();
    };
    /** On a page the table runs on to, its header again: for the eye, not read twice. */
    const nextPage = () => {
      doc.addPage();
      artifact(() => {
        cells(titles, BOLD, (cell) => {
          cell();
        });
      }, 'Pagination');
    };
    const bodyRows = (group: Struct, values: readonly string[][], font: string) => {
      for (const rowValues of values) {
        if (doc.y + lineHeight > bottom()) nextPage();
        const row = doc.struct('TR');
        group.add(row);
        cells(rowValues, font, (cell) => {
          tagged('TD', cell, row);
        });
        row.end();
      }
    };
    room(lineHeight * 4);
    const head = doc.struct('THead');
    element.add(head);
    headerRow(head);
    head.end();
    const body = doc.struct('TBody');
    element.add(body);
    bodyRows(body, rows, FONT);
    body.end();
    if (footRows.length > 0) {
      const foot = doc.struct('TFoot');
      element.add(foot);
      bodyRows(foot, footRows, BOLD);
      foot.end();
    }
    element.end();
    doc.font(FONT).fontSize(10);
  };

  const signatureLines: TaggedWriter['signatureLines'] = ([
    leftFirst,
    rightFirst,
    leftSecond,
    rightSecond,
  ]) => {
    const lineWidth = (width - 40) / 2;
    for (const [left, right] of [
      [leftFirst, rightFirst],
      [leftSecond, rightSecond],
    ] as const) {
      room(60);
      const top = doc.y + 30;
      const rightX = PAGE_MARGIN + lineWidth + 40;
      artifact(() => {
        doc
          .moveTo(PAGE_MARGIN, top)
          .lineTo(PAGE_MARGIN + lineWidth, top)
          .stroke();
        doc
          .moveTo(rightX, top)
          .lineTo(rightX + lineWidth, top)
          .stroke();
      });
      doc.font(FONT).fontSize(10);
      tagged('P', () => doc.text(left, PAGE_MARGIN, top + 4, { width: lineWidth }));
      tagged('P', () => doc.text(right, rightX, top + 4, { width: lineWidth }));
      doc.x = PAGE_MARGIN;
      doc.y = top + 20;
    }
  };

  const numberPages: TaggedWriter['numberPages'] = (footer) => {
    const pages = doc.bufferedPageRange();
    for (let index = 0; index < pages.count; index += 1) {
      doc.switchToPage(pages.start + index);
      const y = doc.page.height - PAGE_MARGIN / 2 - 10;
      // Writing below the bottom margin must not open a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      artifact(() => {
        doc
          .font(FONT)
          .fontSize(8)
          .text(footer(index + 1, pages.count), PAGE_MARGIN, y, {
            width,
            align: 'center',
            lineBreak: false,
          });
      }, 'Pagination');
      doc.page.margins.bottom = margin;
    }
  };

  return {
    doc,
    width,
    section,
    heading,
    paragraph,
    facts,
    table,
    signatureLines,
    numberPages,
  };
}
