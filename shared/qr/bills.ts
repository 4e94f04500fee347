/**
 * QR bills: what a dynamic QR code of this platform names (POST /v1/qr/generate/dynamic) — one
 * amount, for one invoice, at one terminal of one merchant, payable once before it expires
 * (docs/decisions/qr.md, QR-32, QR-33).
 *
 * Keys and access patterns (single table):
 *   bill   PK = QRBILL#<billReference>   SK = QRBILL   get by reference (paying, validating, the
 *          qrpayment status route)
 * Writes: created once (attribute_not_exists); claimed by a payment in the same TransactWriteItems
 * that inserts the payment (claimItem: only while open, unexpired and not claimed by a payment
 * still under way); marked Paid in the same write that completes that payment (paidItem).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { UUID } from '../uuid.js';

export type QrBillStatus = 'Open' | 'Paid';

export interface QrBillRecord {
  billReference: string;
  status: QrBillStatus;
  merchantReference: string;
  terminalReference: string;
  invoiceNumber: string;
  amountInCents: number;
  /** ISO 4217 alpha code: the merchant's currency. */
  currency: string;
  /** The scheme form the code was issued in. */
  qrCodeType: string;
  createdAt: string;
  /** ISO instant; the bill cannot be paid from then on. */
  expiresAt: string;
  /** The latest payment that claimed it (a failed one stays until another claims the bill). */
  paymentReference?: string;
  paidAt?: string;
  createdBy: string;
}

export const qrBillKeys = {
  bill: (billReference: string) => ({ PK: `QRBILL#${billReference}`, SK: 'QRBILL' }),
};

export async function insertQrBill(bill: QrBillRecord): Promise<void> {
  await db.send(new PutCommand({
    TableName: config.tableName, Item: { ...qrBillKeys.bill(bill.billReference), entity: 'QrBill', ...bill }, ConditionExpression: 'attribute_not_exists(PK)',
  }));
}

/** The bill, or undefined; a reference that is not a UUID names none (and never reaches a key). */
export async function getQrBill(billReference: string): Promise<QrBillRecord | undefined> {
  if (!UUID.test(billReference)) return undefined;
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: qrBillKeys.bill(billReference.toLowerCase()), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, ...record } = out.Item;
  return record as QrBillRecord;
}

/**
 * The conditional claim a payment writes with its own insert (one TransactWriteItems): the bill is
 * still open and unexpired at `now`, and no payment holds it other than `replaces` — a payment of it
 * that ended without settling, read when the payment was planned. Two payments that read the same
 * state cannot both win: the first write changes paymentReference, the second's condition fails.
 */
export function claimItem(billReference: string, paymentReference: string, replaces: string | undefined, now: Date): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName, Key: qrBillKeys.bill(billReference),
      UpdateExpression: 'SET paymentReference = :payment',
      ConditionExpression: `attribute_exists(PK) AND #status = :open AND expiresAt > :now AND ${replaces ? 'paymentReference = :replaces' : 'attribute_not_exists(paymentReference)'}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':payment': paymentReference, ':open': 'Open', ':now': now.toISOString(), ...(replaces ? { ':replaces': replaces } : {}) },
    },
  };
}

/** Marks the bill paid by the payment that holds its claim, in the write that completes that payment. */
export function paidItem(billReference: string, paymentReference: string, at: string): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName, Key: qrBillKeys.bill(billReference),
      UpdateExpression: 'SET #status = :paid, paidAt = :at, paymentReference = :payment',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':paid': 'Paid', ':at': at, ':payment': paymentReference },
    },
  };
}
