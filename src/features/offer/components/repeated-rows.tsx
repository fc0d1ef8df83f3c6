import type { ReactNode } from 'react';
import {
  useFieldArray,
  useFormContext,
  type FieldArray,
  type FieldArrayPath,
} from 'react-hook-form';
import type { PrefixOf } from '../../../components/message-prefix';
import { useLocale } from '../../../lib/locale';
import { rowLabel } from '../model/field-paths';
import type { OfferFormValues } from '../model/offer-form-values';

type OfferList = FieldArrayPath<OfferFormValues>;

interface RepeatedRowsProps<List extends OfferList> {
  /** The list's path in the form, e.g. `customer.addresses`: it names each row ("Address 1"). */
  name: List;
  /** The row the Add button adds, given how many there are. */
  newRow: (count: number) => FieldArray<OfferFormValues, List>;
  /** The most rows allowed: at that many, there is no Add button. */
  max?: number;
  rowClassName?: string;
  /** Said when there are no rows; nothing is said if not given. */
  emptyText?: string | undefined;
  /** The fields of row `index`. */
  children: (index: number) => ReactNode;
  /** The Remove button of row `number` (counted from 1). */
  removeLabel: (number: number) => string;
  addLabel: string;
}

/** A list of the offer form: each row's fields with a Remove button, then an Add button. */
export function RepeatedRows<List extends OfferList>({
  name,
  newRow,
  max = Infinity,
  rowClassName = 'offer-list__item offer-grid',
  emptyText,
  children,
  removeLabel,
  addLabel,
}: RepeatedRowsProps<List>) {
  const { control } = useFormContext<OfferFormValues>();
  const rows = useFieldArray<OfferFormValues, List>({ control, name });
  return (
    <>
      {rows.fields.length === 0 && emptyText !== undefined ? (
        <p className="offer-list__empty">{emptyText}</p>
      ) : null}
      {rows.fields.map((row, index) => (
        <div
          key={row.id}
          className={rowClassName}
          role="group"
          aria-label={rowLabel(`${name}.${index}`)}
        >
          {children(index)}
          <button
            type="button"
            className="button--secondary offer-list__remove"
            onClick={() => {
              rows.remove(index);
            }}
          >
            {removeLabel(index + 1)}
          </button>
        </div>
      ))}
      {rows.fields.length < max ? (
        <button
          type="button"
          className="button--secondary"
          onClick={() => {
            rows.append(newRow(rows.fields.length), { shouldFocus: true });
          }}
        >
          {addLabel}
        </button>
      ) : null}
    </>
  );
}

/**
 * A list of an offer step with its messages, `offer.customer.addresses` for instance: its
 * `.legend`, its `.add` and `.remove` buttons ("Remove address {number}").
 */
type ListMessages = PrefixOf<'legend'> & PrefixOf<'add'> & PrefixOf<'remove'>;

interface RepeatedRowsFieldsetProps<List extends OfferList> extends Omit<
  RepeatedRowsProps<List>,
  'removeLabel' | 'addLabel' | 'rowClassName'
> {
  messages: ListMessages;
  /** Said under the legend. */
  hint?: string;
}

/** A list of an offer step in its own fieldset, named by its legend. */
export function RepeatedRowsFieldset<List extends OfferList>({
  messages,
  hint,
  ...rows
}: RepeatedRowsFieldsetProps<List>) {
  const { t } = useLocale();
  return (
    <fieldset className="offer-list">
      <legend>{t(`${messages}.legend`)}</legend>
      {hint === undefined ? null : <p className="field__hint">{hint}</p>}
      <RepeatedRows
        {...rows}
        removeLabel={(number) => t(`${messages}.remove`, { number })}
        addLabel={t(`${messages}.add`)}
      />
    </fieldset>
  );
}
