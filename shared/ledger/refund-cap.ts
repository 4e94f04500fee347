/**
 * The refund cap: per source transaction (its transactionReference), what it sourced and what was
 * given back. The counter item changes in the same TransactWriteItems as the postings that move
 * money, so a refund above what is left fails atomically with the refund's own postings.
 *
 *   payment-debit              sourced += amount, refundable += amount
 *   refund                     refunded += amount, refundable −= amount   (guard: refundable ≥ amount)
 *   reversal of payment-debit  reversed += amount, refundable −= amount   (guard: refundable ≥ amount)
 *   reversal of refund         refunded −= amount, refundable += amount
 *
 * DynamoDB conditions cannot add, so `refundableInCents` (sourced − refunded − reversed) is kept
 * beside the totals and the guard compares it alone. A source transaction has one currency.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { ledgerKeys } from './keys.js';
import { movedAmount, type LedgerTransaction } from './transaction.js';

export interface RefundCap {
  transactionReference: string;
  currency: string;
  sourcedInCents: number;
  refundedInCents: number;
  reversedInCents: number;
  refundableInCents: number;
}

interface CapChange {
  field: 'sourcedInCents' | 'refundedInCents' | 'reversedInCents';
  /** Signed change of `field`; refundable moves by the same amount, negated for refunds and reversals. */
  delta: number;
  refundableDelta: number;
  guarded: boolean;
}

function capChange(tx: LedgerTransaction, amountInCents: number): CapChange | undefined {
  if (tx.kind === 'payment-debit') return { field: 'sourcedInCents', delta: amountInCents, refundableDelta: amountInCents, guarded: false };
  if (tx.kind === 'refund') return { field: 'refundedInCents', delta: amountInCents, refundableDelta: -amountInCents, guarded: true };
  if (tx.kind === 'reversal' && tx.reversesKind === 'payment-debit') return { field: 'reversedInCents', delta: amountInCents, refundableDelta: -amountInCents, guarded: true };
  if (tx.kind === 'reversal' && tx.reversesKind === 'refund') return { field: 'refundedInCents', delta: -amountInCents, refundableDelta: amountInCents, guarded: false };
  return undefined;
}

/** The counter update a transaction brings, or undefined when it does not touch a source's cap. */
export function refundCapUpdate(tx: LedgerTransaction, at: string): Record<string, unknown> | undefined {
  if (!tx.transactionReference) return undefined;
  const { currency, amountInCents } = movedAmount(tx);
  const change = capChange(tx, amountInCents);
  if (!change) return undefined;
  const fields = ['sourcedInCents', 'refundedInCents', 'reversedInCents'] as const;
  return {
    Update: {
      TableName: config.tableName,
      Key: ledgerKeys.refundCap(tx.transactionReference),
      // Every total is ADDed (0 for the untouched ones) so a first write creates them all.
      UpdateExpression: `ADD ${fields.map((f) => `${f} :${f}`).join(', ')}, refundableInCents :refundable SET currency = :currency, transactionReference = :ref, entity = :entity, updatedAt = :at`,
      ConditionExpression: change.guarded ? 'currency = :currency AND refundableInCents >= :need' : 'attribute_not_exists(currency) OR currency = :currency',
      ExpressionAttributeValues: {
        ...Object.fromEntries(fields.map((f) => [`:${f}`, f === change.field ? change.delta : 0])),
        ':refundable': change.refundableDelta,
        ':currency': currency,
        ':ref': tx.transactionReference,
        ':entity': 'LedgerRefundCap',
        ':at': at,
        ...(change.guarded ? { ':need': amountInCents } : {}),
      },
    },
  };
}

/** What a source transaction sourced and what is still refundable; undefined when nothing was sourced under it. */
export async function refundableAmount(transactionReference: string): Promise<RefundCap | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: ledgerKeys.refundCap(transactionReference), ConsistentRead: true }));
  const item = out.Item;
  if (!item) return undefined;
  return {
    transactionReference,
    currency: String(item['currency']),
    sourcedInCents: Number(item['sourcedInCents'] ?? 0),
    refundedInCents: Number(item['refundedInCents'] ?? 0),
    reversedInCents: Number(item['reversedInCents'] ?? 0),
    refundableInCents: Number(item['refundableInCents'] ?? 0),
  };
}
