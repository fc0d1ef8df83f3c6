import { useId, useRef, useState } from 'react';
import type { MessageId } from '../lib/i18n';
import { useLocale } from '../lib/locale';
import { checkApplicationId } from './application-id';
import './forms.css';

interface ApplicationIdFormProps {
  /** Called with a well-formed id only; whether it exists is for the caller to find out. */
  onOpen: (applicationId: number) => void;
  defaultValue?: string;
  submitLabel?: string;
}

/**
 * "Open an application by its id": one labelled field that refuses anything but an id. A plain
 * controlled field: one check needs no form library, and the home screen loads this at once.
 */
export function ApplicationIdForm({
  onOpen,
  defaultValue = '',
  submitLabel,
}: ApplicationIdFormProps) {
  const { t } = useLocale();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  // Checked first on submit; after a refusal, again as the person types, so the message goes as
  // soon as the id is right.
  const [refused, setRefused] = useState(false);
  const check = checkApplicationId(value);
  const error: MessageId | undefined = refused && !check.ok ? check.messageId : undefined;

  return (
    <form
      className="inline-form"
      noValidate
      role="search"
      aria-label={t('common.applicationId.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (check.ok) {
          setRefused(false);
          onOpen(check.id);
          return;
        }
        setRefused(true);
        field.current?.focus();
      }}
    >
      <div className="field">
        <label htmlFor={fieldId}>{t('common.applicationId.label')}</label>
        <span id={hintId} className="field__hint">
          {t('common.applicationId.hint')}
        </span>
        <input
          ref={field}
          id={fieldId}
          name="applicationId"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
        />
        {error === undefined ? null : (
          <span id={errorId} className="field__error" role="alert">
            {t(error)}
          </span>
        )}
      </div>
      <button type="submit">{submitLabel ?? t('common.applicationId.open')}</button>
    </form>
  );
}
