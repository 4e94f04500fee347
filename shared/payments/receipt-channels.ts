/**
 * What a receipt's channel decides (shared/payments/receipts.ts): the body field that names the
 * recipient, what to call it in an error, and how a given or on-file value is normalised. One
 * constant per channel, so that each receipt route bundles only its own normaliser (the e-mail
 * route carries no phone-number parsing; issue 16).
 */
import { normaliseEmail, normaliseMsisdn } from '../identity/usernames.js';
import type { Channel } from '../messages/templates.js';

export interface ReceiptChannel {
  name: Channel;
  /** The body field that names the recipient (toNumber, toEmailAddress). */
  field: string;
  /** What the recipient is, in an error's words. */
  what: string;
  /** The recipient normalised, or undefined when it is not valid for the channel. */
  normalise: (value: string) => string | undefined;
}

export const SMS_RECEIPT: ReceiptChannel = { name: 'sms', field: 'body.toNumber', what: 'mobile number', normalise: normaliseMsisdn };

export const EMAIL_RECEIPT: ReceiptChannel = { name: 'email', field: 'body.toEmailAddress', what: 'e-mail address', normalise: normaliseEmail };
