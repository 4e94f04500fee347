/** The status of a payment, with its legs (one per source or destination item). */
import * as z from 'zod/mini';
import { looseResult, opt } from './common.js';
import { locationResult } from './location-result.js';
import { channel } from './payment-channel.js';

/** Designed: one source or destination item of a payment, with its own transaction and status. */
export const paymentLegResult = z.object({
  transactionReference: z.string(),
  rail: z.string(),
  status: z.string(),
  amountInCents: z.number(),
  currency: z.string(),
  /** For people, never a full number: "Card 424242******4242", "MTN_GH +*******0202". */
  display: z.string(),
  awaiting: opt(z.enum(['pin', 'confirmation'])),
  declineCode: opt(z.string()),
  failureReason: opt(z.string()),
  /** Designed: what completed refunds gave back to this source, or took back from this destination. */
  refundedInCents: opt(z.number()),
});
export type PaymentLegResult = z.infer<typeof paymentLegResult>;

/** Keyed like the request (cards, mobileWallets, ..., cash): a list where the request had a list, one item where it had one. */
const legGroups = z.record(z.string(), z.union([paymentLegResult, z.array(paymentLegResult)]));

/**
 * Designed: the paying consumer as the payment shows it (PAY-21): its reference and name as they
 * stood when it paid, nothing to reach it by (merchants read payments too).
 */
export const paymentConsumerResult = z.object({ reference: z.string(), firstName: opt(z.string()), lastName: opt(z.string()) });
export type PaymentConsumerResult = z.infer<typeof paymentConsumerResult>;

/** Also the receipt's fields (the receipt adds to them). */
export const paymentStatusFields = {
  isComplete: z.boolean(),
  percentageComplete: z.number(),
  /** Designed: the payment's state (GET /v1/lookup/transaction-status). */
  status: z.string(),
  paymentStartedDate: opt(z.string()),
  paymentCompletedDate: opt(z.string()),
  yourReference: opt(z.string()),
  description: opt(z.string()),
  paymentReference: z.string(),
  shortPaymentReference: opt(z.string()),
  splitReference: opt(z.string()),
  verificationCode: opt(z.string()),
  channel: opt(channel),
  consumerReference: opt(z.string()),
  notificationFileReference: opt(z.string()),
  /** Designed: the request's description of the consumer overlaid by its profile's reference and name (PAY-21, PAY-22). */
  consumer: opt(looseResult()),
  /** Designed: the request's location and merchant description, as given (PAY-22). */
  location: opt(locationResult),
  merchant: opt(looseResult()),
  paymentSources: legGroups,
  paymentDestinations: legGroups,
  amountTotals: z.array(z.object({ currency: z.string(), amountInCents: z.number() })),
  /** Designed: per currency, what completed refunds gave back (status PartiallyRefunded, or Refunded once all of it). */
  refundedAmountTotals: opt(z.array(z.object({ currency: z.string(), amountInCents: z.number() }))),
  /** Designed: present while a source waits for the payer; answer with POST /v1/transaction/{pin|confirm}/{transactionReference}. */
  awaiting: opt(z.object({ kind: z.enum(['pin', 'confirmation']), transactionReference: z.string() })),
  /** Designed: why a payment failed, was cancelled or expired. */
  failureReason: opt(z.string()),
};

export const paymentStatusResult = z.object(paymentStatusFields);
export type PaymentStatusResult = z.infer<typeof paymentStatusResult>;
