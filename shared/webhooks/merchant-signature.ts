/**
 * ACP's webhook signing (openapi.agentic_checkout_webhook.yaml), used for order events instead of
 * Standard Webhooks (signature.ts): headers `Merchant-Signature: t=<unix seconds>,v1=<64 hex>` with
 * v1 = HMAC-SHA256(secret, "<t>.<raw body>"), `Request-Id` (the outbox item id, the same on every
 * retry, so the agent dedupes by it) and `Timestamp` (ISO 8601, this attempt). The secret is the
 * string handed to the agent (`npm run acp-order-events-secret`); its UTF-8 bytes are the HMAC key,
 * as ACP's receivers read a shared secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { epochSeconds } from '../epoch.js';

/** ACP's recommended window between `t` and the receiver's clock. */
export const ACP_TOLERANCE_SECONDS = 300;

export type MerchantSignatureHeaders = {
  'Merchant-Signature': string;
  'Request-Id': string;
  Timestamp: string;
};

const hmacHex = (secret: string, timestamp: string, body: string): string =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** The headers of one attempt. */
export function signMerchantWebhook(id: string, timestampSeconds: number, body: string, secret: string): MerchantSignatureHeaders {
  const t = String(Math.floor(timestampSeconds));
  return { 'Merchant-Signature': `t=${t},v1=${hmacHex(secret, t, body)}`, 'Request-Id': id, Timestamp: new Date(Number(t) * 1000).toISOString() };
}

export type MerchantVerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale-timestamp' | 'bad-signature' };

/** What the agent does with a delivery (for receivers written in TypeScript and for the tests), as ACP's 401 cases list it. */
export function verifyMerchantWebhook(secret: string, body: string, header: string | undefined, options: { nowSeconds?: number; toleranceSeconds?: number } = {}): MerchantVerifyResult {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = /^t=(\d+),v1=([a-fA-F0-9]{64})$/.exec(header);
  if (!parts) return { ok: false, reason: 'malformed' };
  const [, t, v1] = parts as unknown as [string, string, string];
  const now = options.nowSeconds ?? epochSeconds();
  if (Math.abs(now - Number(t)) > (options.toleranceSeconds ?? ACP_TOLERANCE_SECONDS)) return { ok: false, reason: 'stale-timestamp' };
  const expected = Buffer.from(hmacHex(secret, t, body), 'hex');
  return timingSafeEqual(Buffer.from(v1.toLowerCase(), 'hex'), expected) ? { ok: true } : { ok: false, reason: 'bad-signature' };
}
