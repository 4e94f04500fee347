/**
 * POST /v1/notification/sms/{paymentReference} and /email/{paymentReference}: a payment's receipt,
 * sent through the outbox (shared/messages/outbox.ts) like every SMS and e-mail.
 *
 * Steps: (1) the given number or address is normalised (400 naming the field); (2) the caller must
 * be able to read the payment (404 otherwise); (3) the payment must be final (409: a receipt of a
 * payment still moving would be misleading); (4) the recipient is the one given, else the number or
 * address on file of the payment's consumer (Consumer) or merchant (Merchant), else 422 naming the
 * field to give; (5) one transaction counts the send against the payment's daily allowance on that
 * channel (429 past it) and writes the outbox item (shared/payments/receipt-counters.ts); (6) the
 * item goes on the messages queue.
 */
import { getConsumer } from '../consumers/consumers.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, TooManyRequestsError, UnprocessableError, ValidationError } from '../http/errors.js';
import { isFinalStatus } from '../lookups/final-statuses.js';
import { getMerchant } from '../merchants/merchant-read.js';
import { messageOutboxEntry } from '../messages/outbox-message.js';
import type { ReceiptTemplateName, ReceiptType } from '../schemas/receipt-kinds.js';
import type { ReceiptChannel } from './receipt-channels.js';
import { countReceiptSend, secondsToNextUtcDay } from './receipt-counters.js';
import { receiptParams } from './receipt-text.js';
import type { PaymentRecord } from './payments.js';
import { readablePayment } from './status.js';

/** Receipts per payment, channel and UTC day (all callers together: they reach the same recipients). */
export const RECEIPTS_PER_DAY = 5;

/** The template each receipt type uses when none is named. */
export const DEFAULT_RECEIPT_TEMPLATE: Record<ReceiptType, ReceiptTemplateName> = { Consumer: 'receipt-consumer', Merchant: 'receipt-merchant' };

export interface ReceiptRequest {
  /** SMS_RECEIPT or EMAIL_RECEIPT (receipt-channels.ts). */
  channel: ReceiptChannel;
  receiptType: ReceiptType;
  /** toNumber (sms) or toEmailAddress (email) as given. */
  to?: string | null;
  templateName?: ReceiptTemplateName | null;
}

/** The merchant a Merchant receipt is for: the caller's own when it is one of the payment's, else the payment's first. */
function merchantOf(caller: Caller, payment: PaymentRecord): string | undefined {
  const claimed = caller.kind === 'user' ? caller.claims['MerchantReference']?.toLowerCase() : undefined;
  return payment.merchantReferences.find((m) => m.toLowerCase() === claimed) ?? payment.merchantReferences[0];
}

/** The number or address on file for the receipt's party, normalised; undefined when none is usable. */
async function onFile(channel: ReceiptChannel, receiptType: ReceiptType, payment: PaymentRecord, merchantReference: string | undefined): Promise<{ to?: string; name?: string }> {
  let party: { mobileNumber?: string | undefined; emailAddress?: string | undefined; name?: string | undefined } | undefined;
  if (receiptType === 'Consumer') {
    const consumer = payment.consumerReference ? await getConsumer(payment.consumerReference) : undefined;
    party = consumer && { mobileNumber: consumer.mobileNumber, emailAddress: consumer.emailAddress, name: consumer.preferredName ?? consumer.firstName };
  } else {
    const merchant = merchantReference ? await getMerchant(merchantReference) : undefined;
    party = merchant && { mobileNumber: merchant.mobileNumber, emailAddress: merchant.emailAddress, name: merchant.name };
  }
  const raw = channel.name === 'sms' ? party?.mobileNumber : party?.emailAddress;
  const to = raw ? channel.normalise(raw) : undefined;
  return { ...(to ? { to } : {}), ...(party?.name ? { name: party.name } : {}) };
}

/** Sends the receipt; resolves once the outbox item is written and queued. */
export async function sendReceipt(caller: Caller, paymentReference: string, request: ReceiptRequest, now = new Date()): Promise<void> {
  const { channel, receiptType } = request;
  const given = request.to ? channel.normalise(request.to) : undefined;
  if (request.to && !given) throw new ValidationError([{ field: channel.field, reason: `must be a valid ${channel.what}` }]);

  const payment = await readablePayment(caller, paymentReference);
  if (!isFinalStatus(payment.status)) {
    throw new ConflictError(`The payment is ${payment.status}; a receipt can be sent once it is final.`, [
      { field: 'path.paymentReference', reason: `payment is ${payment.status}, not final` },
    ]);
  }
  const merchantReference = receiptType === 'Merchant' ? merchantOf(caller, payment) : undefined;
  if (receiptType === 'Merchant' && !merchantReference) {
    throw new UnprocessableError('The payment pays no merchant, so it has no merchant receipt.', [{ field: 'body.receiptType', reason: 'payment pays no merchant' }]);
  }
  const party = await onFile(channel, receiptType, payment, merchantReference);
  const to = given ?? party.to;
  if (!to) {
    const whose = receiptType === 'Consumer' ? (payment.consumerReference ? "the payment's consumer" : 'the payment (it names no consumer)') : "the payment's merchant";
    throw new UnprocessableError(`No ${channel.what} is on file for ${whose}; give ${channel.field}.`, [
      { field: channel.field, reason: `required: no ${channel.what} on file` },
    ]);
  }

  const template = request.templateName ?? DEFAULT_RECEIPT_TEMPLATE[receiptType];
  // The on-file name only greets the party it belongs to, never a number or address the caller chose.
  const params = receiptParams(payment, template, { ...(merchantReference ? { merchantReference } : {}), ...(given ? {} : party.name ? { name: party.name } : {}) });
  // A receipt has no secrets (templates.ts), so nothing is sealed and no key is read.
  const entry = await messageOutboxEntry({ channel: channel.name, to, template, params, subject: payment.paymentReference }, now);
  if (!(await countReceiptSend(payment.paymentReference, channel.name, RECEIPTS_PER_DAY, entry.put, now))) {
    throw new TooManyRequestsError(secondsToNextUtcDay(now));
  }
}
