/**
 * Who may see a payment and who may answer for it. Readers: the payer (the caller that submitted
 * it, or a token speaking for its consumer), the merchants it pays, and admin callers. Answering a
 * PIN or confirmation: the payer or admin. Anyone else gets 404, as if the payment did not exist.
 */
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import type { PaymentRecord } from './payments.js';

const claim = (caller: Caller, name: 'ConsumerReference' | 'MerchantReference'): string | undefined =>
  caller.kind === 'user' ? caller.claims[name]?.toLowerCase() : undefined;

export function mayAnswer(caller: Caller, payment: Pick<PaymentRecord, 'createdBy' | 'consumerReference'>): boolean {
  if (caller.kind === 'admin') return true;
  if (caller.kind !== 'user') return false;
  if (callerScope(caller) === payment.createdBy) return true;
  const consumer = claim(caller, 'ConsumerReference');
  return consumer !== undefined && consumer === payment.consumerReference?.toLowerCase();
}

export function mayRead(caller: Caller, payment: Pick<PaymentRecord, 'createdBy' | 'consumerReference' | 'merchantReferences'>): boolean {
  if (mayAnswer(caller, payment)) return true;
  const merchant = claim(caller, 'MerchantReference');
  return merchant !== undefined && payment.merchantReferences.some((m) => m.toLowerCase() === merchant);
}
