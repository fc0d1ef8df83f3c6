import { describe, expect, it } from 'vitest';
import { csvText, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: number;
  count: number;
  sent: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Kunde', kind: 'text', value: (row) => row.name },
  { header: 'Beløp', kind: 'amount', value: (row) => row.amount },
  { header: 'Antall', kind: 'count', value: (row) => row.count },
  { header: 'Sendt', kind: 'date', value: (row) => row.sent },
];

const rows: Row[] = [
  { name: 'Kari Nordmann', amount: 1234567.5, count: 1200, sent: '2026-11-21T09:30:00.000Z' },
  { name: 'Ås; "Bil" AS', amount: 0, count: 0, sent: '2026-01-02' },
  { name: '=HYPERLINK("x")', amount: 12.345, count: 3, sent: '2026-01-02' },
];

describe('a list as CSV', () => {
  it('writes bokmål numbers and dates, semicolons, a byte order mark and CRLF, for Excel', async () => {
    const text = csvText(columns, rows, 'nb');
    expect(text).toBe(
      '\uFEFFKunde;Beløp;Antall;Sendt\r\n' +
        'Kari Nordmann;1234567,50;1200;21.11.2026\r\n' +
        '"Ås; ""Bil"" AS";0,00;0;02.01.2026\r\n' +
        `"'=HYPERLINK(""x"")";12,35;3;02.01.2026\r\n`,
    );
  });

  it('writes English numbers and ISO dates with commas', async () => {
    const text = csvText(columns, rows.slice(0, 1), 'en');
    expect(text).toBe(
      '\uFEFFKunde,Beløp,Antall,Sendt\r\nKari Nordmann,1234567.50,1200,2026-11-21\r\n',
    );
  });
});
