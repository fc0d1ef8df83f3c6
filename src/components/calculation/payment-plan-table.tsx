import { memo } from 'react';
import { residualValueLine } from '../../domain/calculation';
import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import './calculation.css';

export interface PaymentPlanTableProps {
  calculation: Calculation;
  /** Visible caption; default "Payment plan" in the chosen language. */
  caption?: string;
  /** Extra class for layout by the page. */
  className?: string;
}

/**
 * Every term of the plan: due date, payment, interest, principal, fees and the balance after it,
 * closed by the residual value's line (for a lease with the interest of the term after the last
 * payment), so the columns add up to the totals. The header row stays visible while the
 * (possibly long) plan scrolls. Memoised: a page that hands it a deferred calculation leaves its
 * rows out of the key's render.
 */
export const PaymentPlanTable = memo(function PaymentPlanTable({
  calculation,
  caption,
  className,
}: PaymentPlanTableProps) {
  const { amount, date, t } = useLocale();
  const shownCaption = caption ?? t('common.plan.caption');
  const rows = calculation.paymentPlan;
  const residual = residualValueLine(calculation);
  if (rows === undefined || rows.length === 0) {
    return <p className="payment-plan__empty">{t('common.plan.empty')}</p>;
  }
  return (
    <div
      className={['payment-plan', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={shownCaption}
      tabIndex={0}
    >
      <table className="payment-plan__table">
        <caption>{shownCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('common.plan.term')}</th>
            <th scope="col">{t('common.plan.due')}</th>
            <th scope="col">{t('common.plan.payment')}</th>
            <th scope="col">{t('common.plan.interest')}</th>
            <th scope="col">{t('common.plan.principal')}</th>
            <th scope="col">{t('common.plan.fees')}</th>
            <th scope="col">{t('common.plan.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term}>
              <th scope="row">{row.term}</th>
              <td>{date(row.dueDate)}</td>
              <td>{amount(row.payment)}</td>
              <td>{amount(row.interest)}</td>
              <td>{amount(row.principal)}</td>
              <td>{amount(row.fees)}</td>
              <td>{amount(row.balance)}</td>
            </tr>
          ))}
        </tbody>
        {residual === undefined ? null : (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('common.plan.residualAtEnd')}
              </th>
              <td>{amount(residual.payment)}</td>
              <td>{amount(residual.interest)}</td>
              <td>{amount(residual.principal)}</td>
              <td />
              <td>{amount(0)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
});
