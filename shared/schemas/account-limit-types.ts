/** The two enums that name a bank account's transaction limit: what it limits and how often it resets. */
import * as z from 'zod/mini';

// Unknown, CashWithdrawal and Transfer are named by the interface; the other ten are ours.
export const TRANSACTION_LIMIT_TYPES = [
  'Unknown', 'CashWithdrawal', 'Transfer', 'Purchase', 'BillPayment', 'Airtime', 'CardNotPresent',
  'CardPresent', 'DebitOrder', 'InternationalTransfer', 'OnlinePurchase', 'Deposit', 'Refund',
] as const;
export const transactionLimitType = z.enum(TRANSACTION_LIMIT_TYPES);
export type TransactionLimitType = z.infer<typeof transactionLimitType>;

/**
 * The types a payment can be of (shared/payments/pay-request.ts maps each kind of destination to
 * one), so the only ones a limit is set for and enforced (CON-21); the enum keeps all thirteen.
 */
export const ENFORCED_LIMIT_TYPES = ['CashWithdrawal', 'Transfer', 'Purchase', 'BillPayment'] as const satisfies readonly TransactionLimitType[];
export type EnforcedLimitType = (typeof ENFORCED_LIMIT_TYPES)[number];
export const isEnforcedLimitType = (type: string): type is EnforcedLimitType => (ENFORCED_LIMIT_TYPES as readonly string[]).includes(type);

export const RESET_PERIODS = ['PerTransaction', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export const resetPeriod = z.enum(RESET_PERIODS);
export type ResetPeriod = z.infer<typeof resetPeriod>;
