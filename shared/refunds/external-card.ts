/**
 * POST /v2/refund/merchant/external-card: a merchant records a card refund its terminal already
 * processed outside the platform, from the terminal's own transaction record. Nothing moves: the
 * money moved at the terminal's acquirer, so there is no ledger posting, workflow or webhook
 * (docs/decisions/external-card-refunds.md). What is stored and how: external-card-refunds.ts.
 *
 * Steps: 1. refuse (400) a full card number anywhere in the body and each missing field, before
 * anything is read or written; 2. the token's merchant (404 otherwise) and its terminal with that
 * terminal number (404 naming body.terminalNumber, as for an unknown one); 3. the token's
 * AllowedCurrencies (403); 4. one conditional write keyed on the terminal's transaction identifiers:
 * a replay answers the first recording, the same identifiers with other amounts 409.
 */
import { randomUUID } from 'node:crypto';
import { assertCurrencyAllowed } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError, type FieldIssue } from '../http/errors.js';
import type { MerchantRecord, StoredTerminal } from '../merchants/merchants.js';
import { getMerchant } from '../merchants/merchants.js';
import { holdsCardNumber } from '../rails/masking.js';
import { statusCodes } from '../lookups/status-codes.js';
import type { ExternalCardRefundBody } from '../schemas/external-card-refund-body.js';
import type { RefundStatusResult } from '../schemas/refund-status-result.js';
import {
  insertExternalCardRefund, type ExternalCardRefundRecord, type InsertOutcome, type Present, type RecordedTransaction,
} from './external-card-refunds.js';
import { refundResultOf } from './external-card-result.js';

// The answer lives apart so the refund status and receipt functions need not carry the use case.
export { refundResultOf };

/**
 * The codes a recorded refund answers with: a refund reports its own state, as POST /v2/refund's do
 * (REF-7), and a recorded one is Completed (docs/decisions/payments.md, PAY-20).
 */
export const RECORDED_REFUND_STATUS = statusCodes('Completed');

export const TERMINAL_NUMBER_DIGITS = 8;
export const BATCH_NUMBER_DIGITS = 3;

/** Left-pads a terminal or batch number with zeros ("1234" → "00001234"). */
export const padDigits = (value: string, digits: number): string => value.padStart(digits, '0');

const blank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

// ---- 400: card numbers and missing fields ----

const KEY_WITH_CARD_NUMBER = '<key holding a card number>';
const CARD_NUMBER_REASON = 'holds a full card number; send only the masked card number (maskedCardNumber)';

/**
 * Where a full card number sits in the body: every string, every whole number and every key, at any
 * depth. The issue names the path only; a key that is itself a card number is not written into it.
 */
export function cardNumberIssues(body: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (holdsCardNumber(value)) issues.push({ field: path, reason: CARD_NUMBER_REASON });
    } else if (typeof value === 'number') {
      if (Number.isSafeInteger(value) && holdsCardNumber(String(value))) issues.push({ field: path, reason: CARD_NUMBER_REASON });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const keyHolds = holdsCardNumber(key);
        const at = `${path}.${keyHolds ? KEY_WITH_CARD_NUMBER : key}`;
        if (keyHolds) issues.push({ field: at, reason: 'is a key holding a full card number' });
        walk(inner, at);
      }
    }
  };
  walk(body, 'body');
  return issues;
}

/**
 * The fields without which the record is no refund: the terminal, the currency, the approved amount
 * (more than zero: a zero approval refunded nothing) and the transaction's identity, which is its
 * globalUniqueIdentifier or else its batch and transaction numbers.
 */
export function missingFieldIssues(body: ExternalCardRefundBody): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const required = (field: string, reason = 'is required') => issues.push({ field: `body.${field}`, reason });
  if (blank(body.terminalNumber)) required('terminalNumber');
  if (!body.currency) required('currency');
  if (body.approvedAmountInCents === undefined || body.approvedAmountInCents === null) required('approvedAmountInCents');
  else if (body.approvedAmountInCents === 0) required('approvedAmountInCents', 'must be more than zero: the refund approved at the terminal');
  if (blank(body.globalUniqueIdentifier)) {
    if (blank(body.batchNumber)) required('batchNumber', 'is required unless globalUniqueIdentifier is given');
    if (blank(body.transactionNumber)) required('transactionNumber', 'is required unless globalUniqueIdentifier is given');
  }
  return issues;
}

/** The body as recorded; undefined when a required field is missing (missingFieldIssues names which). */
export function recordedTransaction(body: ExternalCardRefundBody): RecordedTransaction | undefined {
  const present = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as Present<ExternalCardRefundBody>;
  const { terminalNumber, currency, approvedAmountInCents, batchNumber } = present;
  if (terminalNumber === undefined || currency === undefined || approvedAmountInCents === undefined) return undefined;
  return {
    ...present,
    terminalNumber: padDigits(terminalNumber, TERMINAL_NUMBER_DIGITS),
    ...(batchNumber === undefined ? {} : { batchNumber: padDigits(batchNumber, BATCH_NUMBER_DIGITS) }),
    currency,
    approvedAmountInCents,
  };
}

// ---- the terminal ----

/**
 * A terminal's number is its yourReference when that is 1 to 8 digits, compared padded to 8, so
 * "1234" and "00001234" name the same terminal. Inactive terminals match: the record may arrive after
 * the terminal was retired. Two terminals of one merchant padding to the same number are refused (422).
 */
