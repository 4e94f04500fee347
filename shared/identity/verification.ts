/**
 * Verifying a user's mobile number or e-mail address with a one-time password: self-service
 * (resend and validate with the user's own token, restricted or full) and admin (send to any
 * address, validate and mark the profile that holds it). Sending a code is verification-send.ts, so
 * a function that only validates carries no outbox (issue 16).
 */
import type { Caller } from '../http/caller.js';
import { ForbiddenError, NotFoundError, UnprocessableError, ValidationError } from '../http/errors.js';
import type { TokenResult } from '../http/schemas.js';
import { InvalidCredentialsError } from './errors.js';
import { consumeOtp, type OtpChannel, type OtpTarget } from './otp.js';
import { openSession, pendingSteps } from './sessions.js';
import { normaliseEmail, normaliseMsisdn } from './usernames.js';
import { findUserByParty, findUserByUsername, getUser, barredByAdministrator, updateUser, type User } from './users.js';

/** The signed-in user behind a token; 403 for tokens that speak for no user (partner or app tokens). */
export async function userOf(caller: Caller): Promise<User> {
  const reference = caller.kind === 'user' ? caller.claims['UserReference'] : undefined;
  if (!reference) throw new ForbiddenError('This endpoint needs the token of a signed-in user.');
  const user = await getUser(reference);
  // The token outlived its user: it speaks for no one now.
  if (!user) throw new ForbiddenError('The user of this token no longer exists.');
  return user;
}

/**
 * Where a user's code goes: the channel a pending step asks to verify, else whichever of the
 * mobile number and e-mail address is unverified, else the mobile number, else the e-mail address.
 */
export function verificationTarget(user: User): OtpTarget {
  const steps = pendingSteps(user);
  const sms = user.mobileNumber ? { channel: 'sms' as const, address: user.mobileNumber } : undefined;
  const email = user.emailAddress ? { channel: 'email' as const, address: user.emailAddress } : undefined;
  const target =
    (steps.mustValidatePhoneNumber ? sms : undefined) ??
    (steps.mustValidateEmailAddress ? email : undefined) ??
    (!user.isMobileNumberVerified ? sms : undefined) ??
    (!user.isEmailVerified ? email : undefined) ??
    sms ??
    email;
  if (!target) throw new UnprocessableError('The user has neither a mobile number nor an e-mail address to send a code to.');
  return target;
}

function verifiedFlag(channel: OtpChannel): Partial<User> {
  return channel === 'sms' ? { isMobileNumberVerified: true } : { isEmailVerified: true };
}

/**
 * POST /v1/auth/otp/validate: marks the channel verified and answers a token pair — a new session
 * for a login's restricted token, one that ends with the presented token for a full one (IDN-20) —
 * or says what is still outstanding.
 */
export async function validateUserOtp(caller: Caller, code: string): Promise<TokenResult> {
  const user = await userOf(caller);
  // A token issued before an administrator's lock opens no new session (IDN-4); checked before the
  // code so a refused attempt does not use it up.
  if (barredByAdministrator(user)) throw new InvalidCredentialsError();
  const target = verificationTarget(user);
  await consumeOtp(target, code, user.userReference);
  // A login's restricted token opens the session; a full token already belongs to one, and the pair
  // it gets ends when that token does, so a stolen access token cannot become a session (IDN-20).
  const endsAt = caller.kind === 'user' && !caller.pendingSteps ? (caller.expiresAt ?? 0) : undefined;
  return openSession(await updateUser(user.userReference, verifiedFlag(target.channel)), endsAt);
}

/** The address an admin names, normalised; 400 naming the field when it is not a real number or address. */
export function adminTarget(channel: OtpChannel, typed: string): OtpTarget {
  const address = channel === 'sms' ? normaliseMsisdn(typed) : normaliseEmail(typed);
  if (!address) {
    throw new ValidationError([
      channel === 'sms'
        ? { field: 'body.mobileNumber', reason: 'is not a valid international mobile number' }
        : { field: 'body.emailAddress', reason: 'is not a valid e-mail address' },
    ], 'The address cannot receive a code.');
  }
  return { channel, address };
}

/**
 * POST /v1/auth/admin/otp/validate/email and /mobile. `reference` names the profile waiting for this
 * verification: a user, consumer or merchant reference whose address on file must be the one
 * validated. Null: the user whose username is that address, if there is one, is marked.
 */
export async function adminValidateOtp(target: OtpTarget, code: string, reference: string | null): Promise<void> {
  const field = target.channel === 'sms' ? 'mobileNumber' : 'emailAddress';
  let user: User | undefined;
  if (reference !== null) {
    user = (await getUser(reference)) ?? (await findUserByParty(reference));
    if (!user) throw new NotFoundError('The profile', 'body.reference');
    if (user[field] !== target.address) {
      throw new UnprocessableError(`The profile has a different ${field === 'mobileNumber' ? 'mobile number' : 'e-mail address'} on file.`, [
        { field: 'body.reference', reason: `has a different ${field} on file` },
      ]);
    }
  } else {
    user = await findUserByUsername(target.address);
  }
  await consumeOtp(target, code);
  if (user) await updateUser(user.userReference, verifiedFlag(target.channel));
}
