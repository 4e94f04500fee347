/**
 * POST /v1/qr/generate/dynamic: a dynamic QR code for one invoice and amount at a terminal of the
 * caller's merchant (docs/decisions/qr.md, QR-32 to QR-34). Steps: the scheme form is one this
 * platform issues (422 naming body.qrCodeType otherwise); the terminal is the caller's merchant's
 * (404 naming body.terminalReference otherwise, as if it did not exist); the token allows the
 * merchant's currency (403, QR-44); the terminal is active, and so is the merchant (422); the code
 * is encoded strictly; then its QR bill is stored. The answer is the payload.
 */
import { assertCurrencyAllowed, ownsMerchant } from '../auth/claim-policy.js';
import { randomUUID } from 'node:crypto';
import { qrBillLifetimeSeconds } from '../config.js';
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, UnprocessableError, type FieldIssue } from '../http/errors.js';
import { merchantByMarker, merchantMarkers, type MerchantRecord } from '../merchants/merchants.js';
import type { DynamicQrBody } from '../schemas/dynamic-qr-body.js';
import { insertQrBill, type QrBillRecord } from './bills.js';
import type { EmvEncodeResult } from './emv-encode.js';
import { encodeDynamicCode, ISSUABLE_QR_CODE_TYPES, isIssuable, schemeFormIssue, type IssuableQrCodeType } from './platform-code.js';
import type { QrIssue } from './types.js';

const unprocessable = (issues: FieldIssue[]) => new UnprocessableError('The QR code cannot be generated as requested.', issues);

/** The caller's merchant owning the terminal, or 404 as for a terminal that does not exist (QR-40). */
async function terminalOwner(caller: Caller, terminalReference: string): Promise<MerchantRecord> {
  const found = await merchantByMarker(merchantMarkers.terminal(terminalReference));
  if (!found || !ownsMerchant(caller, found.merchant.reference)) throw new NotFoundError('Terminal', 'body.terminalReference');
  return found.merchant;
}

/**
 * The country a merchant's codes state in 58 (QR-45): its own countryIsoCode, else that of the first
 * of its active addresses that names one.
 */
export function merchantCountry(merchant: MerchantRecord): string | undefined {
  return merchant.countryIsoCode ?? merchant.addresses.find((address) => address.isActive !== false && address.countryIsoCode)?.countryIsoCode;
}

/**
 * The field an encoder error is about: the amount and invoice are the caller's; the merchant's
 * profile is reached through the terminal, and a missing country says which profile field to set (QR-45).
 */
function requestIssue(issue: QrIssue): FieldIssue {
  if (issue.field === 'amount') return { field: 'body.amountInCents', reason: issue.message };
  if (issue.field.startsWith('additionalData') || issue.field.endsWith('.02')) return { field: 'body.invoiceNumber', reason: issue.message };
  if (issue.field === 'country' && issue.code === 'MISSING_FIELD') {
    return { field: 'body.terminalReference', reason: "the terminal's merchant has no country (countryIsoCode), nor an active address that names one, and an EMV code must state its country (58): set countryIsoCode on the merchant's profile" };
  }
  return { field: 'body.terminalReference', reason: issue.message };
}

export async function generateDynamicQr(caller: Caller, body: DynamicQrBody, now = new Date()): Promise<string> {
  const type = body.qrCodeType;
  if (!isIssuable(type)) {
    throw unprocessable([{ field: 'body.qrCodeType', reason: `${type} codes are issued by their scheme, not by this platform; it issues ${ISSUABLE_QR_CODE_TYPES.join(', ')}` }]);
  }
  const terminalReference = body.terminalReference.toLowerCase();
  const merchant = await terminalOwner(caller, terminalReference);
  const terminal = merchant.terminals.find((t) => t.reference.toLowerCase() === terminalReference);
  if (!terminal) throw new NotFoundError('Terminal', 'body.terminalReference');
  // The code asks for amountInCents in the merchant's currency: the token must allow it (QR-44, docs/claims.md).
  assertCurrencyAllowed(caller, merchant.currency, 'body.amountInCents');
  if (!terminal.isActive) throw unprocessable([{ field: 'body.terminalReference', reason: 'this terminal is not active' }]);
  if (!merchant.isActive) throw unprocessable([{ field: 'body.terminalReference', reason: "this terminal's merchant is not active" }]);
  const formIssue = schemeFormIssue(type, merchant.currency, merchantCountry(merchant));
  if (formIssue) throw unprocessable([{ field: 'body.qrCodeType', reason: formIssue }]);

  const bill: QrBillRecord = {
    billReference: randomUUID(), status: 'Open', merchantReference: merchant.reference, terminalReference, invoiceNumber: body.invoiceNumber,
    amountInCents: body.amountInCents, currency: merchant.currency, qrCodeType: type, createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + qrBillLifetimeSeconds() * 1000).toISOString(), createdBy: callerScope(caller),
  };
  const encoded = billPayload(merchant, { ...bill, qrCodeType: type });
  if (!encoded.ok) throw unprocessable(encoded.errors.map(requestIssue));
  await insertQrBill(bill);
  return encoded.payload;
}

/** A bill's code, encoded from its merchant and itself: the same payload whenever it is asked for (a payment form pays it, FORM-4). */
export function billPayload(merchant: MerchantRecord, bill: QrBillRecord & { qrCodeType: IssuableQrCodeType }): EmvEncodeResult {
  return encodeDynamicCode({
    qrCodeType: bill.qrCodeType, merchantReference: merchant.reference, merchantShortCode: merchant.shortCode, merchantName: merchant.name,
    categoryCode: merchant.categoryCode, countryIsoCode: merchantCountry(merchant), city: typeof merchant['city'] === 'string' ? merchant['city'] : undefined,
    billReference: bill.billReference, invoiceNumber: bill.invoiceNumber, amountInCents: bill.amountInCents, currency: bill.currency, expiresAt: bill.expiresAt,
  });
}
