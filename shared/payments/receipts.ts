/**
 * POST /v1/notification/sms/{paymentReference} and /email/{paymentReference}: a payment's receipt,
 * sent through the outbox (shared/messages/outbox.ts) like every SMS and e-mail.
 *
 * Steps: (1) the given number or address is normalised (400 naming the field), the Idempotency-Key
 * checked; (2) the caller must be able to read the payment (404 otherwise); (3) the payment must be
 * final (409: a receipt of a payment still moving would be misleading); (4) the recipient is the one
 * given, else the number or address on file of the payment's consumer (Consumer) or merchant
 * (Merchant), else 422 naming the field to give; a payment that moved no money goes only to the one
 * on file (422); (5) a key that already sent this request answers again and sends nothing; (6) one
 * transaction counts the send against the day's allowances (per payment and channel, per recipient,
 * per caller: 429 past any) and writes the outbox item and the key's record
 * (shared/payments/receipt-counters.ts); (7) the item goes on the messages queue.
 */
import { getConsumer } from '../consumers/consumers.js';
import type { Caller } from '../http/caller.js';
import { callerScope } from '../db/markers.js';
import { ConflictError, TooManyRequestsError, UnprocessableError, ValidationError } from '../http/errors.js';
import { isFinalStatus } from '../lookups/final-statuses.js';
import { getMerchant } from '../merchants/merchant-read.js';
import { messageOutboxEntry } from '../messages/outbox-message.js';
import type { ReceiptTemplateName, ReceiptType } from '../schemas/receipt-kinds.js';
import { ownerWalletReference } from '../wallets/wallets.js';
import type { ReceiptChannel } from './receipt-channels.js';
import { countReceiptSend, receiptKeys, secondsToNextUtcDay, utcDay, type ReceiptAllowance } from './receipt-counters.js';
import { receiptReplayKey, receiptReplayPut, replayedReceipt } from './receipt-replay.js';
import { receiptParams } from './receipt-text.js';
import { hasSettled, type PaymentRecord } from './payments.js';
import { readablePayment } from './status.js';

/** Receipts per payment, channel and UTC day (all callers together: they reach the same recipients). */
export const RECEIPTS_PER_DAY = 5;
/** Receipts to one number or address per UTC day, whoever sends them and of whatever payment (RCP-9). */
export const RECEIPTS_PER_RECIPIENT_PER_DAY = 10;
/** Receipts one caller sends per UTC day, both channels together (RCP-9): what one token can make the platform spend. */
export const RECEIPTS_PER_CALLER_PER_DAY = 200;

/** The template each receipt type uses when none is named. */
export const DEFAULT_RECEIPT_TEMPLATE: Record<ReceiptType, ReceiptTemplateName> = { Consumer: 'receipt-consumer', Merchant: 'receipt-merchant' };

export interface ReceiptRequest {
  /** SMS_RECEIPT or EMAIL_RECEIPT (receipt-channels.ts). */
  channel: ReceiptChannel;
  receiptType: ReceiptType;
  /** toNumber (sms) or toEmailAddress (email) as given. */
  to?: string | null;
  templateName?: ReceiptTemplateName | null;
  /** The Idempotency-Key header, when given (RCP-12). */
  idempotencyKey?: string | undefined;
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

/**
 * The merchant's own wallets among those the payment paid into: a leg names only the wallet, and a
 * merchant holds at most one per currency (its owner item, shared/wallets/wallets.ts).
 */
async function ownWallets(payment: PaymentRecord, merchantReference: string): Promise<string[]> {
  const currencies = new Set(payment.destinations.flatMap(({ leg, currency }) => (leg.rail === 'wallet' ? [currency] : [])));
  const found = await Promise.all([...currencies].map((c) => ownerWalletReference('Merchant', merchantReference.toLowerCase(), c)));
  return found.filter((w): w is string => w !== undefined);
}

/** The day's allowances one send counts against (RCP-8, RCP-9), the per-payment one first. */
function allowancesOf(caller: Caller, payment: PaymentRecord, channel: ReceiptChannel, to: string, now: Date): ReceiptAllowance[] {
  const day = utcDay(now);
  const allowance = (key: ReceiptAllowance['key'], perDay: number, field: string, per: string): ReceiptAllowance =>
    ({ key, perDay, issue: { field, reason: `at most ${perDay} receipts a day ${per}` } });
  return [
    allowance(receiptKeys.counter(payment.paymentReference, channel.name, day), RECEIPTS_PER_DAY, 'path.paymentReference', `of a payment by ${channel.name}`),
    allowance(receiptKeys.recipient(channel.name, to, day), RECEIPTS_PER_RECIPIENT_PER_DAY, channel.field, `to one ${channel.what}`),
    allowance(receiptKeys.caller(callerScope(caller), day), RECEIPTS_PER_CALLER_PER_DAY, 'header.authorization', 'per caller'),
  ];
}

/** Sends the receipt; resolves once the outbox item is written and queued (or a key's replay found it sent). */
export async function sendReceipt(caller: Caller, paymentReference: string, request: ReceiptRequest, now = new Date()): Promise<void> {
  const { channel, receiptType } = request;
  const given = request.to ? channel.normalise(request.to) : undefined;
  if (request.to && !given) throw new ValidationError([{ field: channel.field, reason: `must be a valid ${channel.what}` }]);
  const replay = receiptReplayKey(caller, channel.name, request.idempotencyKey, [paymentReference.toLowerCase(), receiptType, given, request.templateName]);

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
  // RCP-10: a payment that moved no money (a declined card costs nothing) is no reason to message a stranger.
  if (given && given !== party.to && !hasSettled(payment)) {
    throw new UnprocessableError(`The payment is ${payment.status}: its receipt goes only to the ${channel.what} on file.`, [
      { field: channel.field, reason: 'payment moved no money: only the one on file' },
    ]);
  }
  if (replay && (await replayedReceipt(replay, now))) return;

  const template = request.templateName ?? DEFAULT_RECEIPT_TEMPLATE[receiptType];
  const wallets = merchantReference && template === 'receipt-merchant' ? await ownWallets(payment, merchantReference) : [];
  // The on-file name only greets the party it belongs to, never a number or address the caller chose.
  const params = receiptParams(payment, template, {
    ...(merchantReference ? { merchantReference, ownWallets: wallets } : {}), ...(given ? {} : party.name ? { name: party.name } : {}),
  });
  // A receipt has no secrets (templates.ts), so nothing is sealed and no key is read.
  const entry = await messageOutboxEntry({ channel: channel.name, to, template, params, subject: payment.paymentReference }, now);
  const allowances = allowancesOf(caller, payment, channel, to, now);
  const refused = await countReceiptSend(allowances, [entry.put, ...(replay ? [receiptReplayPut(replay, now)] : [])], now);
  if (refused === undefined) return;
  const allowance = refused === 'busy' ? undefined : allowances[refused];
  if (allowance) throw new TooManyRequestsError(secondsToNextUtcDay(now), "The day's receipt allowance is used up.", [allowance.issue]);
  // Lost to concurrent sends, or the key's record was refused: a request under the same key wrote it meanwhile.
  if (replay && (await replayedReceipt(replay, now))) return;
  throw new TooManyRequestsError(1, 'Other receipts were being sent at the same moment; retry.');
}