export function terminalWithNumber(terminals: readonly StoredTerminal[], terminalNumber: string): StoredTerminal | undefined {
  const matches = terminals.filter((t) => t.yourReference !== undefined && /^\d{1,8}$/.test(t.yourReference)
    && padDigits(t.yourReference, TERMINAL_NUMBER_DIGITS) === terminalNumber);
  if (matches.length > 1) {
    throw new UnprocessableError('More than one of the merchant\'s terminals has this terminal number.', [
      { field: 'body.terminalNumber', reason: 'names more than one terminal of the merchant (their yourReference values pad to the same number)' },
    ]);
  }
  return matches[0];
}

/** The caller's merchant (the token's MerchantReference) or 404, as GET /v1/merchant/balance answers. */
function merchantReferenceOf(caller: Caller): string {
  const reference = caller.kind === 'user' ? caller.claims['MerchantReference'] : undefined;
  // shared/uuid.ts's pattern, kept inline: importing it would add 10 B to refunds/external-card-refund, over the size target (PERF-1).
  if (reference === undefined || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reference)) {
    throw new NotFoundError('Merchant', 'header.authorization');
  }
  return reference.toLowerCase();
}

/** The terminal of the caller's merchant with this number, within a token's TerminalReference when it has one; 404 otherwise. */
function callersTerminal(caller: Caller, merchant: MerchantRecord, terminalNumber: string): StoredTerminal {
  const terminal = terminalWithNumber(merchant.terminals, terminalNumber);
  const claim = caller.kind === 'user' ? caller.claims['TerminalReference']?.toLowerCase() : undefined;
  if (!terminal || (claim !== undefined && claim !== terminal.reference)) throw new NotFoundError('Terminal', 'body.terminalNumber');
  return terminal;
}

// ---- identity and replays ----

/** The transaction's identity on its terminal: its globalUniqueIdentifier, or else its batch and transaction numbers. */
export function transactionIdentity(t: RecordedTransaction): string[] {
  if (!blank(t.globalUniqueIdentifier)) return ['guid', String(t.globalUniqueIdentifier).trim()];
  return ['batch', String(t.batchNumber), String(t.transactionNumber).trim()];
}

const MONEY_FIELDS = [
  'currency', 'requestedAmountInCents', 'approvedAmountInCents', 'requestedCashbackAmountInCents', 'approvedCashbackAmountInCents',
  'requestedMerchantFeeInCents', 'approvedMerchantFeeInCents', 'requestedTaxAmountInCents', 'approvedTaxAmountInCents',
  'requestedTipAmountInCents', 'approvedTipAmountInCents', 'maskedCardNumber',
] as const satisfies readonly (keyof RecordedTransaction)[];

/**
 * What makes a second record under the same identifiers another refund rather than a replay: a
 * different currency, amount or masked card number. Other fields (print lines, messages, client
 * data) may differ between a terminal's sends; the first recording stands.
 */
export function conflictingFields(recorded: RecordedTransaction, sent: RecordedTransaction): FieldIssue[] {
  return MONEY_FIELDS.filter((f) => recorded[f] !== sent[f])
    .map((f) => ({ field: `body.${f}`, reason: 'differs from the refund already recorded under these transaction identifiers' }));
}

// ---- the use case ----

/** Reads and writes the use case needs; the table by default, a fake in unit tests. */
export interface ExternalCardRefundStore {
  merchant(reference: string): Promise<MerchantRecord | undefined>;
  /** Writes the record unless the identity is taken; then the record that holds it. */
  insert(record: ExternalCardRefundRecord, identity: readonly string[]): Promise<InsertOutcome>;
}

const tableStore: ExternalCardRefundStore = { merchant: getMerchant, insert: insertExternalCardRefund };

/**
 * Records the refund, or answers the one already recorded under the same transaction identifiers.
 * Input: the caller and the validated body. Output: the refund as recorded (status shape).
 */
export async function recordExternalCardRefund(
  caller: Caller, body: ExternalCardRefundBody, store: ExternalCardRefundStore = tableStore, now = new Date(),
): Promise<RefundStatusResult> {
  // Card numbers first: nothing of such a body is read further, stored or logged.
  const issues = [...cardNumberIssues(body), ...missingFieldIssues(body)];
  const transaction = recordedTransaction(body);
  if (issues.length > 0 || transaction === undefined) throw new ValidationError(issues);

  const merchant = await store.merchant(merchantReferenceOf(caller));
  if (!merchant) throw new NotFoundError('Merchant', 'header.authorization');
  const terminal = callersTerminal(caller, merchant, transaction.terminalNumber);
  assertCurrencyAllowed(caller, transaction.currency, 'body.currency');

  const record: ExternalCardRefundRecord = {
    ...transaction,
    reference: randomUUID(),
    merchantReference: merchant.reference,
    terminalReference: terminal.reference,
    recordedBy: caller.kind === 'user' ? caller.subject : caller.kind,
    createdDate: now.toISOString(),
    ...RECORDED_REFUND_STATUS,
  };
  const outcome = await store.insert(record, transactionIdentity(transaction));
  if (outcome.inserted) return refundResultOf(record);
  const conflicts = conflictingFields(outcome.existing, transaction);
  if (conflicts.length > 0) throw new ConflictError('A different refund is already recorded under these transaction identifiers.', conflicts);
  return refundResultOf(outcome.existing);
}
