/**
 * The price a product answers at a moment, and its maximum, apart from the bill checks in bills.ts
 * so the product writes and the agentic reads need not bundle what paying a bill runs.
 */
import type { ProductRecord } from './products.js';

/** The product's price at `now`: the future price once its date has passed (as products answer it). */
export function productPrice(product: ProductRecord, now = new Date()): number | undefined {
  const switched = product.futureAmountInCents !== undefined && product.futureAmountEffectiveFromDate !== undefined
    && Date.parse(product.futureAmountEffectiveFromDate) <= now.getTime();
  return switched ? product.futureAmountInCents : product.amountInCents;
}

/**
 * The product's maximum when `amountInCents`, what one purchase of it pays, is above it; undefined
 * within it or when the product has none. One rule for a bill on POST /v1/pay (billIssues) and a
 * checkout session's line, unit price × quantity (ACP-22).
 */
export function exceededMaximum(product: Pick<ProductRecord, 'maximumAmountInCents'>, amountInCents: number): number | undefined {
  const maximum = product.maximumAmountInCents;
  return typeof maximum === 'number' && amountInCents > maximum ? maximum : undefined;
}
