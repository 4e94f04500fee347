/**
 * Login users: the credentials and verification state behind a consumer or merchant.
 *
 * Keys and access patterns (single table):
 *   user       PK = USER#<userReference>      SK = USER       get by reference
 *   username   PK = USERNAME#<normalised>     SK = USERNAME   get by username (login, forgot password);
 *                                                             its conditional put keeps usernames unique
 *   by party   GSI1PK = PARTY#<consumer or merchant reference>  GSI1SK = USER
 *                                                             the user of a consumer or merchant
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { cancelledAt, isConditionFailure } from '../db/transactions.js';
import { ConflictError, UnprocessableError } from '../http/errors.js';
import { parseUsername, type UsernameKind } from './usernames.js';
import { epochSeconds } from '../epoch.js';

export const userKeys = {
  user: (userReference: string) => ({ PK: `USER#${userReference}`, SK: 'USER' }),
  username: (normalised: string) => ({ PK: `USERNAME#${normalised}`, SK: 'USERNAME' }),
  byParty: (partyReference: string) => ({ GSI1PK: `PARTY#${partyReference}`, GSI1SK: 'USER' }),
};

export interface User {
  userReference: string;
  username: string;
  usernameKind: UsernameKind;
  passwordHash: string;
  mustChangePassword: boolean;
  emailAddress?: string;
  mobileNumber?: string;
  isEmailVerified: boolean;
  isMobileNumberVerified: boolean;
  /** Consecutive failed logins since the last success or lockout. */
  failedLoginCount: number;
  isLockedOut: boolean;
  /** Epoch seconds the lockout ends; absent while locked = until an administrator unlocks. */
  lockedUntil?: number;
  reasonForLockout?: string;
  consumerReference?: string;
  merchantReference?: string;
  /**
   * The consumer the user speaks for was deactivated by an administrator (isActive false): no
   * sign-in, session or refresh (CON-20). Kept in step with the profile in the profile's transaction.
   */
  consumerInactive?: boolean;
  /** The same for a merchant the user speaks for (MER-22, IDN-23). */
  merchantInactive?: boolean;
  /** Display name for the Name claim. */
  name?: string;
  /**
   * When the user's own token last set the e-mail address or mobile number (ISO): a reset code does
   * not go there until CONTACT_HOLD_SECONDS later (IDN-19, password-forgot.ts).
   */
  emailAddressSetAt?: string;
  mobileNumberSetAt?: string;
  createdAt: string;
  updatedAt: string;
  passwordChangedAt: string;
}

/** Whether the user is locked out right now (a timed lockout ends by itself). */
export function isLockedNow(user: User, now = new Date()): boolean {
  return user.isLockedOut && (user.lockedUntil === undefined || user.lockedUntil > epochSeconds(now));
}

/** An administrator's lock (no end time): it lasts until lifted, and nothing the user does ends or sidesteps it (IDN-4). */
export function lockedByAdministrator(user: User): boolean {
  return user.isLockedOut && user.lockedUntil === undefined;
}

/** The user's flag for the deactivation of the party it speaks for: a consumer's (CON-20) or a merchant's (MER-22). */
export type PartyInactiveFlag = 'consumerInactive' | 'merchantInactive';

/**
 * An administrator deactivated the consumer or merchant the user speaks for (IDN-22, IDN-23). One
 * meaning under two stored names, so flags written before merchants had one keep working.
 */
export const partyDeactivated = (user: User): boolean => !!(user.consumerInactive || user.merchantInactive);

/** What an administrator bars until it lifts it: its lock, or the deactivation of the user's consumer or merchant (CON-20, MER-22). */
export function barredByAdministrator(user: User): boolean {
  return lockedByAdministrator(user) || partyDeactivated(user);
}

/**
 * 422 naming `field` for a user an administrator bars (its lock, its consumer's or merchant's
 * deactivation): no token is minted for it (AUTH-11), as none is for a deactivated consumer or merchant.
 */
export function assertNotBarred(user: User, field: string): void {
  if (!barredByAdministrator(user)) return;
  const reason = user.merchantInactive ? "the user's merchant is not active" : user.consumerInactive ? "the user's consumer is not active" : 'the user is locked by an administrator';
  throw new UnprocessableError('This user is barred by an administrator; it gets no tokens.', [{ field, reason }]);
}

/**
 * The puts that create a user (made by newUser, new-user.ts) and claim its username, for the
 * caller's own transaction (a consumer or merchant is created in the same transaction as its user).
 * The username marker is items[1]: a cancelled transaction that failed there is a username clash.
 */
export function userCreationItems(user: User): Record<string, unknown>[] {
  const party = user.consumerReference ?? user.merchantReference;
  return [
    {
      Put: {
        TableName: config.tableName,
        Item: { ...userKeys.user(user.userReference), ...(party ? userKeys.byParty(party) : {}), entity: 'User', ...user },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: config.tableName,
        Item: { ...userKeys.username(user.username), entity: 'Username', userReference: user.userReference },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** Writes a user on its own; 409 naming `<fieldPrefix>.username` when the username is taken. */
export async function insertUser(user: User, fieldPrefix: string): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: userCreationItems(user) }));
  } catch (error) {
    throw usernameClash(error, fieldPrefix, 1) ?? error;
  }
}

