/**
 * A consumer's accounts: card stop, debit orders, bank account balance and limits, and the accounts
 * a consumer body carries. Each part lives in its own module so a function bundles only the schemas
 * its route names; this module gathers them for importers that want them all.
 */
export {
  BANK_ACCOUNT_TYPES, bankAccountInput, CARD_STATUSES, cardInput, DEBIT_ORDER_FREQUENCIES, DEBIT_ORDER_STATUSES, debitOrderInput,
  mobileWalletInput, type BankAccountInput, type CardInput, type CardStatus, type DebitOrderInput, type DebitOrderStatus,
  type MobileWalletInput,
} from './account-inputs.js';
export { balanceResult, type BalanceResult } from './account-balance.js';
export { cardStopBody, debitOrdersBody, type CardStopBody, type DebitOrdersBody } from './account-bodies.js';
export { limitResult, type LimitResult } from './account-limit-result.js';
export { setLimitBody, type SetLimitBody } from './account-limit-body.js';
export {
  RESET_PERIODS, resetPeriod, TRANSACTION_LIMIT_TYPES, transactionLimitType, type ResetPeriod, type TransactionLimitType,
} from './account-limit-types.js';
