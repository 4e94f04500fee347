/** Password field builders; functions, so importing them builds nothing. */
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
