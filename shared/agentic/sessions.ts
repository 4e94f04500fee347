/**
 * Checkout sessions as stored. The order a completed session created is kept on the session (one
 * order per session, read only through it); its status is read through from the payment (ACP-8).
 *
 * Keys and access patterns (single table):
 *   session   PK = CHECKOUT#<checkoutSessionId>   SK = CHECKOUT
 *             get by id (the caller that created it only); TTL 30 days after expiry
 * Writes: every change is a put conditioned on the version read, so concurrent updates never lose one;
 * each checks the item's size first (assertSessionFits, ACP-21).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { keyPart } from '../db/keys.js';
import { assertItemFits } from '../db/item-size.js';
import { conditionHeld } from '../db/transactions.js';
import type { Buyer } from '../schemas/agentic-buyer.js';
import type { ItemRequest } from '../schemas/agentic-item.js';
import type { CapabilitiesResult, LineItemResult, MessageResult, TotalResult } from '../schemas/agentic-checkout-results.js';

/** Stored statuses; `expired` is never stored, it is read from expiresAt. */
export type StoredSessionStatus = 'not_ready_for_payment' | 'ready_for_payment' | 'complete_in_progress' | 'completed' | 'canceled';
export type SessionStatus = StoredSessionStatus | 'expired';

export interface SessionOrder {
  id: string;
  orderNumber: string;
  paymentReference: string;
  createdAt: string;
}

export interface CheckoutSessionRecord {
  id: string;
  createdBy: string;
  status: StoredSessionStatus;
  /** Upper case ISO 4217, as the platform keeps currencies. */
  currency: string;
  items: ItemRequest[];
  lineItems: LineItemResult[];
  totals: TotalResult[];
  messages: MessageResult[];
  /** Total to pay in minor units. */
  amountInCents: number;
  merchantReference?: string;
  merchantName?: string;
  capabilities: CapabilitiesResult;
  buyer?: Buyer;
  locale?: string;
  orderNotes?: string;
  /** Discount codes the agent sent last, answered as rejected (ACP-14). */
  discountCodes?: string[];
  /** ACP's intent_trace of the cancel, kept as sent (ACP-25). */
  cancelReason?: string;
  cancelTraceSummary?: string;
  cancelMetadata?: Record<string, string | number | boolean>;
  /** The order a completion is creating: named with the claim, so its payment carries it and a resumed completion keeps it (ACP-18). */
  pendingOrder?: Pick<SessionOrder, 'id' | 'orderNumber'>;
  order?: SessionOrder;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  version: number;
}

const RETENTION_SECONDS = 30 * 24 * 60 * 60;

export const sessionKeys = {
  session: (id: string) => ({ PK: `CHECKOUT#${keyPart(id)}`, SK: 'CHECKOUT' }),
};

export async function getSession(id: string): Promise<CheckoutSessionRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: sessionKeys.session(id), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _pk, SK: _sk, entity: _e, ttl: _ttl, ...record } = out.Item;
  return record as CheckoutSessionRecord;
}

/** The session item with its keys and TTL. */
export function sessionItem(session: CheckoutSessionRecord): Record<string, unknown> {
  return { ...sessionKeys.session(session.id), entity: 'CheckoutSession', ...session, ttl: Math.floor(Date.parse(session.expiresAt) / 1000) + RETENTION_SECONDS };
}

/** The request field that grows a stored or answered session field, for a 422 naming what to shrink (ACP-21). */
const REQUEST_FIELDS: Record<string, string> = {
  items: 'line_items', lineItems: 'line_items', messages: 'line_items', totals: 'line_items', order: 'line_items',
  orderNotes: 'order_notes', discountCodes: 'discounts',
};
export const requestFieldOf = (name: string): string => `body.${REQUEST_FIELDS[name] ?? name}`;

/** 422 when the session item would not fit (ERR-6): checked before every write, the claim's included. */
export const assertSessionFits = (session: CheckoutSessionRecord): void => assertItemFits(sessionItem(session), 'checkout session', requestFieldOf);

/** Puts the session: new, or replacing the version read (false when it changed since). */
export async function putSession(session: CheckoutSessionRecord, readVersion: number | undefined): Promise<boolean> {
  assertSessionFits(session);
  return conditionHeld(db.send(new PutCommand({
    TableName: config.tableName,
    Item: sessionItem(session),
    ...(readVersion === undefined
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': readVersion } }),
  })));
}
