import { useLocation, useNavigate } from 'react-router-dom';
import { csvText, type CellValue, type CsvKind } from '../lib/csv';
import { useLocale } from '../lib/locale';
import { Table, type Column } from './data-table';
import './data-display.css';

/** A column of a list that sorts and is exported: its cell's value, and what kind it is. */
export interface ListColumn<Row> extends Omit<Column<Row>, 'header'> {
  /** Names the column in the history entry's sort. */
  id: string;
  /** The header, also of the CSV file. */
  header: string;
  /** What the cell shows, as sorting and the CSV file read it. */
  value: (row: Row) => CellValue;
  /** Text by default; numbers sort as numbers and are written as the language writes them. */
  kind?: CsvKind;
  /** Buttons that act on the row, not data: the column is neither sorted by nor exported. */
  controls?: boolean;
}

type Direction = 'ascending' | 'descending';
interface Sort {
  column: string;
  direction: Direction;
}

/**
 * The list's sort, kept in the history entry's state beside what is there (a search that names
 * customers is kept there too, never in the address): Back returns to the list as it was sorted.
 */
function useSortInHistory(list: string): [Sort | undefined, (sort: Sort) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (typeof location.state === 'object' ? location.state : null) as Record<
    string,
    unknown
  > | null;
  const key = `sort.${list}`;
  const kept = state?.[key];
  const match = typeof kept === 'string' ? /^(.+):(ascending|descending)$/.exec(kept) : null;
  const sort =
    match === null ? undefined : { column: match[1] ?? '', direction: match[2] as Direction };
  return [
    sort,
    (next) => {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: { ...state, [key]: `${next.column}:${next.direction}` } },
      );
    },
  ];
}

function compare(a: CellValue, b: CellValue, locale: string): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), locale, { numeric: true });
}

interface ListTableProps<Row> {
  /** Names the list in the history entry's sort. */
  list: string;
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  caption: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/**
 * A list that sorts by its columns (a button in each header, `aria-sort` saying how it is
 * sorted) and exports what it shows, in that order, as a CSV file for Excel.
 */
export function ListTable<Row>({
  list,
  fileName,
  caption,
  columns,
  rows,
  rowKey,
}: ListTableProps<Row>) {
  const { t, language, locale } = useLocale();
  const [sort, setSort] = useSortInHistory(list);
  const sortColumn = columns.find((column) => column.id === sort?.column);
  const shown =
    sort === undefined || sortColumn === undefined
      ? rows
      : [...rows].sort(
          (a, b) =>
            compare(sortColumn.value(a), sortColumn.value(b), locale) *
            (sort.direction === 'ascending' ? 1 : -1),
        );

  const exportCsv = () => {
    const text = csvText(
      columns
        .filter((column) => column.controls !== true)
        .map((column) => ({
          header: column.header,
          kind: column.kind ?? 'text',
          value: column.value,
        })),
      shown,
      language,
    );
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="list-table">
      <div className="list-table__actions">
        <button type="button" className="button--secondary" onClick={exportCsv}>
          {t('common.list.exportCsv')}
        </button>
      </div>
      <div className="table-scroll">
        <Table
          className="data-table"
          captionClassName="visually-hidden"
          caption={caption}
          columns={columns}
          rows={shown}
          rowKey={rowKey}
          headerCell={(_, index) => {
            const column = columns[index];
            if (column === undefined) return null;
            if (column.controls === true) {
              return (
                <th key={column.id} scope="col" className={column.className}>
                  {column.header}
                </th>
              );
            }
            const direction = sort?.column === column.id ? sort.direction : undefined;
            return (
              <th key={column.id} scope="col" className={column.className} aria-sort={direction}>
                <button
                  type="button"
                  className="list-table__sort"
                  onClick={() => {
                    setSort({
                      column: column.id,
                      direction: direction === 'ascending' ? 'descending' : 'ascending',
                    });
                  }}
                >
                  {column.header}
                </button>
              </th>
            );
          }}
        />
      </div>
    </div>
  );
}
