/**
 * GET /v1/merchant/payment/form/offline?x=…: a payment link a merchant's device made without the
 * network (docs/decisions/payment-form.md, FORM-7). x is five values joined by '|':
 *
 *   ClientTimestamp|Reference|AmountInCents|ClientReference|Signature
 *
 * ClientTimestamp: ISO 8601 with an offset, when the link was made; Reference: a terminal, merchant
 * or QR bill reference (FORM-4); AmountInCents: digits, or empty to let the payer type it (must be
 * empty for a QR bill, which fixes its own); ClientReference: the payment's yourReference, or empty;
 * Signature: base64url HMAC-SHA256 of the first four values joined by '|', under the merchant's
 * offline key. The link pays for FORM_SESSION_SECONDS from ClientTimestamp and opens one session
 * whose reference is derived from the signature, so opening it again shows that same session, and
 * once paid it is refused (409).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/platform-secret.js';
import type { Caller } from '../http/caller.js';
import type { RawResult } from '../http/endpoint.js';
import { ForbiddenError, ValidationError } from '../http/errors.js';
import { CHECKOUT_REFERENCE_PREFIX, RESERVED_REFERENCE_REASON } from '../payments/references.js';
import { formOptions } from './options.js';
import type { ApiBase } from '../http/api-base.js';
import { pageFor, reopenPaymentForm, resolveFormTarget, sessionFor } from './open.js';
import { UUID } from '../uuid.js';
import { insertFormSession } from './sessions.js';

const FIELD = 'query.x';

export interface OfflineLink {
  clientTimestamp: string;
  reference: string;
  amountInCents?: number;
  clientReference?: string;
  signature: string;
}

/** The merchant's offline key: its devices sign links with it; one merchant's key signs nothing of another's. */
export async function offlineKey(merchantReference: string): Promise<Buffer> {
  return createHmac('sha256', await derivedKey('payment-form-offline')).update(merchantReference.toLowerCase()).digest();
}

/** The signature of a link's first four values under `key`. */
export function signOfflineValues(key: Buffer, values: readonly [string, string, string, string]): string {
  return createHmac('sha256', key).update(values.join('|')).digest('base64url');
}

/** x read into its values; 400 naming query.x when it is not five values of the right shapes. */
export function parseOfflineLink(x: string): OfflineLink {
  const parts = x.split('|');
  const bad = (reason: string) => new ValidationError([{ field: FIELD, reason }]);
  if (parts.length !== 5) throw bad('must be ClientTimestamp|Reference|AmountInCents|ClientReference|Signature (five values joined by |)');
  const [clientTimestamp = '', reference = '', amount = '', clientReference = '', signature = ''] = parts;
  if (!UUID.test(reference)) throw bad('the Reference (second value) must be a terminal, merchant or QR code reference (a UUID)');
  if (amount !== '' && !/^[1-9]\d{0,11}$/.test(amount)) throw bad('the AmountInCents (third value) must be a positive whole number of cents, or empty');
  if (clientReference.length > 128) throw bad('the ClientReference (fourth value) must be at most 128 characters');
  if (clientReference.startsWith(CHECKOUT_REFERENCE_PREFIX)) throw bad(`the ClientReference (fourth value) ${RESERVED_REFERENCE_REASON}`);
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) throw bad('the Signature (fifth value) must be the base64url HMAC-SHA256 of the first four values');
  return { clientTimestamp, reference, ...(amount !== '' ? { amountInCents: Number(amount) } : {}), ...(clientReference !== '' ? { clientReference } : {}), signature };
}

/** A UUID-shaped reference derived from the signature: the same link always names the same session. */
function sessionReferenceOf(signature: string): string {
  const hex = createHash('sha256').update(`payment-form-offline:${signature}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** GET …/form/offline: checks the link (shape, signature, time window), then opens or reopens its session. */
export async function openOfflinePaymentForm(caller: Caller, x: string, apiBase: ApiBase | undefined, now = new Date()): Promise<RawResult> {
  const link = parseOfflineLink(x);
  const target = await resolveFormTarget(caller, link.reference, now, FIELD);
  const [values] = x.split(/\|(?=[^|]*$)/);
  const expected = signOfflineValues(await offlineKey(target.merchant.reference), (values ?? '').split('|') as [string, string, string, string]);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(link.signature))) {
    throw new ForbiddenError('The payment link is not signed by this merchant.', [{ field: FIELD, reason: 'the Signature does not match the other values' }]);
  }
  // Checked after the signature: the window of a forged link is nobody's business.
  const options = formOptions({ timestamp: link.clientTimestamp, ...(link.clientReference !== undefined ? { clientReference: link.clientReference } : {}) }, now, FIELD);
  if (target.bill && link.amountInCents !== undefined) {
    throw new ValidationError([{ field: FIELD, reason: 'the AmountInCents must be empty for a QR bill, which fixes its own amount' }]);
  }
  const sessionReference = sessionReferenceOf(link.signature);
  const session = sessionFor(caller, sessionReference, 'offline', target, options, now, link.amountInCents);
  // Opened before: the same session while it can still pay, 409 or 410 after (no second session from one link).
  if (!(await insertFormSession(session))) return reopenPaymentForm(sessionReference, FIELD, now, apiBase);
  return pageFor(session, now, apiBase);
}
