/**
 * One thing wrong with a request. `path` is relative to the calculationRequest, dot-separated with
 * array indexes as numbers ('embeddedProducts.0.price.amount'); `message` is for the dealer.
 */
export interface FieldProblem {
  path: string;
  message: string;
}
