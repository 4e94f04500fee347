/**
 * The price a product answers at a moment, apart from the bill checks in bills.ts so the product
 * writes and the agentic reads need not bundle what paying a bill runs.
 */
import type { ProductRecord } from './products.js';

/** The product's price at `now`: the future price once its date has passed (as products answer it). */
export function productPrice(product: ProductRecord, now = new Date()): number | undefined {
  const switched = product.futureAmountInCents !== undefined && product.futureAmountEffectiveFromDate !== undefined
    && Date.parse(product.futureAmountEffectiveFromDate) <= now.getTime();
  return switched ? product.futureAmountInCents : product.amountInCents;
}
