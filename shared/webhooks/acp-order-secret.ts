/**
 * The secret that signs ACP order events (ACP-18): one per deployment, derived from the platform
 * secret (never stored), handed to the agent out of band by operations with
 * `npm run acp-order-events-secret`. Hex, so it travels as plain text; never logged.
 */
import { derivedKey } from '../auth/platform-secret.js';

export async function acpOrderEventsSecret(): Promise<string> {
  return (await derivedKey('acp-order-events')).toString('hex');
}
