import { mayReceiveDocumentFile } from '../../../domain/application-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { documentTypeLabel } from '../../../components/status-labels';
import {
  DOCUMENT_FILE_TYPES,
  documentFileTypeOf,
  MAX_DOCUMENT_FILE_BYTES,
  type ApplicationDocument,
} from '../../../domain/contract';
import { ApiProblemError, describeError } from '../../../lib/api-errors';
import type { Translate } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { saveFile } from '../../../lib/save-file';
import {
  applicationQueries,
  downloadDocumentFile,
  uploadDocumentFile,
} from '../api/application-queries';

/** What the file picker offers: the types the bank takes, by extension and by type. */
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...DOCUMENT_FILE_TYPES].join(',');

/** A reason the portal refuses a file before sending it. */
class RefusedFile extends Error {}

/**
 * The file's own first bytes and its size decide, never its name: what the server would refuse
 * is refused here at once, without sending megabytes over a phone's connection.
 */
async function checkFile(file: File, t: Translate): Promise<void> {
  if (file.size === 0) throw new RefusedFile(t('applications.documents.file.empty'));
  if (file.size > MAX_DOCUMENT_FILE_BYTES) {
    throw new RefusedFile(t('applications.documents.file.tooLarge'));
  }
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (documentFileTypeOf(head) === undefined) {
    throw new RefusedFile(t('applications.documents.file.wrongType'));
  }
}

/** The server's refusal in the user's words where the portal knows them. */
function refusalOf(error: unknown, t: Translate): string {
  if (error instanceof RefusedFile) return error.message;
  if (error instanceof ApiProblemError) {
    if (error.status === 415) return t('applications.documents.file.wrongType');
    if (error.status === 413) return t('applications.documents.file.tooLarge');
    if (error.status === 409) return t('applications.documents.file.notNow');
  }
  return describeError(error);
}

/** A document's file: send one while the bank still needs it, and get back the one it has. */
export function DocumentFileControl({
  applicationId,
  document,
}: {
  applicationId: number;
  document: ApplicationDocument;
}) {
  const { t } = useLocale();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const name = documentTypeLabel(document.documentType, t);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      await checkFile(file, t);
      return uploadDocumentFile(applicationId, document.documentId, file);
    },
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueries.detail(applicationId).queryKey, application);
      void queryClient.invalidateQueries({ queryKey: applicationQueries.lists() });
    },
    onError: (error) => {
      // Refused as things stand (the bank moved on meanwhile): show how they stand now.
      if (error instanceof ApiProblemError && error.status === 409) {
        void queryClient.invalidateQueries({
          queryKey: applicationQueries.detail(applicationId).queryKey,
        });
      }
    },
    onSettled: () => {
      if (input.current !== null) input.current.value = '';
    },
  });
  const download = useMutation({
    mutationFn: (contentType: string) =>
      downloadDocumentFile(applicationId, document.documentId, contentType),
    onSuccess: (file) => {
      saveFile(file, `application-${applicationId}-${document.documentType}`);
    },
  });

  return (
    <div className="document-file">
      {document.file !== undefined ? (
        <button
          type="button"
          className="button--secondary"
          disabled={download.isPending}
          onClick={() => {
            if (document.file !== undefined) download.mutate(document.file.contentType);
          }}
        >
          {t('applications.documents.file.download', { document: name })}
        </button>
      ) : null}
      {download.isError ? (
        <p className="field__error" role="alert">
          {describeError(download.error)}
        </p>
      ) : null}
      {mayReceiveDocumentFile(document.status) ? (
        <div className="document-file__upload">
          <label htmlFor={inputId}>
            {document.file === undefined
              ? t('applications.documents.file.choose', { document: name })
              : t('applications.documents.file.replace', { document: name })}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={upload.isPending}
            aria-describedby={hintId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file !== undefined) upload.mutate(file);
            }}
          />
          <p id={hintId} className="document-file__hint">
            {t('applications.documents.file.hint')}
          </p>
        </div>
      ) : null}
      {/* Always there, so a screen reader hears it change; it outlives the picker once sent. */}
      <p className="document-file__state" role="status">
        {upload.isPending ? (
          <>
            <progress aria-label={t('applications.documents.file.sending')} />{' '}
            {t('applications.documents.file.sending')}
          </>
        ) : upload.isSuccess ? (
          t('applications.documents.file.sent')
        ) : null}
      </p>
      {upload.isError ? (
        <p className="field__error" role="alert">
          {refusalOf(upload.error, t)}
        </p>
      ) : null}
    </div>
  );
}
