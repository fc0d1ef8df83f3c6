import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
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
  const idsError = errors.ids?.message;
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
      <div className="field">
        <label htmlFor={`${formId}-ids`}>{t('salespeople.filter.ids.label')}</label>
        <span id={`${formId}-ids-hint`} className="field__hint">
          {t('salespeople.filter.ids.hint')}
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
          const keyError = fieldMessage(rowErrors?.key);
          const valueError = fieldMessage(rowErrors?.value);
          const base = `${formId}-reference-${field.id}`;
          return (
            <div
              key={field.id}
              className="filter-form__reference"
              role="group"
              aria-label={t('salespeople.filter.reference.label', { number: index + 1 })}
            >
              <div className="field">
                <label htmlFor={`${base}-key`}>{t('salespeople.filter.reference.key')}</label>
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
                <label htmlFor={`${base}-value`}>{t('salespeople.filter.reference.value')}</label>
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
      {sayMessage(message)}
    </span>
  );
}
