import { memo } from 'react';
import { residualValueLine } from '../../domain/calculation';
import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import { Table, type Column } from '../data-table';
import './calculation.css';

type PaymentPlanRow = NonNullable<Calculation['paymentPlan']>[number];

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
  const columns: Column<PaymentPlanRow>[] = [
    { header: t('common.plan.term'), cell: (row) => row.term },
    { header: t('common.plan.due'), cell: (row) => date(row.dueDate) },
    { header: t('common.plan.payment'), cell: (row) => amount(row.payment) },
    { header: t('common.plan.interest'), cell: (row) => amount(row.interest) },
    { header: t('common.plan.principal'), cell: (row) => amount(row.principal) },
    { header: t('common.plan.fees'), cell: (row) => amount(row.fees) },
    { header: t('common.plan.balance'), cell: (row) => amount(row.balance) },
  ];
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
      <Table
        className="payment-plan__table"
        caption={shownCaption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.term}
        footer={
          residual === undefined ? null : (
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
          )
        }
      />
    </div>
  );
});
