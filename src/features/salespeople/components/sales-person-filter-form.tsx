import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import type { SalesPersonFilter } from '../../../domain/contract';
import {
  FilterFormSchema,
  formValuesOf,
  type FilterFormValues,
} from './sales-person-filter-schema';
import '../../../components/forms.css';

interface SalesPersonFilterFormProps {
  /** The filter now applied, to edit further. */
  applied: SalesPersonFilter | undefined;
  /** Keys seen on salespeople, offered as suggestions. */
  knownKeys?: readonly string[];
  onFilter: (filter: SalesPersonFilter) => void;
  onClear: () => void;
}

/**
 * Select salespeople by ids and by external references (key and value, several at once): someone
 * matching any one of them is shown.
 */
export function SalesPersonFilterForm({
  applied,
  knownKeys = [],
  onFilter,
  onClear,
}: SalesPersonFilterFormProps) {
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterFormValues, unknown, SalesPersonFilter>({
    resolver: zodResolver(FilterFormSchema),
    defaultValues: formValuesOf(applied),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'references' });
  const idsError = errors.ids?.message;
  const keysListId = `${formId}-keys`;

  return (
    <form
      className="filter-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((filter) => {
          onFilter(filter);
        })(event)
      }
    >
      <h2 id={`${formId}-title`} className="filter-form__title">
        Filter
      </h2>
      <p className="filter-form__lead">
        Salespeople matching any of the ids or any of the external references are shown.
      </p>
      <div className="field">
        <label htmlFor={`${formId}-ids`}>Salesperson ids</label>
        <span id={`${formId}-ids-hint`} className="field__hint">
          Separate several with commas or spaces, e.g. 1004, 1007.
        </span>
        <input
          id={`${formId}-ids`}
          autoComplete="off"
          aria-invalid={idsError === undefined ? undefined : true}
          aria-describedby={describedBy(`${formId}-ids-hint`, idsError, `${formId}-ids-error`)}
          {...register('ids')}
        />
        <ErrorText id={`${formId}-ids-error`} message={idsError} />
      </div>

      <fieldset className="filter-form__references">
        <legend>External references</legend>
        {fields.length === 0 ? (
          <p className="field__hint">No external reference: add one to filter by it.</p>
        ) : null}
        <datalist id={keysListId}>
          {knownKeys.map((key) => (
            <option key={key} value={key} />
          ))}
        </datalist>
        {fields.map((field, index) => {
          const rowErrors = errors.references?.[index];
          const keyError = fieldMessage(rowErrors?.key);
          const valueError = fieldMessage(rowErrors?.value);
          const base = `${formId}-reference-${field.id}`;
          return (
            <div
              key={field.id}
              className="filter-form__reference"
              role="group"
              aria-label={`External reference ${index + 1}`}
            >
              <div className="field">
                <label htmlFor={`${base}-key`}>Key</label>
                <input
                  id={`${base}-key`}
                  list={keysListId}
                  autoComplete="off"
                  aria-invalid={keyError === undefined ? undefined : true}
                  aria-describedby={describedBy(undefined, keyError, `${base}-key-error`)}
                  {...register(`references.${index}.key`)}
                />
                <ErrorText id={`${base}-key-error`} message={keyError} />
              </div>
              <div className="field">
                <label htmlFor={`${base}-value`}>Value</label>
                <input
                  id={`${base}-value`}
                  autoComplete="off"
                  aria-invalid={valueError === undefined ? undefined : true}
                  aria-describedby={describedBy(undefined, valueError, `${base}-value-error`)}
                  {...register(`references.${index}.value`)}
                />
                <ErrorText id={`${base}-value-error`} message={valueError} />
              </div>
              <button
                type="button"
                className="button--secondary filter-form__remove"
                aria-label={`Remove external reference ${index + 1}`}
                onClick={() => {
                  remove(index);
                }}
              >
                Remove
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="button--secondary"
          onClick={() => {
            append({ key: '', value: '' });
          }}
        >
          Add {fields.length === 0 ? 'an' : 'another'} external reference
        </button>
        <ErrorText id={`${formId}-references-error`} message={errors.references?.message} />
      </fieldset>

      <div className="actions">
        <button type="submit">Filter</button>
        {applied === undefined ? null : (
          <button type="button" className="button--secondary" onClick={onClear}>
            Show everyone
          </button>
        )}
      </div>
    </form>
  );
}

function fieldMessage(error: FieldError | undefined): string | undefined {
  return error?.message;
}

function describedBy(hintId: string | undefined, error: string | undefined, errorId: string) {
  const ids = [hintId, error === undefined ? undefined : errorId].filter(Boolean);
  return ids.length === 0 ? undefined : ids.join(' ');
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <span id={id} className="field__error" role="alert">
      {message}
    </span>
  );
}
