import type { Key, ReactNode } from 'react';

/** A column of a table: its header, and what each row shows in it. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A class for the column's header and cells, e.g. `numeric`. */
  className?: string;
  /** A class for the column's cells only. */
  cellClassName?: string;
}

interface TableProps<Row> {
  caption: string;
  captionClassName?: string;
  className: string;
  /** The first column's cell is the row's header. */
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A `tfoot` closing the rows, if any. */
  footer?: ReactNode;
  /** Each column's header cell, where it is more than its header (a sort button). */
  headerCell?: (column: Column<Row>, index: number) => ReactNode;
}

const classes = (...names: (string | undefined)[]) =>
  names.filter((name) => name !== undefined).join(' ') || undefined;

/** Rows under column headers, each row named by its first cell. */
export function Table<Row>({
  caption,
  captionClassName,
  className,
  columns,
  rows,
  rowKey,
  footer,
  headerCell,
}: TableProps<Row>) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) =>
            headerCell === undefined ? (
              <th key={index} scope="col" className={column.className}>
                {column.header}
              </th>
            ) : (
              headerCell(column, index)
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => {
              const cellClassName = classes(column.className, column.cellClassName);
              return index === 0 ? (
                <th key={index} scope="row" className={cellClassName}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={cellClassName}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {footer}
    </table>
  );
}

/** A list as a table that scrolls sideways when narrow; its caption is for screen readers. */
export function DataTable<Row>(props: Omit<TableProps<Row>, 'className' | 'captionClassName'>) {
  return (
    <div className="table-scroll">
      <Table className="data-table" captionClassName="visually-hidden" {...props} />
    </div>
  );
}
