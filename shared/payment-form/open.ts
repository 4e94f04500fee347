/**
 * GET /v1/merchant/payment/form/{terminalOrMerchantOrQrCodeReference} and …/form/offline: resolve
 * what the form pays (FORM-4), open a single-use session (FORM-2), mint the page's session token
 * (FORM-3) and render the page (FORM-1).
 */
import { ownsMerchant } from '../auth/claim-policy.js';
import { randomUUID } from 'node:crypto';
import { issueAccessToken } from '../auth/access-token-issuer.js';
import { callerScope } from '../db/markers.js';
import type { ApiBase } from '../http/api-base.js';
import { FORM_SUBJECT_PREFIX, type Caller } from '../http/caller.js';
import type { RawResult } from '../http/endpoint.js';
import { ApiError, ConflictError, NotFoundError, UnprocessableError } from '../http/errors.js';
import { getMerchant, merchantByMarker, merchantMarkers, type MerchantRecord } from '../merchants/merchants.js';
import { getQrBill, type QrBillRecord } from '../qr/bills.js';
import { billPayload } from '../qr/dynamic.js';
import { ISSUABLE_QR_CODE_TYPES } from '../qr/platform-code.js';
import type { PaymentFormQuery } from '../schemas/payment-form-query.js';
import { formOptions, methodsFor, type FormOptions } from './options.js';
import { formPage } from './page.js';
import { assertSessionPayable, FORM_SESSION_SECONDS, getFormSession, insertFormSession, type FormSessionRecord } from './sessions.js';

const PATH_FIELD = 'path.terminalOrMerchantOrQrCodeReference';

/** What one form pays: a merchant, at one of its terminals, or one QR bill of it. */
export interface FormTarget {
  merchant: MerchantRecord;
  terminalReference?: string;
  bill?: { record: QrBillRecord; qrCode: string };
}

/** True when the caller speaks for the merchant (its MerchantReference claim); others get 404. */
const speaksFor = (caller: Caller, merchantReference: string): boolean =>
  !(caller.kind === 'user' && caller.formSession) && ownsMerchant(caller, merchantReference);

function openBill(bill: QrBillRecord, merchant: MerchantRecord, now: Date, field: string): { record: QrBillRecord; qrCode: string } {
  if (bill.status === 'Paid') throw new ConflictError('This QR bill is already paid.', [{ field, reason: 'the bill is paid' }]);
  if (bill.expiresAt <= now.toISOString()) throw new ApiError(410, 'GONE', 'This QR bill has expired.', [{ field, reason: `the bill expired at ${bill.expiresAt}` }]);
  const qrCodeType = ISSUABLE_QR_CODE_TYPES.find((t) => t === bill.qrCodeType);
  const encoded = qrCodeType ? billPayload(merchant, { ...bill, qrCodeType }) : undefined;
  if (!encoded?.ok) throw new UnprocessableError('This QR bill cannot be paid with a payment form.', [{ field, reason: 'the bill\'s code cannot be encoded again' }]);
  return { record: bill, qrCode: encoded.payload };
}

/**
 * The reference read as a QR bill, then a terminal, then a merchant (all UUIDs, so they cannot be
 * confused); 404 when none matches or the caller does not speak for its merchant.
 */
export async function resolveFormTarget(caller: Caller, reference: string, now: Date, field = PATH_FIELD): Promise<FormTarget> {
  const lower = reference.toLowerCase();
  const bill = await getQrBill(lower);
  const byTerminal = bill ? undefined : await merchantByMarker(merchantMarkers.terminal(lower));
  const merchant = bill ? await getMerchant(bill.merchantReference) : byTerminal?.merchant ?? await getMerchant(lower);
  if (!merchant || !speaksFor(caller, merchant.reference)) throw new NotFoundError('Terminal, merchant or QR code', field);
  if (!merchant.isActive) throw new UnprocessableError('This merchant cannot take payments.', [{ field, reason: 'the merchant is not active' }]);
  const terminal = byTerminal ? merchant.terminals.find((t) => t.reference.toLowerCase() === lower) : undefined;
  if (terminal && !terminal.isActive) throw new UnprocessableError('This terminal cannot take payments.', [{ field, reason: 'the terminal is not active' }]);
  return {
    merchant,
    ...(terminal ? { terminalReference: terminal.reference } : bill ? { terminalReference: bill.terminalReference } : {}),
    ...(bill ? { bill: openBill(bill, merchant, now, field) } : {}),
  };
}

/** The session record for a target and options; `amountInCents` fixes the amount (offline links). */
export function sessionFor(caller: Caller, sessionReference: string, origin: FormSessionRecord['origin'], target: FormTarget, options: FormOptions, now: Date, amountInCents?: number): FormSessionRecord {
  const amount = target.bill?.record.amountInCents ?? amountInCents;
  return {
    sessionReference, origin, merchantReference: target.merchant.reference, merchantName: target.merchant.name, currency: target.merchant.currency,
    ...(target.terminalReference ? { terminalReference: target.terminalReference } : {}),
    ...(target.bill ? { qrBillReference: target.bill.record.billReference, qrCode: target.bill.qrCode } : {}),
    ...(amount !== undefined ? { amountInCents: amount } : {}),
    ...(options.clientReference !== undefined ? { clientReference: options.clientReference } : {}),
    templateName: options.templateName,
    ...(options.notificationEmailTemplateName ? { notificationEmailTemplateName: options.notificationEmailTemplateName } : {}),
    methods: methodsFor(options, target.merchant.currency), createdBy: callerScope(caller), createdAt: now.toISOString(), validUntil: options.validUntil,
  };
}

/**
 * The page for a stored session, with its token (FORM-3). The token outlives the session by
 * FORM_SESSION_SECONDS so the page can follow a payment started near the session's end; paying
 * after the end is refused by the session itself (410).
 */
export async function pageFor(session: FormSessionRecord, now: Date, apiBase: ApiBase | undefined): Promise<RawResult> {
  // API Gateway always names the domain it served; without it the page would not know where to call.
  if (!apiBase) throw new Error('the request carries no API domain (requestContext.domainName)');
  const seconds = Math.max(1, Math.floor((Date.parse(session.validUntil) - now.getTime()) / 1000)) + FORM_SESSION_SECONDS;
  const { token } = await issueAccessToken(`${FORM_SUBJECT_PREFIX}${session.sessionReference}`, {}, seconds, 'payment-form');
  return formPage(session, token, apiBase);
}

/** GET …/form/{reference}: a new session for the target, and its page. */
export async function openPaymentForm(caller: Caller, reference: string, query: PaymentFormQuery, apiBase: ApiBase | undefined, now = new Date()): Promise<RawResult> {
  const options = formOptions(query, now);
  const target = await resolveFormTarget(caller, reference, now);
  const session = sessionFor(caller, randomUUID(), 'form', target, options, now);
  await insertFormSession(session);
  return pageFor(session, now, apiBase);
}

/** An existing session opened again (an offline link): its page while payable, else 404/409/410. */
export async function reopenPaymentForm(sessionReference: string, field: string, now: Date, apiBase: ApiBase | undefined): Promise<RawResult> {
  const session = await getFormSession(sessionReference);
  assertSessionPayable(session, now, field);
  return pageFor(session, now, apiBase);
}
