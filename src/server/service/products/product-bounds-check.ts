import { productBoundMessage, productBoundProblems } from '../../../domain/calculation';
import type { CalculationRequest } from '../../../domain/contract';
import type { Database } from '../../database';
import { unprocessable } from '../../http';
import { findProduct } from './product-repository';

/**
 * A request naming a product of the price list must keep its bounds: 422 naming every field
 * outside them. A `productId` the price list does not have is the spec's free field (the bank's
 * other systems have products too) and bounds nothing.
 */
export async function checkProductBounds(
  database: Database,
  request: CalculationRequest,
): Promise<void> {
  if (request.productId === undefined) return;
  const product = await findProduct(database, request.productId);
  if (product === undefined) return;
  const problems = productBoundProblems(product, request);
  if (problems.length === 0) return;
  throw unprocessable(
    `The offer is outside the bounds of the product ${product.name}`,
    problems.map(({ path, bound }) => ({
      path: `calculationRequest.${path}`,
      message: productBoundMessage(bound),
    })),
  );
}
