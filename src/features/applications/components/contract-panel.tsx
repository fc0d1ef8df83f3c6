import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  PORTAL_API,
  SIGNING_METHODS,
  type Application,
  type ContractFacts,
  type ContractSigner,
  type SignerRole,
  type SigningMethod,
} from '../../../domain/contract';
import { formatDateTime } from '../../../domain/format';
import { describeError } from '../../../lib/api-errors';
import { callApi } from '../../../lib/api-client';
import type { MessageId } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { saveFile } from '../../../lib/save-file';
import { applicationQueries, downloadContractDocument } from '../api/application-queries';
import '../../../components/forms.css';

const ROLE_LABELS: Record<SignerRole, MessageId> = {
  applicant: 'applications.contract.role.applicant',
  coApplicant: 'applications.contract.role.coApplicant',
  contactPerson: 'applications.contract.role.contactPerson',
};

const METHOD_LABELS: Record<SigningMethod, MessageId> = {
  'in-store': 'applications.contract.method.inStore',
  remote: 'applications.contract.method.remote',
};

const STATUS_LABELS: Record<ContractFacts['status'], MessageId> = {
  Prepared: 'applications.contract.status.prepared',
  Sent: 'applications.contract.status.sent',
  Signed: 'applications.contract.status.signed',
  Cancelled: 'applications.contract.status.cancelled',
};

/**
 * The bank's contract of an approved application: its PDF, sending it for signing (at home or in
 * the shop), and each signer's signature as it comes in (the page follows the live changes).
 */
export function ContractPanel({ application }: { application: Application }) {
  const { t } = useLocale();
  const { applicationId, contract } = application;
  const download = useMutation({
    mutationFn: () => downloadContractDocument(applicationId),
    onSuccess: (file) => {
      saveFile(file, `contract-${applicationId}.pdf`);
    },
  });
  if (contract === undefined) return null;
  return (
    <div className="contract">
      <p>{t(STATUS_LABELS[contract.status])}</p>
      <button
        type="button"
        className="button--secondary"
        disabled={download.isPending}
        onClick={() => {
          download.mutate();
        }}
      >
        {t('applications.contract.download')}
      </button>
      {download.isError ? (
        <p className="field__error" role="alert">
          {describeError(download.error)}
        </p>
      ) : null}
      {application.status === 'Approved' ? (
        <SendContract applicationId={applicationId} />
      ) : (
        <Signers application={application} contract={contract} />
      )}
    </div>
  );
}

function SendContract({ applicationId }: { applicationId: number }) {
  const { t } = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [signingMethod, setSigningMethod] = useState<SigningMethod>('in-store');
  const send = useMutation({
    mutationFn: () =>
      callApi(PORTAL_API.sendContract, { params: { id: applicationId }, body: { signingMethod } }),
    onSuccess: (sent) => {
      queryClient.setQueryData(applicationQueries.detail(applicationId).queryKey, sent);
      void queryClient.invalidateQueries({ queryKey: applicationQueries.all() });
    },
  });
  return (
    <form
      noValidate
      className="contract-send"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <fieldset className="field radio-group">
        <legend className="field__label">{t('applications.contract.method')}</legend>
        <div className="radio-group__options">
          {SIGNING_METHODS.map((method) => (
            <label key={method} className="radio-group__option" htmlFor={`${id}-${method}`}>
              <input
                id={`${id}-${method}`}
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={signingMethod === method}
                onChange={() => {
                  setSigningMethod(method);
                }}
              />
              {t(METHOD_LABELS[method])}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={send.isPending}>
        {t('applications.contract.send')}
      </button>
      {send.isError ? (
        <p className="field__error" role="alert">
          {describeError(send.error)}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Who signs and who has: in the shop, a link that opens each waiting signer's signing page; from
 * home, only that the bank sent them theirs (the links are the signers', not the dealer's).
 */
function Signers({ application, contract }: { application: Application; contract: ContractFacts }) {
  const { t, locale } = useLocale();
  const inStore = contract.signingMethod === 'in-store' && application.status === 'ContractSent';
  const links = useQuery({
    ...applicationQueries.contract(application.applicationId),
    enabled: inStore,
  });
  const signingUrlOf = (index: number): ContractSigner['signingUrl'] =>
    links.data?.signers[index]?.signingUrl;
  return (
    <>
      {contract.signingMethod === 'remote' && application.status === 'ContractSent' ? (
        <p>{t('applications.contract.remoteSent')}</p>
      ) : null}
      <ul className="contract__signers" aria-label={t('applications.contract.signers')}>
        {contract.signers.map((signer, index) => {
          const signingUrl = inStore ? signingUrlOf(index) : undefined;
          return (
            <li key={`${signer.role}-${signer.name}`}>
              <span>
                {t('applications.contract.signer', {
                  name: signer.name,
                  role: t(ROLE_LABELS[signer.role]),
                })}
              </span>{' '}
              <span>
                {signer.signedAt === null
                  ? t('applications.contract.pending')
                  : t('applications.contract.signedAt', {
                      time: formatDateTime(signer.signedAt, locale),
                    })}
              </span>
              {signingUrl === undefined ? null : (
                // On a line of its own: the salesperson hands the screen over at this link.
                <div>
                  <a href={signingUrl} target="_blank" rel="noopener noreferrer">
                    {t('applications.contract.openSigning', { name: signer.name })}
                  </a>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
