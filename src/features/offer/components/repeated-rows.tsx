import type { ReactNode } from 'react';

interface RepeatedRowsProps {
  /** The list from useFieldArray: its rows and how to remove one. */
  rows: { fields: readonly { id: string }[]; remove: (index: number) => void };
  /** The accessible name of row `index`, e.g. "Address 1". */
  rowLabel: (index: number) => string;
  rowClassName?: string;
  /** Said when there are no rows; nothing is said if not given. */
  emptyText?: string;
  /** The fields of row `index`. */
  children: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  addLabel: string;
  /** Adds a row; without it (e.g. at the most rows allowed) there is no Add button. */
  append?: (() => void) | undefined;
}

/** A useFieldArray list: each row's fields with a Remove button, then an Add button. */
export function RepeatedRows({
  rows,
  rowLabel,
  rowClassName = 'offer-list__item offer-grid',
  emptyText,
  children,
  removeLabel,
  addLabel,
  append,
}: RepeatedRowsProps) {
  return (
    <>
      {rows.fields.length === 0 && emptyText !== undefined ? (
        <p className="offer-list__empty">{emptyText}</p>
      ) : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} className={rowClassName} role="group" aria-label={rowLabel(index)}>
          {children(index)}
          <button
            type="button"
            className="button--secondary offer-list__remove"
            onClick={() => {
              rows.remove(index);
            }}
          >
            {removeLabel(index)}
          </button>
        </div>
      ))}
      {append === undefined ? null : (
        <button type="button" className="button--secondary" onClick={append}>
          {addLabel}
        </button>
      )}
    </>
  );
}
