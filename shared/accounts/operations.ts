/**
 * What a consumer token does to its own accounts: stop a card, dispute or stop debit orders, read a
 * bank account's balance. The token's ConsumerReference is the partition, so another consumer's
 * reference is simply not found (404, like one that does not exist).
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { assertOwnsConsumer } from '../auth/claim-policy.js';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { cancelledAt, isConditionFailure } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { accountBalance, ledgerAccountKey, type Balance } from '../ledger/balances.js';
import type { DebitOrderStatus } from '../schemas/account.js';
import { accountKeys, getAccount, getAccounts, type AccountKind, type BankAccountRecord, type DebitOrderRecord } from './accounts.js';

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
  try {
    await db.send(new UpdateCommand({
      TableName: config.tableName,
      Key: accountKeys.account(consumerReference, 'CARD', card.reference),
      UpdateExpression: `SET #status = :stopped, stoppedAt = :now, updatedAt = :now${reason ? ', stoppedReason = :reason' : ''}`,
      ConditionExpression: 'attribute_exists(PK) AND #status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':stopped': 'Stopped', ':active': 'Active', ':now': now.toISOString(), ...(reason ? { ':reason': reason } : {}) },
    }));
  } catch (error) {
    // Stopped by a concurrent request: the outcome the caller asked for.
    if (!isConditionFailure(error)) throw error;
  }
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

  const nowIso = now.toISOString();
  const stamp = action === 'dispute' ? 'disputedAt' : 'stoppedAt';
  const items = [...found.values()].map((order: DebitOrderRecord) => {
    const next = MOVES[action][order.status] ?? order.status;
    return {
      Update: {
        TableName: config.tableName,
        Key: accountKeys.account(consumerReference, 'DEBIT', order.reference),
        // The status read is the status changed: a concurrent change cancels the whole request.
        UpdateExpression: `SET #status = :next, updatedAt = :now, ${stamp} = if_not_exists(${stamp}, :now)`,
        ConditionExpression: 'attribute_exists(PK) AND #status = :read',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':next': next, ':read': order.status, ':now': nowIso },
      },
    };
  });
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (cancelledAt(error)?.length) throw new ConflictError('A debit order changed while this request ran; nothing was changed. Try again.');
    throw error;
  }
}