/**
 * The 409 for a transaction that failed on the username marker (at `markerIndex` among the
 * transaction's items), or undefined when it failed for another reason.
 */
export function usernameClash(error: unknown, prefix: string, markerIndex: number): ConflictError | undefined {
  if (!cancelledAt(error)?.includes(markerIndex)) return undefined;
  return new ConflictError('That username is already taken.', [{ field: `${prefix}.username`, reason: 'is already taken' }]);
}

export async function getUser(userReference: string): Promise<User | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: userKeys.user(userReference), ConsistentRead: true }));
  return out.Item as User | undefined;
}

/** Finds a user by a username as typed (normalised here); undefined when there is none. */
export async function findUserByUsername(typed: string): Promise<User | undefined> {
  const username = parseUsername(typed);
  if (!username) return undefined;
  const marker = await db.send(new GetCommand({ TableName: config.tableName, Key: userKeys.username(username.value), ConsistentRead: true }));
  const reference = marker.Item?.['userReference'];
  return typeof reference === 'string' ? getUser(reference) : undefined;
}

/** The login user of a consumer or merchant. */
export async function findUserByParty(partyReference: string): Promise<User | undefined> {
  const key = userKeys.byParty(partyReference);
  const out = await db.send(new QueryCommand({
    TableName: config.tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
    ExpressionAttributeValues: { ':pk': key.GSI1PK, ':sk': key.GSI1SK },
    Limit: 1,
  }));
  const reference = out.Items?.[0]?.['userReference'];
  return typeof reference === 'string' ? getUser(reference) : undefined;
}

export type UserChanges = Partial<Omit<User, 'userReference' | 'username'>>;

/** The Update of a user that must exist, for the caller's own transaction (a profile and its user change together). */
export function userUpdateItem(userReference: string, changes: UserChanges, remove: (keyof User)[] = [], now = new Date()) {
  return { Update: userUpdate(userReference, changes, remove, now) };
}

function userUpdate(userReference: string, changes: UserChanges, remove: (keyof User)[], now: Date) {
  const entries = Object.entries({ ...changes, updatedAt: now.toISOString() }).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = entries.map(([key, value], i) => {
    names[`#s${i}`] = key;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removes = remove.map((key, i) => {
    names[`#r${i}`] = key;
    return `#r${i}`;
  });
  return {
    TableName: config.tableName,
    Key: userKeys.user(userReference),
    UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** Sets attributes of a user that must exist; returns the user as stored afterwards. */
export async function updateUser(userReference: string, changes: UserChanges, remove: (keyof User)[] = [], now = new Date()): Promise<User> {
  const out = await db.send(new UpdateCommand({ ...userUpdate(userReference, changes, remove, now), ReturnValues: 'ALL_NEW' }));
  return out.Attributes as User;
}

/** The lock state a write was decided on: the user as read. */
export type LockSeen = Pick<User, 'isLockedOut' | 'lockedUntil'>;

/**
 * Sets attributes of a user only while its lock is still the one `seen` (IDN-24): a failed attempt's
 * threshold lock, or a success's reset, decided on a read that an administrator's lock has since
 * overtaken must not replace that lock. Undefined (nothing written) when the lock changed.
 */
export async function updateUserIfLockIs(userReference: string, seen: LockSeen, changes: UserChanges, remove: (keyof User)[] = [], now = new Date()): Promise<User | undefined> {
  const update = userUpdate(userReference, changes, remove, now);
  const until = seen.isLockedOut && seen.lockedUntil !== undefined;
  // The lock as read: none (isLockedOut false or never set), or this one (an administrator's has no end time).
  const lock = seen.isLockedOut ? `isLockedOut = :locked AND ${until ? 'lockedUntil = :seen' : 'attribute_not_exists(lockedUntil)'}` : 'NOT isLockedOut = :locked';
  const out = await db.send(new UpdateCommand({
    ...update,
    ConditionExpression: `attribute_exists(PK) AND ${lock}`,
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':locked': true, ...(until ? { ':seen': seen.lockedUntil } : {}) },
    ReturnValues: 'ALL_NEW',
  })).catch((error: unknown) => {
    if (isConditionFailure(error)) return undefined;
    throw error;
  });
  return out?.Attributes as User | undefined;
}

/**
 * Ends a timed lockout that has run out, counting this failure as the first after it: only if the
 * lock is still the one `lockedUntil` names. False when another attempt ended it first, so attempts
 * sent together after a lockout are each counted rather than each starting again from one (IDN-17).
 */
export async function endExpiredLockout(userReference: string, lockedUntil: number, now = new Date()): Promise<boolean> {
  const ended = await updateUserIfLockIs(userReference, { isLockedOut: true, lockedUntil }, { failedLoginCount: 1, isLockedOut: false }, ['lockedUntil', 'reasonForLockout'], now);
  return ended !== undefined;
}

/** Counts one more failed login atomically; returns the new count. */
export async function incrementFailedLogins(userReference: string, now = new Date()): Promise<number> {
  const out = await db.send(new UpdateCommand({
    TableName: config.tableName,
    Key: userKeys.user(userReference),
    UpdateExpression: 'ADD failedLoginCount :one SET updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
    ReturnValues: 'UPDATED_NEW',
  }));
  return Number(out.Attributes?.['failedLoginCount'] ?? 0);
}
