import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { SalesPersonFilter } from '../../../domain/contract';
import { sayMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
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
  const { t } = useLocale();
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
  const keysListId = `${formId}-keys`;

  return (
    <form
      className="panel filter-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((filter) => {
          onFilter(filter);
        })(event)
      }
    >
      <h2 id={`${formId}-title`} className="filter-form__title">
        {t('salespeople.filter.title')}
      </h2>
      <p className="filter-form__lead">{t('salespeople.filter.lead')}</p>
      <FilterField
        id={`${formId}-ids`}
        label={t('salespeople.filter.ids.label')}
        hint={t('salespeople.filter.ids.hint')}
        error={errors.ids?.message}
        {...register('ids')}
      />

      <fieldset className="filter-form__references">
        <legend>{t('salespeople.filter.references.legend')}</legend>
        {fields.length === 0 ? (
          <p className="field__hint">{t('salespeople.filter.references.none')}</p>
        ) : null}
        <datalist id={keysListId}>
          {knownKeys.map((key) => (
            <option key={key} value={key} />
          ))}
        </datalist>
        {fields.map((field, index) => {
          const rowErrors = errors.references?.[index];
          const base = `${formId}-reference-${field.id}`;
          return (
            <div
              key={field.id}
              className="filter-form__reference"
              role="group"
              aria-label={t('salespeople.filter.reference.label', { number: index + 1 })}
            >
              <FilterField
                id={`${base}-key`}
                label={t('salespeople.filter.reference.key')}
                error={rowErrors?.key?.message}
                list={keysListId}
                {...register(`references.${index}.key`)}
              />
              <FilterField
                id={`${base}-value`}
                label={t('salespeople.filter.reference.value')}
                error={rowErrors?.value?.message}
                {...register(`references.${index}.value`)}
              />
              <button
                type="button"
                className="button--secondary filter-form__remove"
                aria-label={t('salespeople.filter.reference.removeLabel', { number: index + 1 })}
                onClick={() => {
                  remove(index);
                }}
              >
                {t('salespeople.filter.reference.remove')}
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
          {t('salespeople.filter.reference.add', { first: fields.length === 0 ? 'yes' : 'no' })}
        </button>
        <ErrorText id={`${formId}-references-error`} message={errors.references?.message} />
      </fieldset>

      <div className="actions">
        <button type="submit">{t('salespeople.filter.submit')}</button>
        {applied === undefined ? null : (
          <button type="button" className="button--secondary" onClick={onClear}>
            {t('salespeople.filter.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

interface FilterFieldProps extends UseFormRegisterReturn {
  id: string;
  label: string;
  hint?: string;
  /** The field's error, as the schema words it (a `laterMessage`). */
  error: string | undefined;
  /** A datalist of suggestions. */
  list?: string;
}

/** A text field of the filter: its label, hint and error, which the input is described by. */
function FilterField({ id, label, hint, error, list, ...registration }: FilterFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    hint === undefined ? undefined : hintId,
    error === undefined ? undefined : errorId,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      <input
        id={id}
        list={list}
        autoComplete="off"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        {...registration}
      />
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <span id={id} className="field__error" role="alert">
      {sayMessage(message)}
    </span>
  );
}
