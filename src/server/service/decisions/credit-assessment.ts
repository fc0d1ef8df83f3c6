import { productFits, todayInNorway } from '../../../domain/calculation';
import {
  customerTypeOf,
  knownValuesOf,
  loanTypeOf,
  type AcceptedAssessmentRequestBody,
  type CalculationRequest,
  type Product,
} from '../../../domain/contract';
import { creditFindings, type CreditFinding } from '../../../domain/credit-rules';
import type { Database } from '../../database';
import { recalculate } from '../calculation/recalculate';
import { cachedProducts, findProduct } from '../products/product-repository';

/**
 * The product an offer falls under: the one it names, else the first of the price list that
 * covers its object, condition, loan type and customer type (a client built strictly to the
 * spec names none). Undefined when none does: the bank's general rules apply.
 */
export async function productOfOffer(
  database: Database,
  request: CalculationRequest,
): Promise<Product | undefined> {
  if (request.productId !== undefined) {
    const named = await findProduct(database, request.productId);
    if (named !== undefined) return named;
  }
  // The same rule the portal picks an offer's product by, on the price list in memory.
  const { object } = request;
  const offer = {
    objectType: object?.objectTypeID,
    objectCondition: object?.objectCondition,
    loanType: loanTypeOf(request),
    customerType: customerTypeOf(request),
  };
  return (await cachedProducts(database)).find((product) => productFits(product, offer));
}

/**
 * What the bank's rules find in an offer, as `POST /application/assessment` answers and the
 * embedded bank decides: the offer is calculated first (a request that does not calculate is
 * refused as `POST /calculation` refuses it).
 */
export async function assessOffer(
  database: Database,
  { calculationRequest: request, applicant }: AcceptedAssessmentRequestBody,
  now: Date,
): Promise<CreditFinding[]> {
  const calculation = await recalculate(database, request, now);
  // recalculate refuses a request whose values the rules do not know.
  const known = knownValuesOf(request) ?? {};
  return creditFindings({
    request: known,
    calculation,
    product: await productOfOffer(database, known),
    today: todayInNorway(now),
    applicant,
  });
}
