/**
 * External card refunds: refunds a merchant's terminal processed outside the platform, recorded
 * from the terminal's transaction record (rules: external-card.ts). A record never changes.
 *
 * Keys and access patterns (single table):
 *   record    PK = XCREFUND#<refundReference>   SK = XCREFUND        get one by its reference
 *   identity  marker 'xcrefund' [merchantReference, terminalNumber (8 digits), 'guid', <globalUniqueIdentifier>]
 *             or [merchantReference, terminalNumber, 'batch', <batchNumber (3 digits)>, <transactionNumber>]
 *             → refundReference: one record per transaction of a terminal (idempotency)
 * Writes: the record and its identity marker in one TransactWriteItems, the marker under
 * attribute_not_exists, so the same transaction sent twice (or at once) is written once.
 * Item: the record's fields (no keys inside it); no full card number ever reaches it (refused first).
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { assertItemFits } from '../db/item-size.js';
import { keyPart } from '../db/keys.js';
import { markerPut, readMarker } from '../db/markers.js';
import { cancellationCodes } from '../db/transactions.js';
import { ConflictError } from '../http/errors.js';
import type { ExternalCardRefundBody } from '../schemas/external-card-refund-body.js';

export type Present<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** The terminal's record as kept: nulls left out, terminal and batch numbers padded, the required fields present. */
export type RecordedTransaction = Present<ExternalCardRefundBody> & {
  terminalNumber: string;
  currency: NonNullable<ExternalCardRefundBody['currency']>;
  approvedAmountInCents: number;
};

/** One recorded refund: the terminal's record and who recorded it, when, for which terminal. */
export type ExternalCardRefundRecord = RecordedTransaction & {
  reference: string;
  merchantReference: string;
  /** The platform's reference of the terminal the number named. */
  terminalReference: string;
  /** The token subject that recorded it. */
  recordedBy: string;
  createdDate: string;
  status: number;
  category: number;
  summaryStatus: number;
};

const ENTITY = 'ExternalCardRefund';
const MARKER_KIND = 'xcrefund';

export const externalCardRefundKeys = {
  record: (reference: string) => ({ PK: `XCREFUND#${reference}`, SK: 'XCREFUND' }),
};

const identityParts = (record: Pick<ExternalCardRefundRecord, 'merchantReference' | 'terminalNumber'>, identity: readonly string[]): string[] =>
  [record.merchantReference, record.terminalNumber, ...identity].map(keyPart);

export type InsertOutcome = { inserted: true } | { inserted: false; existing: ExternalCardRefundRecord };

function recordOf(item: Record<string, unknown>): ExternalCardRefundRecord {
  const { PK: _pk, SK: _sk, entity: _e, ...record } = item;
  return record as ExternalCardRefundRecord;
}

/** One recorded refund by its reference, or undefined. */
export async function readExternalCardRefund(reference: string): Promise<ExternalCardRefundRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: externalCardRefundKeys.record(reference.toLowerCase()), ConsistentRead: true }));
  return out.Item ? recordOf(out.Item) : undefined;
}

/** Attempts before two requests writing the same identifiers at the same instant give up (DynamoDB's TransactionConflict). */
const ATTEMPTS = 3;

/**
 * Writes the record with its identity marker, unless the identity is already taken: then the record
 * that took it (read after the refused write, never before). 422 when the record is too large to store.
 */
export async function insertExternalCardRefund(record: ExternalCardRefundRecord, identity: readonly string[]): Promise<InsertOutcome> {
  const item = { ...externalCardRefundKeys.record(record.reference), entity: ENTITY, ...record };
  assertItemFits(item, 'external card refund');
  const parts = identityParts(record, identity);
  const transaction = new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: config.tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      markerPut(MARKER_KIND, parts, { refundReference: record.reference }),
    ],
  });
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      await db.send(transaction);
      return { inserted: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes === undefined) throw error;
      if (codes[1] === 'ConditionalCheckFailed') {
        const marker = await readMarker(MARKER_KIND, ...parts);
        const existing = typeof marker?.['refundReference'] === 'string' ? await readExternalCardRefund(marker['refundReference']) : undefined;
        if (existing) return { inserted: false, existing };
      }
      // Otherwise the same identifiers are being written by another request this instant: try again.
    }
  }
  throw new ConflictError('This transaction is being recorded by another request; send it again.', [
    { field: 'body.transactionNumber', reason: 'is being recorded by a concurrent request' },
  ]);
}
