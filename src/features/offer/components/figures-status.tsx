import type { FieldProblem } from '../../../domain/calculation';
import { ApiProblemError, describeError } from '../../../lib/api-errors';
import { problemMessage, sayMessage, type Translate } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { brokenRuleOf, type OfferFigures } from '../hooks/offer-calculation';
import { fieldForPath, fieldLabel } from '../model/field-paths';
import type { ProductBoundIssue } from '../model/product-terms';

/**
 * The service's reasons, each named by the field it concerns; where it is a product's bound the
 * portal words too, in the portal's words (the service's are English).
 */
function reasonsOf(
  error: unknown,
  t: Translate,
  boundIssues: readonly ProductBoundIssue[],
  loanType: string,
): string[] {
  if (!(error instanceof ApiProblemError)) return [];
  return error.fieldErrors.map((fieldError) => {
    const field = fieldForPath(fieldError.path);
    const bound = boundIssues.find((issue) => issue.field === field);
    const message = sayMessage(bound?.message ?? problemMessage(fieldError));
    return field === undefined
      ? message
      : t('offer.status.reason', { label: fieldLabel(field, loanType), message });
  });
}

function incompleteText(problems: readonly FieldProblem[], t: Translate): string {
  const broken = brokenRuleOf(problems);
  return broken === undefined
    ? t('offer.status.incomplete')
    : t('offer.status.blocked', { reason: sayMessage(problemMessage(broken)) });
}

/**
 * Whether the figures on screen are the service's: a preview is labelled as one, and when the
 * service's figures differ from it, those are shown and the difference is said.
 */
export function FiguresStatus({ figures }: { figures: OfferFigures }) {
  const { amount, t } = useLocale();
  let text;
  let tone = 'info';
  switch (figures.status) {
    case 'incomplete':
      text = incompleteText(figures.problems, t);
      break;
    case 'checking':
      text = t('offer.status.checking');
      break;
    case 'confirmed':
      text = t('offer.status.confirmed');
      tone = 'ok';
      break;
    case 'differs':
      text = t('offer.status.differs', { preview: amount(figures.preview.termAmount) });
      tone = 'warning';
      break;
    case 'failed':
      text = t('offer.status.failed', { reason: describeError(figures.error) });
      tone = 'warning';
      break;
  }
  const reasons =
    figures.status === 'failed'
      ? reasonsOf(figures.error, t, figures.boundIssues, figures.calculation.loanType)
      : [];
  return (
    <div className={`figures-status figures-status--${tone}`} data-figures-status={figures.status}>
      <p role="status">{text}</p>
      {reasons.length > 0 ? (
        <ul className="figures-status__reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {figures.status === 'failed' ? (
        <button type="button" className="button--secondary" onClick={figures.retry}>
          {t('offer.status.checkAgain')}
        </button>
      ) : null}
    </div>
  );
}
