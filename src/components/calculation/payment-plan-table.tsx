import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import './calculation.css';

export interface PaymentPlanTableProps {
  calculation: Calculation;
  /** Visible caption; default "Payment plan". */
  caption?: string;
  /** Extra class for layout by the page. */
  className?: string;
}

/**
 * Every term of the plan: due date, payment, interest, principal, fees and the balance after it.
 * The header row stays visible while the (possibly long) plan scrolls.
 */
export function PaymentPlanTable({
  calculation,
  caption = 'Payment plan',
  className,
}: PaymentPlanTableProps) {
  const { amount, date } = useLocale();
  const rows = calculation.paymentPlan;
  if (rows === undefined || rows.length === 0) {
    return <p className="payment-plan__empty">No payment plan was calculated for this offer.</p>;
  }
  return (
    <div
      className={['payment-plan', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="payment-plan__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">Due</th>
            <th scope="col">Payment</th>
            <th scope="col">Interest</th>
            <th scope="col">Principal</th>
            <th scope="col">Fees</th>
            <th scope="col">Balance</th>
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
        {calculation.residualValue > 0 ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Residual value at the end
              </th>
              <td colSpan={5}>{amount(calculation.residualValue)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
