/**
 * What of a message may reach a log line or an attempt record: a masked recipient, and a provider's
 * error text with addresses, numbers and the message's own secrets taken out.
 */

/** `jane@example.com` → `j***@example.com`; `+27821234567` → `+27*******67`. Enough to tell messages apart. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  if (to.length <= 5) return '*'.repeat(to.length);
  return `${to.slice(0, 3)}${'*'.repeat(to.length - 5)}${to.slice(-2)}`;
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
// Phone numbers and codes: runs of four or more digits (with spaces or dashes inside).
const DIGITS = /\+?\d(?:[\s-]?\d){3,}/g;
const MAX_ERROR_TEXT = 300;

/** A provider error's message fit to store and log: no address, no digit run, none of `secrets`, bounded. */
export function safeErrorText(message: string, secrets: readonly string[] = []): string {
  let text = message;
  for (const secret of secrets) if (secret) text = text.split(secret).join('[secret]');
  text = text.replace(EMAIL, '[address]').replace(DIGITS, '[digits]');
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
}
