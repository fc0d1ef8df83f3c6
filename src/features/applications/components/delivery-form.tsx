import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { PORTAL_API, type ConfirmDeliveryBody } from '../../../domain/contract';
import { ApiProblemError, describeError } from '../../../lib/api-errors';
import { callApi } from '../../../lib/api-client';
import { reasonMessage, sayMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { applicationQueries } from '../api/application-queries';
import { DeliveryFormSchema, norwegianNow, type DeliveryFormValues } from './delivery-form-schema';
import '../../../components/forms.css';

const FIELDS = ['deliveredAt', 'registrationNumber', 'chassisNumber', 'odometerKm'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/**
 * The dealer confirms the signed application's object delivered, which asks the bank to pay out.
 * What the bank refuses (a chassis number not the object's) is said on its field in the user's
 * language, and nothing typed is lost.
 */
export function DeliveryForm({ applicationId }: { applicationId: number }) {
  const { t } = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeliveryFormValues, unknown, ConfirmDeliveryBody>({
    resolver: zodResolver(DeliveryFormSchema),
    defaultValues: {
      deliveredAt: norwegianNow(),
      registrationNumber: '',
      chassisNumber: '',
      odometerKm: '',
    },
  });
  const confirm = useMutation({
    mutationFn: (body: ConfirmDeliveryBody) =>
      callApi(PORTAL_API.confirmDelivery, { params: { id: applicationId }, body }),
    onSuccess: (delivered) => {
      queryClient.setQueryData(applicationQueries.detail(applicationId).queryKey, delivered);
      void queryClient.invalidateQueries({ queryKey: applicationQueries.lists() });
    },
    onError: (error) => {
      if (!(error instanceof ApiProblemError)) return;
      for (const { path, message, code } of error.fieldErrors) {
        if (isField(path)) {
          setError(path, { message: reasonMessage({ reason: message, reasonCode: code }) });
        }
      }
    },
  });
  const fieldErrorsShown =
    confirm.error instanceof ApiProblemError &&
    confirm.error.fieldErrors.some(({ path }) => isField(path));

  return (
    <form
      className="delivery-form"
      aria-label={t('applications.delivery.title')}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((body) => {
          confirm.mutate(body);
        })(event)
      }
    >
      <p className="section-lead">{t('applications.delivery.lead')}</p>
      <DeliveryField
        id={`${id}-delivered-at`}
        type="datetime-local"
        label={t('applications.delivery.deliveredAt')}
        error={errors.deliveredAt?.message}
        {...register('deliveredAt')}
      />
      <DeliveryField
        id={`${id}-registration`}
        label={t('applications.delivery.registrationNumber')}
        error={errors.registrationNumber?.message}
        {...register('registrationNumber')}
      />
      <DeliveryField
        id={`${id}-chassis`}
        label={t('applications.delivery.chassisNumber')}
        error={errors.chassisNumber?.message}
        {...register('chassisNumber')}
      />
      <DeliveryField
        id={`${id}-odometer`}
        inputMode="numeric"
        label={t('applications.delivery.odometerKm')}
        error={errors.odometerKm?.message}
        {...register('odometerKm')}
      />
      <button type="submit" disabled={confirm.isPending}>
        {t('applications.delivery.confirm')}
      </button>
      {confirm.isError && !fieldErrorsShown ? (
        <p className="field__error" role="alert">
          {describeError(confirm.error)}
        </p>
      ) : null}
    </form>
  );
}

interface DeliveryFieldProps extends UseFormRegisterReturn {
  id: string;
  label: string;
  /** A `laterMessage`, or the bank's own words. */
  error: string | undefined;
  type?: 'text' | 'datetime-local';
  inputMode?: 'numeric';
}

function DeliveryField({
  id,
  label,
  error,
  type = 'text',
  inputMode,
  ...registration
}: DeliveryFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        {...registration}
      />
      {error === undefined ? null : (
        <span id={errorId} className="field__error" role="alert">
          {sayMessage(error)}
        </span>
      )}
    </div>
  );
}
