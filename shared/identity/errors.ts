/** The identity flows' refusals. Each is a 401 with a stable code and a message that reveals nothing more than it must. */
import { ApiError } from '../http/errors.js';

/** Wrong username, wrong password, or a locked account: one answer for all, so none can be told apart. */
export class InvalidCredentialsError extends ApiError {
  constructor() {
    super(401, 'INVALID_CREDENTIALS', 'The username or password is incorrect, or the account is temporarily locked.');
  }
}

export interface PendingSteps {
  mustChangePassword: boolean;
  mustValidatePhoneNumber: boolean;
  mustValidateEmailAddress: boolean;
}

/**
 * The credentials were right but the account needs further steps. The result carries the flags and
 * a restricted access token that only the routes completing those steps accept.
 */
export class FurtherStepsRequiredError extends ApiError {
  constructor(steps: PendingSteps, restricted: { accessToken: string; accessTokenValidForSeconds: number }) {
    super(401, 'FURTHER_STEPS_REQUIRED', 'The account needs further steps before it can sign in.', [], { ...steps, ...restricted });
  }
}

export class OtpInvalidError extends ApiError {
  constructor() {
    super(401, 'OTP_INVALID', 'The one-time password is invalid or has expired.', [{ field: 'body.otpValue', reason: 'is invalid or has expired' }]);
  }
}

export class ResetCodeInvalidError extends ApiError {
  constructor() {
    super(401, 'RESET_CODE_INVALID', 'The reset code is invalid, used or expired.', [{ field: 'body.resetCode', reason: 'is invalid, used or expired' }]);
  }
}

export class RefreshTokenInvalidError extends ApiError {
  constructor() {
    super(401, 'REFRESH_TOKEN_INVALID', 'The refresh token is invalid, expired or revoked; sign in again.');
  }
}
