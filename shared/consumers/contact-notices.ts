/**
 * The old address is told (docs/decisions/identity.md, IDN-21): a self-service update that replaces
 * the login user's verified e-mail address or mobile number sends a notice to the one replaced, in
 * the same transaction as the change, so a change a stolen token made does not go unseen.
 */
import type { User } from '../identity/users.js';
import { maskRecipient } from '../messages/mask.js';
import { messageOutboxEntry, type PlainMessage } from '../messages/outbox-message.js';

/** The outbox items telling each verified contact `changes` replaces; none when nothing verified is replaced. */
export async function contactChangeNotices(user: User, changes: Partial<User>, now: Date): Promise<Record<string, unknown>[]> {
  const at = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  // A notice carries no secrets: written without the sealer, so the profile writes read no platform secret (LOC-10).
  const notice = (channel: PlainMessage['channel'], to: string, what: string, replacement: string): PlainMessage => ({
    channel, to, template: 'contact-changed', subject: user.userReference,
    params: { what, replacement: maskRecipient(replacement), at, ...(user.name ? { name: user.name } : {}) },
  });
  const notices: PlainMessage[] = [];
  if (changes.emailAddress && user.emailAddress && user.isEmailVerified) notices.push(notice('email', user.emailAddress, 'e-mail address', changes.emailAddress));
  if (changes.mobileNumber && user.mobileNumber && user.isMobileNumberVerified) notices.push(notice('sms', user.mobileNumber, 'mobile number', changes.mobileNumber));
  return Promise.all(notices.map(async (message) => {
    const { put } = await messageOutboxEntry(message, now);
    return { Put: put.Put };
  }));
}
