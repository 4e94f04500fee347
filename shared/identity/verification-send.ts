/** Sending the verification code (verification.ts validates it): to the user's own address, or to one an admin names. */
import type { Caller } from '../http/caller.js';
import type { OtpChannel, OtpTarget } from './otp.js';
import { InvalidCredentialsError } from './errors.js';
import { issueOtp } from './otp-send.js';
import { barredByAdministrator } from './users.js';
import { userOf, verificationTarget } from './verification.js';

const PURPOSE: Record<OtpChannel, string> = { sms: 'verify your mobile number', email: 'verify your e-mail address' };

/** POST /v1/auth/otp/resend */
export async function resendUserOtp(caller: Caller): Promise<void> {
  const user = await userOf(caller);
  // A code could open no session for an administrator-locked user (IDN-4): none is sent, with validate's answer.
  if (barredByAdministrator(user)) throw new InvalidCredentialsError();
  const target = verificationTarget(user);
  await issueOtp(target, { purpose: PURPOSE[target.channel], userReference: user.userReference, recipientName: user.name });
}

/** POST /v1/auth/admin/otp/send/email and /mobile */
export async function adminSendOtp(target: OtpTarget, recipientName?: string | null): Promise<void> {
  await issueOtp(target, { purpose: PURPOSE[target.channel], recipientName: recipientName ?? undefined });
}
