import type { Migration } from '../../database/migrations';

/**
 * Calculations now carry their startup fee S. Applications stored before get it from their own
 * figures: the financed amount is C + S + N, N being the request's non-recurrent fee in øre.
 */
export const calculationStartupFee: Migration = {
  version: 2,
  name: 'calculation startup fee',
  sql: `
    UPDATE application
       SET calculation = calculation || jsonb_build_object('startupFee',
             (calculation->>'financedAmount')::numeric
             - (calculation->>'creditAmount')::numeric
             - round(coalesce((calculation_request->'financialParameters'->>'nonRecurrentFee')::numeric, 0), 2))
     WHERE NOT calculation ? 'startupFee';
  `,
};
