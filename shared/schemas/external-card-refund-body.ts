/** A card terminal's own record of a refund it already processed (POST /v2/refund/merchant/external-card). */
import * as z from 'zod/mini';
import { currencyCode, looseRecord, nonNegativeInt, objectList, opt, text } from './common.js';
import { location } from './location.js';

const cents = () => opt(nonNegativeInt());
const s = (max = 256) => opt(text(max));

// A masked number keeps at most the first six and last four digits: a full card number is refused here.
const maskedCardNumber = z.string().check(z.regex(/^\d{0,6}[*Xx#]{2,13}\d{0,4}$/, 'must be a masked card number, e.g. 411111******1111'));

/**
 * Body of POST /v2/refund/merchant/external-card: a terminal's own transaction record. The interface
 * marks every field optional; the terminal and batch numbers are left-padded by the service.
 */
export const externalCardRefundBody = z.strictObject({
  transactionDateUtc: s(64),
  timeZone: s(64),
  transactionBatchReference: s(),
  splitReference: s(),
  tipEmployeeReference: s(),
  transactionReference: s(),
  transactionNumber: s(64),
  transactionType: s(64),
  merchantAccountNumber: s(64),
  terminalNumber: opt(z.string().check(z.regex(/^\d{1,8}$/, 'must be 1 to 8 digits'))),
  batchNumber: opt(z.string().check(z.regex(/^\d{1,3}$/, 'must be 1 to 3 digits'))),
  customDescription: s(512),
  currency: z.optional(currencyCode()),
  requestedAmountInCents: cents(),
  approvedAmountInCents: cents(),
  requestedCashbackAmountInCents: cents(),
  approvedCashbackAmountInCents: cents(),
  requestedMerchantFeeInCents: cents(),
  approvedMerchantFeeInCents: cents(),
  requestedTaxAmountInCents: cents(),
  approvedTaxAmountInCents: cents(),
  requestedTipAmountInCents: cents(),
  approvedTipAmountInCents: cents(),
  maskedCardNumber: opt(maskedCardNumber),
  expiryDate: s(8),
  authCode: s(32),
  authMode: s(32),
  resultCode: s(32),
  message: s(512),
  detailedMessage: s(2048),
  hostResponse: s(2048),
  gatewayTransactionReference: s(),
  gatewayResponse: s(2048),
  avsResponse: s(32),
  cvvResponse: s(32),
  issuerResponseCode: s(32),
  globalUniqueIdentifier: s(),
  cardPresentFlag: s(32),
  entryModeFlag: s(32),
  pinStatusFlag: s(32),
  // EMV tags as the terminal printed them.
  apppn: s(64),
  aid: s(64),
  atc: s(64),
  ac: s(64),
  tvr: s(64),
  tsi: s(64),
  cvm: s(64),
  ctq: s(64),
  stan: s(64),
  invoiceNumber: s(64),
  receiptNumber: s(64),
  nameOnCard: s(100),
  location: opt(location),
  printLines: opt(z.array(text(256)).check(z.maxLength(200, 'must hold at most 200 lines'))),
  lineItems: opt(objectList(100)),
  clientData: opt(looseRecord()),
});
export type ExternalCardRefundBody = z.infer<typeof externalCardRefundBody>;
