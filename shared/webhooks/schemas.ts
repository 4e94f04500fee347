/** Request and response of our webhook secret route (the interface has none: docs/decisions/webhooks.md). */
import * as z from 'zod/mini';
import { RECEIVER_ID } from './receiver-id.js';

export { RECEIVER_ID };

export const webhookSecretBody = z.optional(z.strictObject({
  /** Whose secret: `key:<apiKeyId>` (only the calling key's own) or `sub:<subject>`; default the calling key. */
  receiverId: z.optional(z.string().check(z.regex(RECEIVER_ID, 'must be key:<apiKeyId> or sub:<subject>'))),
  /** Start a new secret; the current one keeps signing for the grace period. */
  rotate: z.optional(z.boolean()),
}));
export type WebhookSecretBody = z.infer<typeof webhookSecretBody>;

export const webhookSecretResult = z.object({
  receiverId: z.string(),
  /** whsec_<base64>: verify with it (Standard Webhooks). */
  secret: z.string(),
  generation: z.number(),
  /** The rotated-out secret, still signing until previousSecretValidUntil; null when none. */
  previousSecret: z.nullable(z.string()),
  previousSecretValidUntil: z.nullable(z.string()),
});
export type WebhookSecretResult = z.infer<typeof webhookSecretResult>;
