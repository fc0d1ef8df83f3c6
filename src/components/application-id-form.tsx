import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { sayMessage } from '../lib/i18n';
import { useLocale } from '../lib/locale';
import { ApplicationIdSchema } from './application-id';
import './forms.css';

const FormSchema = z.object({ applicationId: ApplicationIdSchema });

interface ApplicationIdFormProps {
  /** Called with a well-formed id only; whether it exists is for the caller to find out. */
  onOpen: (applicationId: number) => void;
  defaultValue?: string;
  submitLabel?: string;
}

/** "Open an application by its id": one labelled field that refuses anything but an id. */
export function ApplicationIdForm({
  onOpen,
  defaultValue = '',
  submitLabel,
}: ApplicationIdFormProps) {
  const { t } = useLocale();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof FormSchema>, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { applicationId: defaultValue },
  });
  const error = errors.applicationId?.message;

  return (
    <form
      className="inline-form"
      noValidate
      role="search"
      aria-label={t('common.applicationId.form')}
      onSubmit={(event) =>
        void handleSubmit(({ applicationId }) => {
          onOpen(applicationId);
        })(event)
      }
    >
      <div className="field">
        <label htmlFor={fieldId}>{t('common.applicationId.label')}</label>
        <span id={hintId} className="field__hint">
          {t('common.applicationId.hint')}
        </span>
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
          {...register('applicationId')}
        />
        {error === undefined ? null : (
          <span id={errorId} className="field__error" role="alert">
            {sayMessage(error)}
          </span>
        )}
      </div>
      <button type="submit">{submitLabel ?? t('common.applicationId.open')}</button>
    </form>
  );
}
