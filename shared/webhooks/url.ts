/**
 * The callback URL a pay request gives (paymentStatusWebhook.callbackUrl), checked when the outbox
 * item is written so the pay endpoint can answer 400 on the field. What only DNS can tell (a name
 * that resolves to a private address) is refused at send time by shared/http/outbound.ts.
 */
import { deployedEnvironmentName } from '../config.js';
import { literalHostRefusal, OutboundRefused, parseCallUrl } from '../http/call-url.js';

export const MAX_CALLBACK_URL_LENGTH = 2048;

/**
 * Why `text` cannot be a webhook callback URL, or undefined when it can: http(s) only, https outside
 * development (the body carries payment data; the signature protects integrity, not secrecy), no
 * credentials, no fragment, and no host that is a refused address literal (or localhost where
 * loopback is refused).
 */
export function callbackUrlProblem(text: string, environmentName = deployedEnvironmentName()): string | undefined {
  if (text.length > MAX_CALLBACK_URL_LENGTH) return `must be at most ${MAX_CALLBACK_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = parseCallUrl(text);
  } catch (error) {
    if (error instanceof OutboundRefused) return `must be a callable URL: ${error.reason}`;
    throw error;
  }
  if (url.protocol !== 'https:' && environmentName !== 'development') return 'must use https';
  if (url.hash) return 'must not have a fragment';
  const refused = literalHostRefusal(url);
  return refused ? `must not point at this address (${refused})` : undefined;
}
