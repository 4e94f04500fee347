/**
 * The rules of a new login user: the username (an e-mail address or an international mobile
 * number, normalised), its contact details, the password policy (the user's own details count
 * against it) and the password's hash. The user entity (users.ts) writes what this makes.
 */
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../http/errors.js';
import { emailAddress as emailAddressRule } from '../schemas/common.js';
import { hashPassword } from './password-hash.js';
import { assertAcceptablePassword } from './password-policy.js';
import { normaliseEmail, normaliseMsisdn, parseUsername } from './usernames.js';
import { insertUser, type User } from './users.js';

export interface NewUser {
  username: string;
  password: string;
  emailAddress?: string;
  mobileNumber?: string;
  consumerReference?: string;
  merchantReference?: string;
  name?: string;
  mustChangePassword?: boolean;
  isEmailVerified?: boolean;
  isMobileNumberVerified?: boolean;
  /** Where the fields come from in the caller's request, for 400/409 details. */
  fieldPrefix?: string;
}

// A username that is an e-mail address becomes the user's address when the profile names none, and
// codes and notices go to it: it must pass the rule every e-mail field and the outbox hold to, not
// only usernames.ts's looser shape ("ann@example.c" would be a user no code can ever reach).
const EMAIL_RULE = emailAddressRule();

/** A new user from what the caller gave, or 400 naming the field (prefixed by `input.fieldPrefix`). */
export async function newUser(input: NewUser, now = new Date()): Promise<User> {
  const prefix = input.fieldPrefix ?? 'body';
  const username = parseUsername(input.username);
  if (!username || (username.kind === 'email' && !EMAIL_RULE.safeParse(username.value).success)) {
    throw new ValidationError([{ field: `${prefix}.username`, reason: 'must be an e-mail address or an international mobile number' }]);
  }
  const emailAddress = input.emailAddress ? normaliseEmail(input.emailAddress) : username.kind === 'email' ? username.value : undefined;
  const mobileNumber = input.mobileNumber ? normaliseMsisdn(input.mobileNumber) : username.kind === 'msisdn' ? username.value : undefined;
  if (input.emailAddress && !emailAddress) throw new ValidationError([{ field: `${prefix}.emailAddress`, reason: 'must be an e-mail address' }]);
  if (input.mobileNumber && !mobileNumber) throw new ValidationError([{ field: `${prefix}.mobileNumber`, reason: 'must be a valid international mobile number' }]);
  assertAcceptablePassword(input.password, { username: username.value, emailAddress, mobileNumber, names: input.name ? [input.name] : [] }, `${prefix}.password`);

  const nowIso = now.toISOString();
  const user: User = {
    userReference: randomUUID(),
    username: username.value,
    usernameKind: username.kind,
    passwordHash: await hashPassword(input.password),
    mustChangePassword: input.mustChangePassword ?? false,
    emailAddress,
    mobileNumber,
    isEmailVerified: input.isEmailVerified ?? false,
    isMobileNumberVerified: input.isMobileNumberVerified ?? false,
    failedLoginCount: 0,
    isLockedOut: false,
    consumerReference: input.consumerReference,
    merchantReference: input.merchantReference,
    name: input.name,
    createdAt: nowIso,
    updatedAt: nowIso,
    passwordChangedAt: nowIso,
  };
  return user;
}

/** Creates a user on its own (tests, and partners' login users before profiles exist). 409 when the username is taken. */
export async function createUser(input: NewUser): Promise<User> {
  const user = await newUser(input);
  await insertUser(user, input.fieldPrefix ?? 'body');
  return user;
}
