/**
 * Hosted payment form sessions (docs/decisions/payment-form.md, FORM-2): what one opened form may
 * pay, for how long, and which payment used it.
 *
 * Keys: PK `FORMSESSION#<sessionReference>`, SK `FORMSESSION`; read by reference only (GetItem).
 * `expiresAt` is the table's TTL (epoch seconds), a day past `validUntil`, so an expired session
 * still answers 410 for a while before it is gone (404).
 * Claimed by the payment that uses it in the payment's own insert (claimSessionItem, the QR bill
 * pattern): of two payments with one session, one is accepted.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { ApiError, ConflictError, NotFoundError } from '../http/errors.js';
import type { FormMethod, FormTemplate } from './options.js';

export interface FormSessionRecord {
  sessionReference: string;
  /** How it was opened: GET …/form/{reference} or GET …/form/offline. */
  origin: 'form' | 'offline';
  merchantReference: string;
  merchantName: string;
  /** ISO 4217 alpha code: the merchant's. */
  currency: string;
  terminalReference?: string;
  /** A QR bill the form pays (its fixed amount), FORM-4. */
  qrBillReference?: string;
  /** The platform QR payload of that bill, paid as a qrCodes destination. */
  qrCode?: string;
  /** Fixed by a QR bill or an offline link; absent: the payer types the amount. */
  amountInCents?: number;
  clientReference?: string;
  templateName: FormTemplate;
  notificationEmailTemplateName?: string;
  methods: FormMethod[];
  createdBy: string;
  createdAt: string;
  /** ISO instant; the session pays nothing from then on (410). */
  validUntil: string;
  /** The payment that used it (the session is single use). */
  paymentReference?: string;
  usedAt?: string;
}

/** How long an opened form may be paid with. */
export const FORM_SESSION_SECONDS = 15 * 60;
const KEEP_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

export const formSessionKeys = {
  session: (sessionReference: string) => ({ PK: `FORMSESSION#${sessionReference}`, SK: 'FORMSESSION' }),
};

const ttlOf = (validUntil: string): number => Math.floor(Date.parse(validUntil) / 1000) + KEEP_AFTER_EXPIRY_SECONDS;

/** Stores a new session; false when one with this reference exists (an offline link opened again). */
export async function insertFormSession(session: FormSessionRecord): Promise<boolean> {
  try {
    await db.send(new PutCommand({
      TableName: config.tableName,
      Item: { ...formSessionKeys.session(session.sessionReference), entity: 'FormSession', ...session, expiresAt: ttlOf(session.validUntil) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function getFormSession(sessionReference: string): Promise<FormSessionRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: formSessionKeys.session(sessionReference.toLowerCase()), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _entity, expiresAt: _ttl, ...record } = out.Item;
  return record as FormSessionRecord;
}

/**
 * The conditional claim written with the payment's insert: the session exists, no payment used it
 * and it is still valid at `now`.
 */
export function claimSessionItem(sessionReference: string, paymentReference: string, now: Date): Record<string, unknown> {
  return {
    Update: {
      TableName: config.tableName, Key: formSessionKeys.session(sessionReference),
      UpdateExpression: 'SET paymentReference = :payment, usedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(paymentReference) AND validUntil > :now',
      ExpressionAttributeValues: { ':payment': paymentReference, ':now': now.toISOString() },
    },
  };
}

const FIELD = 'body.paymentFormSessionReference';

/** 409 once used, 410 once expired, 404 when there is none: what the page shows the payer (FORM-5). */
export function assertSessionPayable(session: FormSessionRecord | undefined, now: Date, field = FIELD): asserts session is FormSessionRecord {
  if (!session) throw new NotFoundError('Payment form session', field);
  if (session.paymentReference) {
    throw new ConflictError('This payment form was already used for a payment; ask the merchant for a new one.', [{ field, reason: 'the session was already used' }]);
  }
  if (session.validUntil <= now.toISOString()) {
    throw new ApiError(410, 'GONE', 'This payment form has expired; ask the merchant for a new one.', [{ field, reason: `the session expired at ${session.validUntil}` }]);
  }
}
