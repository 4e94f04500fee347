/**
 * The one structured logger (Powertools). Its JSON replacer redacts every field whose name looks
 * like a secret, and any digit run long enough to be a card number, so a careless log call cannot
 * leak a token, password, OTP, PAN or CVV.
 */
import { Logger } from '@aws-lambda-powertools/logger';

const SECRET_KEY = /pass(word|code)?|secret|token|otp|pin$|^pin|cvv|cvc|card.?number|^pan$|authorization|api.?key|cookie|resetcode|base64/i;
const CARD_LIKE = /\b\d(?:[ -]?\d){11,18}\b/g;
// Token-shaped text inside free-form strings: bearer headers, JWTs, our refresh tokens.
const TOKEN_TEXT = [/\bBearer\s+\S+/gi, /\beyJ[\w-]+\.[\w-]+\.?[\w-]*/g, /\brt_[\w-]{16,}/g];

export function redactValue(key: string, value: unknown): unknown {
  if (key !== '' && SECRET_KEY.test(key) && value !== null && value !== undefined && typeof value !== 'boolean') {
    return '[redacted]';
  }
  if (typeof value === 'string') {
    return TOKEN_TEXT.reduce((text, pattern) => text.replace(pattern, '[redacted-token]'), value.replace(CARD_LIKE, '[redacted-digits]'));
  }
  return value;
}

export const logger = new Logger({
  serviceName: 'payments-platform',
  jsonReplacerFn: (key: string, value: unknown) => redactValue(key, value),
});
