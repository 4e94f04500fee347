/**
 * A merchant's balance: what the platform owes it, per currency, from its ledger account
 * (`MERCHANT#<reference>`, credited by payments to it and by bills of its products; docs/decisions/
 * merchants-products.md, MER-17). Read by the merchant itself (its token's MerchantReference) and
 * by admin; anyone else gets 404, as for a merchant that does not exist.
 */
import { assertOwnsMerchant } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError } from '../http/errors.js';
import { accountBalances, ledgerAccountKey } from '../ledger/balances.js';
import type { MerchantBalanceResult } from '../schemas/merchant-balance.js';
import { getMerchant } from './merchants.js';

export async function merchantBalance(caller: Caller, merchantReference: string | undefined, field: string): Promise<MerchantBalanceResult> {
  const reference = (merchantReference ?? (caller.kind === 'user' ? caller.claims['MerchantReference'] : undefined))?.toLowerCase();
  if (reference === undefined) throw new NotFoundError('Merchant', field);
  assertOwnsMerchant(caller, reference, field);
  const merchant = await getMerchant(reference);
  if (!merchant) throw new NotFoundError('Merchant', field);
  const held = await accountBalances(ledgerAccountKey.merchant(merchant.reference));
  // Its own currency always answers, first (MER-21), at zero before anything was paid to it; the others follow in currency order.
  const own = held.find((b) => b.currency === merchant.currency) ?? { currency: merchant.currency, availableAmountInCents: 0, currentAmountInCents: 0 };
  return { merchantReference: merchant.reference, balances: [own, ...held.filter((b) => b !== own)] };
}
