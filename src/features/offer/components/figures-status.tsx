import { ApiProblemError, describeError } from '../../../lib/api-errors';
import { useLocale } from '../../../lib/locale';
import type { OfferFigures } from '../hooks/offer-calculation';
import { fieldForPath, fieldLabel } from '../model/field-paths';

/** The service's reasons, each named by the field it concerns. */
function reasonsOf(error: unknown): string[] {
  if (!(error instanceof ApiProblemError)) return [];
  return error.fieldErrors.map((fieldError) => {
    const field = fieldForPath(fieldError.path);
    return field === undefined ? fieldError.message : `${fieldLabel(field)}: ${fieldError.message}`;
  });
}

/**
 * Whether the figures on screen are the service's: a preview is labelled as one, and when the
 * service's figures differ from it, those are shown and the difference is said.
 */
export function FiguresStatus({ figures }: { figures: OfferFigures }) {
  const { amount } = useLocale();
  let text;
  let tone = 'info';
  switch (figures.status) {
    case 'incomplete':
      text = 'The figures show once the price, the number of terms and a rate are given.';
      break;
    case 'checking':
      text = 'Preview: checking with the financing service…';
      break;
    case 'confirmed':
      text = 'Confirmed by the financing service.';
      tone = 'ok';
      break;
    case 'differs':
      text = `The financing service's figures differ from the preview (which gave ${amount(figures.preview.termAmount)}); the service's are shown.`;
      tone = 'warning';
      break;
    case 'failed':
      text = `Not confirmed by the financing service: ${describeError(figures.error)} The figures shown are a preview.`;
      tone = 'warning';
      break;
  }
  return (
    <div className={`figures-status figures-status--${tone}`} data-figures-status={figures.status}>
      <p role="status">{text}</p>
      {figures.status === 'failed' && reasonsOf(figures.error).length > 0 ? (
        <ul className="figures-status__reasons">
          {reasonsOf(figures.error).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {figures.status === 'failed' ? (
        <button type="button" className="button--secondary" onClick={figures.retry}>
          Check again
        </button>
      ) : null}
    </div>
  );
}
