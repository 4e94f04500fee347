/**
 * What a consumer token does to its own accounts: stop a card, dispute or stop debit orders, read a
 * bank account's balance. The token's ConsumerReference is the partition, so another consumer's
 * reference is simply not found (404, like one that does not exist).
 */
import { assertOwnsConsumer } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { accountBalance, ledgerAccountKey, type Balance } from '../ledger/balances.js';
import type { DebitOrderStatus } from '../schemas/account-inputs.js';
import { getAccount, getAccounts, moveDebitOrders, stopCardRecord, type AccountKind, type BankAccountRecord } from './accounts.js';

const NAMES: Record<AccountKind, string> = { BANK: 'Bank account', WALLET: 'Mobile wallet', CARD: 'Card', DEBIT: 'Debit order' };

/** The consumer the token speaks for; a token without one owns no account, so the account is "not found". */
export function callerConsumerReference(caller: Caller, kind: AccountKind, field: string): string {
  const reference = caller.kind === 'user' ? caller.claims['ConsumerReference'] ?? '' : '';
  try {
    assertOwnsConsumer(caller, reference, field);
  } catch {
    throw new NotFoundError(NAMES[kind], field);
  }
  return reference.toLowerCase();
}

/** One of the caller's bank accounts, or 404 naming the field. */
export async function ownBankAccount(caller: Caller, reference: string, field = 'path.bankAccountReference'): Promise<BankAccountRecord> {
  const account = await getAccount(callerConsumerReference(caller, 'BANK', field), 'BANK', reference.toLowerCase());
  if (!account) throw new NotFoundError('Bank account', field);
  return account;
}

/** GET .../bank-account/{bankAccountReference}/balance: the ledger's figures in the account's currency. */
export async function bankAccountBalance(caller: Caller, reference: string): Promise<Balance> {
  const account = await ownBankAccount(caller, reference);
  return accountBalance(ledgerAccountKey.consumerBankAccount(account.reference), account.currency);
}

/** POST .../card/stop: a stopped card is never used for payments. Stopping it again changes nothing (the first reason stays). */
export async function stopCard(caller: Caller, cardReference: string, reason: string | null | undefined, now = new Date()): Promise<void> {
  const consumerReference = callerConsumerReference(caller, 'CARD', 'body.cardReference');
  const card = await getAccount(consumerReference, 'CARD', cardReference.toLowerCase());
  if (!card) throw new NotFoundError('Card', 'body.cardReference');
  if (card.status === 'Stopped') return;
  // False: stopped by a concurrent request, the outcome the caller asked for.
  await stopCardRecord(consumerReference, card.reference, reason, now);
}

/** Where each action moves a mandate from each status; a missing entry leaves the mandate as it is. */
const MOVES: Record<'dispute' | 'stop', Partial<Record<DebitOrderStatus, DebitOrderStatus>>> = {
  // A disputed mandate is not collected until the dispute is settled; a stopped one stays stopped.
  dispute: { Active: 'Disputed' },
  stop: { Active: 'Stopped', Disputed: 'Stopped' },
};

/**
 * POST .../debit-order/dispute and .../stop: every reference must be one of the caller's mandates
 * (404 naming the first that is not), and all change in one transaction or none does.
 */
export async function changeDebitOrders(caller: Caller, action: 'dispute' | 'stop', references: string[], now = new Date()): Promise<void> {
  const consumerReference = callerConsumerReference(caller, 'DEBIT', 'body.debitOrderReferences[0]');
  const wanted = references.map((r) => r.toLowerCase());
  const found = await getAccounts(consumerReference, 'DEBIT', [...new Set(wanted)]);
  const missing = wanted.findIndex((r) => !found.has(r));
  if (missing >= 0) throw new NotFoundError('Debit order', `body.debitOrderReferences[${missing}]`);

  const stamp = action === 'dispute' ? 'disputedAt' : 'stoppedAt';
  // Only mandates whose status changes are written (CON-23): one left as it is gets no stamp of what did not happen.
  // Those left out need no condition: whatever a concurrent request makes of them, this action would leave that as it is too.
  const moves = [...found.values()].flatMap((order) => {
    const to = MOVES[action][order.status];
    return to ? [{ reference: order.reference, from: order.status, to }] : [];
  });
  if (moves.length > 0 && !(await moveDebitOrders(consumerReference, moves, stamp, now))) {
    throw new ConflictError('A debit order changed while this request ran; nothing was changed. Try again.');
  }
}
