/**
 * Discount codes (ACP's discount extension, ACP-14). The platform runs no promotions, so every code
 * an agent sends is answered as rejected — in `discounts.rejected` and as a warning message naming
 * it — rather than taken and silently left out of the price.
 */
import type { MessageResult } from '../schemas/agentic-checkout-results.js';

export interface DiscountsResult {
  codes: string[];
  applied: never[];
  rejected: { code: string; reason: 'discount_code_invalid'; message: string }[];
}

const why = (code: string) => `Code '${code}' could not be applied: this merchant offers no discount codes.`;

/** The codes a request names: `discounts.codes`, or ACP's deprecated `coupons` when that is all it sends. */
export function requestedCodes(body: { discounts?: { codes: string[] } | undefined; coupons?: string[] | undefined }): string[] | undefined {
  return body.discounts?.codes ?? body.coupons;
}

export function discountsAnswer(codes: readonly string[]): DiscountsResult {
  return { codes: [...codes], applied: [], rejected: codes.map((code) => ({ code, reason: 'discount_code_invalid', message: why(code) })) };
}

/** Non-blocking: the session stays payable at its undiscounted total, and the buyer is told. */
export function discountWarnings(codes: readonly string[]): MessageResult[] {
  return codes.map((code, i) => ({
    type: 'warning', code: 'discount_code_invalid', severity: 'low', resolution: 'recoverable',
    param: `$.discounts.codes[${i}]`, content_type: 'plain', content: why(code),
  }));
}
