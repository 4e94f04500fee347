/** A consumer's accounts: stop a card, dispute or stop debit orders, bank account balance and limits. */
export { stopCard } from './accounts/stop-card.js';
export { disputeDebitOrders } from './accounts/dispute-debit-orders.js';
export { stopDebitOrders } from './accounts/stop-debit-orders.js';
export { bankAccountBalance } from './accounts/bank-account-balance.js';
export { bankAccountLimits } from './accounts/bank-account-limits.js';
export { setBankAccountLimit } from './accounts/set-bank-account-limit.js';
