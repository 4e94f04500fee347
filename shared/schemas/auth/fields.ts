/** Field builders the auth bodies share; functions, so importing them builds nothing. */
import * as z from 'zod/mini';
import { requiredText } from '../common.js';
import { MAX_PASSWORD_INPUT_UNITS, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.js';

/** Login accepts whatever was set before the rules existed: only the ceiling applies. */
export const presentedPassword = () => requiredText(MAX_PASSWORD_INPUT_UNITS);

export const newPassword = () =>
  z.string().check(
    z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_INPUT_UNITS, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

/** Digits or letters as the OTP sender issues them. */
export const otpValue = () => z.string().check(z.regex(/^[0-9A-Za-z]{4,10}$/, 'must be 4 to 10 letters or digits'));

export const faceImage = () => z.string().check(z.minLength(1, 'must not be empty'), z.base64('must be base64'));
