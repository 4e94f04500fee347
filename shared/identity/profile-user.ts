/**
 * The login user behind a consumer or merchant profile. A profile's `loginCredentials` create the
 * user, and an administrator's update locks, unlocks, sets a password or vouches for verification;
 * every such change is written in the profile's own transaction (both or neither).
 */
import { ValidationError, type FieldIssue } from '../http/errors.js';
import { normaliseEmail, normaliseMsisdn } from './usernames.js';
import { newUser } from './new-user.js';
import { userCreationItems, type PartyInactiveFlag, type User, type UserChanges } from './users.js';

export type ProfileMode = 'self' | 'admin';

/** The parts of a consumer or merchant body that concern its login user. */
export interface ProfileUserBody {
  loginCredentials?: {
    username?: string | null;
    password?: string | null;
    isLockedOut?: boolean;
    reasonForLockout?: string | null;
  } | null;
  isEmailVerified?: boolean;
  isMobileNumberVerified?: boolean;
}

/** What the user takes from its profile. */
export interface ProfileContact {
  emailAddress?: string;
  mobileNumber?: string;
  name?: string;
  consumerReference?: string;
  merchantReference?: string;
}

/** A profile's contact fields in one form (E.164, lower-case e-mail), as the login user's username rules have them; 400 naming a field that is neither. */
export function normaliseContacts<T extends { mobileNumber?: string | null; emailAddress?: string | null }>(body: T): T {
  const issues: FieldIssue[] = [];
  const out = { ...body };
  if (body.mobileNumber) {
    const value = normaliseMsisdn(body.mobileNumber);
    if (value) out.mobileNumber = value;
    else issues.push({ field: 'body.mobileNumber', reason: 'must be a valid international mobile number' });
  }
  if (body.emailAddress) {
    const value = normaliseEmail(body.emailAddress);
    if (value) out.emailAddress = value;
    else issues.push({ field: 'body.emailAddress', reason: 'must be an e-mail address' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return out;
}

/** The login user's puts when the body asks for one (a username or a password in loginCredentials). */
export async function newProfileUserItems(body: ProfileUserBody, contact: ProfileContact, mode: ProfileMode): Promise<{ user: User; items: Record<string, unknown>[] } | undefined> {
  const credentials = body.loginCredentials;
  if (!credentials?.password && !credentials?.username) return undefined;
  const username = credentials.username ?? contact.emailAddress ?? contact.mobileNumber;
  const issues: FieldIssue[] = [];
  if (!credentials.password) issues.push({ field: 'body.loginCredentials.password', reason: 'is required to create the login user' });
  if (!username) issues.push({ field: 'body.loginCredentials.username', reason: 'is required (or an emailAddress or mobileNumber to use as the username)' });
  if (issues.length > 0) throw new ValidationError(issues);
  const user = await newUser({
    ...contact,
    username: username ?? '',
    password: credentials.password ?? '',
    // A password someone else chose is changed at first sign-in; an administrator vouches for verification it did itself.
    mustChangePassword: mode === 'admin',
    isEmailVerified: mode === 'admin' && body.isEmailVerified === true,
    isMobileNumberVerified: mode === 'admin' && body.isMobileNumberVerified === true,
    fieldPrefix: 'body.loginCredentials',
  });
  return { user, items: userCreationItems(user) };
}

type NewProfileUser = Awaited<ReturnType<typeof newProfileUserItems>>;

/** A new login user of a deactivated consumer or merchant is barred from the start (CON-20, MER-22): `flag` set on it. */
export function barredIfInactive(created: NewProfileUser, isActive: boolean, flag: PartyInactiveFlag): NewProfileUser {
  if (!created || isActive) return created;
  const user: User = { ...created.user, [flag]: true };
  return { user, items: userCreationItems(user) };
}

/**
 * The user follows its profile's isActive (CON-20, MER-22; identity.md, IDN-22): `flag` set while the
 * profile is deactivated, removed once it is active. Compared with the user's own flag, so a user
 * out of step is put right by the profile's next administrator update.
 */
export function followProfileActive(plan: UserChangePlan, user: User, isActive: boolean, flag: PartyInactiveFlag): void {
  if (!isActive && user[flag] !== true) plan.changes[flag] = true;
  if (isActive && user[flag] !== undefined) plan.remove.push(flag);
}

/**
 * What only an administrator's update does to the login user (admin-user-changes.ts): passed in by
 * the admin handlers, so the self-service updates, which never set a password, do not bundle the
 * password rules and hashing (issue 16).
 */
export interface AdminUserChanges {
  /** The admin half of assertCredentialChanges. */
  assertChanges(user: User | undefined, body: ProfileUserBody): void;
  /** Verification it vouches for, lock, unlock, a new password, added to `plan`. */
  addChanges(plan: UserChangePlan, body: ProfileUserBody, now: Date): Promise<void>;
  /** The login user an administrator's update creates for a profile that has none. */
  newUserItems(body: ProfileUserBody, contact: ProfileContact): ReturnType<typeof newProfileUserItems>;
  /** Ends the user's sessions once a new password is committed. */
  endSessions(user: User): Promise<void>;
}

/** The administrator's changes an update in `mode` makes: none for self-service; an admin update given none is a bug. */
export function adminChangesFor(mode: ProfileMode, admin: AdminUserChanges | undefined): AdminUserChanges | undefined {
  if (mode === 'self') return undefined;
  if (!admin) throw new Error('an administrator\'s profile update was given no admin user changes');
  return admin;
}

/** Refusals that must come before anything is written, so a refused request changes nothing. */
export function assertCredentialChanges(user: User | undefined, body: ProfileUserBody, admin: AdminUserChanges | undefined): void {
  if (admin) {
    admin.assertChanges(user, body);
    return;
  }
  if (body.loginCredentials?.password) {
    throw new ValidationError([{ field: 'body.loginCredentials.password', reason: 'is changed through POST /v1/auth/password/change, with the old password' }]);
  }
}

/** What an update changes on the user: written in the profile's transaction. */
export interface UserChangePlan {
  changes: UserChanges;
  remove: (keyof User)[];
  /** A new password was set: the user's sessions end once the change is committed. */
  newPassword: boolean;
}

export const emptyPlan = (): UserChangePlan => ({ changes: {}, remove: [], newPassword: false });

export function isEmptyPlan(plan: UserChangePlan): boolean {
  return Object.keys(plan.changes).length === 0 && plan.remove.length === 0;
}

/** After the transaction committed: the user as it now stands, and its sessions ended if the password was set. */
export async function userAfter(user: User, plan: UserChangePlan | undefined, admin: AdminUserChanges | undefined): Promise<User> {
  if (!plan) return user;
  if (plan.newPassword && admin) await admin.endSessions(user);
  const after: User = { ...user, ...plan.changes };
  for (const key of plan.remove) delete after[key];
  return after;
}
