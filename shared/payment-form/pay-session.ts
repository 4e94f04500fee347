/**
 * A pay request that names a payment form session (paymentFormSessionReference, FORM-5): the
 * session must be the caller's (the form's own token, or whoever opened it), unused and unexpired,
 * and the request must pay what the form pays: its merchant or QR bill, in its currency, its fixed
 * amount if it has one, with a method it offers. The claim goes into the payment's own insert.
 */
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError, type FieldIssue } from '../http/errors.js';
import type { PayBody } from '../schemas/pay-body.js';
import { assertSessionPayable, claimSessionItem, getFormSession, type FormSessionRecord } from './sessions.js';

const FIELD = 'body.paymentFormSessionReference';

/** A form token pays only with its own session; anyone else's reference reads as unknown (404). */
function assertCallerMayUse(caller: Caller, reference: string | undefined, session: FormSessionRecord | undefined): void {
  const formSession = caller.kind === 'user' ? caller.formSession : undefined;
  if (formSession !== undefined && reference !== formSession.toLowerCase()) {
    throw new ForbiddenError('The access token does not permit this request.', [{ field: FIELD, reason: 'this payment form token pays only with its own session' }]);
  }
  if (session && formSession === undefined && callerScope(caller) !== session.createdBy) throw new NotFoundError('Payment form session', FIELD);
}

/** What the request pays, against what the session pays. */
function requestIssues(session: FormSessionRecord, body: PayBody): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const d = body.paymentDestinations;
  const named = Object.entries(d).flatMap(([group, value]) => (value === null || value === undefined ? [] : Array.isArray(value) ? value.map(() => group) : [group]));
  const target = session.qrCode ? d.qrCodes?.[0] : d.merchants?.[0];
  const path = session.qrCode ? 'body.paymentDestinations.qrCodes[0]' : 'body.paymentDestinations.merchants[0]';
  if (named.length !== 1 || !target) {
    issues.push({ field: 'body.paymentDestinations', reason: `a payment form session pays exactly one destination: its ${session.qrCode ? 'QR code' : 'merchant'}` });
    return issues;
  }
  if ('qrCode' in target && target.qrCode !== session.qrCode) issues.push({ field: `${path}.qrCode`, reason: 'is not the QR code of the payment form session' });
  if ('merchantReference' in target && (target.merchantReference.toLowerCase() !== session.merchantReference || target.merchantSource)) {
    issues.push({ field: `${path}.merchantReference`, reason: 'is not the merchant of the payment form session' });
  }
  if (target.currency.toUpperCase() !== session.currency) issues.push({ field: `${path}.currency`, reason: `the payment form session pays in ${session.currency}` });
  if (session.amountInCents !== undefined && target.amountInCents !== session.amountInCents) {
    issues.push({ field: `${path}.amountInCents`, reason: `the payment form session pays exactly ${session.amountInCents} cents` });
  }
  const offered = { cards: 'card', mobileWallets: 'mobileWallet' } as const;
  for (const [group, value] of Object.entries(body.paymentSources)) {
    if (value === null || value === undefined) continue;
    const method = group in offered ? offered[group as keyof typeof offered] : undefined;
    if (!method || !session.methods.includes(method)) issues.push({ field: `body.paymentSources.${group}`, reason: `the payment form offers ${session.methods.join(', ')} only` });
  }
  return issues;
}

/** The session the request names, checked (404, 403, 409, 410, 422), or undefined when it names none. */
export async function payableFormSession(caller: Caller, body: PayBody, now: Date): Promise<FormSessionRecord | undefined> {
  const reference = body.paymentFormSessionReference?.toLowerCase();
  const session = reference ? await getFormSession(reference) : undefined;
  assertCallerMayUse(caller, reference, session);
  if (!reference) return undefined;
  assertSessionPayable(session, now);
  const issues = requestIssues(session, body);
  if (issues.length > 0) throw new UnprocessableError('The payment does not match its payment form.', issues);
  return session;
}

/** The claim for the payment's insert. */
export const sessionClaim = (session: FormSessionRecord, paymentReference: string, now: Date) => claimSessionItem(session.sessionReference, paymentReference, now);

/** The claim lost to another payment or the clock meanwhile: the same 409 or 410 as before the insert. */
export async function refuseLostSession(session: FormSessionRecord, now: Date): Promise<never> {
  await refuseSessionIfLost(session, now);
  throw new ConflictError('This payment form is being used by another payment.', [{ field: FIELD, reason: 'the session is in use' }]);
}

/**
 * The payment's insert lost on yourReference: when the session was used or expired meanwhile that is
 * the answer (409/410), as it is for a request that comes after; otherwise the duplicate answers.
 */
export async function refuseSessionIfLost(session: FormSessionRecord, now: Date): Promise<void> {
  assertSessionPayable(await getFormSession(session.sessionReference), now);
}
