/** A scanned QR code's data as a request carries it. */
import { requiredText } from './common.js';

/** EMV payloads are at most 512 characters; scheme codes are shorter. */
export const qrPayload = () => requiredText(1024);
