/** A consumer's accounts: card stop, debit orders, bank account balance and limits. */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { integer, opt, requiredText, text } from './common.js';

// Unknown, CashWithdrawal and Transfer are named by the interface; the other ten are ours.
export const TRANSACTION_LIMIT_TYPES = [
  'Unknown', 'CashWithdrawal', 'Transfer', 'Purchase', 'BillPayment', 'Airtime', 'CardNotPresent',
  'CardPresent', 'DebitOrder', 'InternationalTransfer', 'OnlinePurchase', 'Deposit', 'Refund',
] as const;
export const transactionLimitType = z.enum(TRANSACTION_LIMIT_TYPES);
export type TransactionLimitType = z.infer<typeof transactionLimitType>;

export const RESET_PERIODS = ['PerTransaction', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export const resetPeriod = z.enum(RESET_PERIODS);
export type ResetPeriod = z.infer<typeof resetPeriod>;

export const cardStopBody = z.strictObject({
  cardReference: uuid(),
  reason: opt(text(512)),
});
export type CardStopBody = z.infer<typeof cardStopBody>;

/** Dispute or stop: the same list of debit orders. */
export const debitOrdersBody = z.strictObject({
  debitOrderReferences: z.array(requiredText(64)).check(z.minLength(1, 'must name at least one debit order'), z.maxLength(100, 'must hold at most 100 references')),
});
export type DebitOrdersBody = z.infer<typeof debitOrdersBody>;

export const balanceResult = z.object({
  currency: z.string(),
  // Overdrawn accounts have negative balances.
  availableAmountInCents: integer(),
  currentAmountInCents: integer(),
});
export type BalanceResult = z.infer<typeof balanceResult>;

/** One limit of a bank account; a null amount means no limit of that kind. */
export const limitResult = z.object({
  transactionLimitType: transactionLimitType,
  resetPeriod: resetPeriod,
  limitAmountInCents: opt(integer()),
  currency: opt(z.string()),
});
export type LimitResult = z.infer<typeof limitResult>;

/** A missing amount removes the limit (the interface marks only the two enums required). */
export const setLimitBody = z.strictObject({
  transactionLimitType: transactionLimitType,
  resetPeriod: resetPeriod,
  newLimitAmountInCents: opt(amountInCents()),
});
export type SetLimitBody = z.infer<typeof setLimitBody>;
