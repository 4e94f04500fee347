/**
 * A merchant an administrator deactivated (isActive false; docs/decisions/merchants-products.md,
 * MER-22): it gets no tokens and starts no new money movement of its own. Small and apart, so each
 * function that refuses it bundles only this.
 */
import { UnprocessableError } from '../http/errors.js';

/** The reason a refusal names, for the field that speaks for the merchant. */
export const MERCHANT_DEACTIVATED = 'the merchant is not active (deactivated by an administrator)';

/** 422 naming `field` when the merchant is deactivated; `what` says what it cannot do ("it cannot pay out"). */
export function assertMerchantActive(merchant: { isActive: boolean }, field: string, what: string): void {
  if (!merchant.isActive) throw new UnprocessableError(`This merchant is not active; ${what}.`, [{ field, reason: MERCHANT_DEACTIVATED }]);
}
