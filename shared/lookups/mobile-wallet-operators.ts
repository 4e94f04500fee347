/** Mobile money operators (shared/lookups/data/mobile-wallet-operators.ts). */
import { MOBILE_WALLET_OPERATOR_DATA, type MobileWalletOperatorData } from './data/mobile-wallet-operators.js';

export type MobileWalletOperator = MobileWalletOperatorData;

/** Operators ordered by country, then name. */
export function mobileWalletOperators(): MobileWalletOperator[] {
  return [...MOBILE_WALLET_OPERATOR_DATA].sort(
    (a, b) => a.countryIsoCode.localeCompare(b.countryIsoCode) || a.name.localeCompare(b.name),
  );
}
