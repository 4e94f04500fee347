/**
 * A sign-in (or password change) decided on a read of the user that an administrator's lock has
 * since overtaken (IDN-24), against the local DynamoDB: neither the threshold lock of a failure nor
 * the reset of a success replaces the lock written meanwhile. The attempt's read is handed in as it
 * was, so the interleaving is exact rather than timed.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type * as Login from '../../shared/identity/login.js';
import type { User } from '../../shared/identity/users.js';
import { givenUser, localTable, setItem, tableItem } from './identity-fixtures.js';

const loginModule = async (): Promise<typeof Login> => {
  Object.assign(process.env, inject('functionEnv'));
  return import('../../shared/identity/login.js');
};
const stored = async (user: User) => (await tableItem(`USER#${user.userReference}`, 'USER')) as unknown as User;
/** An administrator's lock as the admin update writes it: locked, no end time, its reason. */
async function adminLock(userReference: string): Promise<void> {
  const { db, tableName } = localTable();
  await db.send(new UpdateCommand({
    TableName: tableName, Key: { PK: `USER#${userReference}`, SK: 'USER' },
    UpdateExpression: 'SET isLockedOut = :t, reasonForLockout = :r REMOVE lockedUntil', ExpressionAttributeValues: { ':t': true, ':r': 'Fraud review' },
  }));
}

describe('a sign-in racing an administrator\'s lock (IDN-24)', () => {
  it('a failure read before the lock does not turn it into a 15-minute one or replace its reason', async () => {
    const { recordFailedLogin } = await loginModule();
    const { user } = await givenUser();
    await setItem(`USER#${user.userReference}`, 'USER', { failedLoginCount: 4 });
    const read = { ...user, failedLoginCount: 4 };
    await adminLock(user.userReference);
    await recordFailedLogin(read);
    expect(await stored(user)).toMatchObject({ isLockedOut: true, reasonForLockout: 'Fraud review' });
    expect(await stored(user)).not.toHaveProperty('lockedUntil');
  });

  it('a failure read before another attempt\'s threshold lock leaves that lock\'s end as it was', async () => {
    const { recordFailedLogin, LOCKOUT_REASON } = await loginModule();
    const { user } = await givenUser();
    const lockedUntil = Math.floor(Date.now() / 1000) + 100;
    await setItem(`USER#${user.userReference}`, 'USER', { failedLoginCount: 4 });
    const read = { ...user, failedLoginCount: 4 };
    // Locked meanwhile with the count left standing, so this failure's count reaches the threshold again.
    await setItem(`USER#${user.userReference}`, 'USER', { isLockedOut: true, lockedUntil, reasonForLockout: LOCKOUT_REASON });
    await recordFailedLogin(read);
    expect(await stored(user)).toMatchObject({ isLockedOut: true, lockedUntil });
  });

  it('a success read before the lock does not lift it, whether the read was unlocked or a lapsed lockout', async () => {
    const { resetAfterSuccess, LOCKOUT_REASON } = await loginModule();
    const { user, password } = await givenUser();
    await setItem(`USER#${user.userReference}`, 'USER', { failedLoginCount: 2 });
    await adminLock(user.userReference);
    expect(await resetAfterSuccess({ ...user, failedLoginCount: 2 }, password, new Date())).toBeUndefined();
    expect(await stored(user)).toMatchObject({ isLockedOut: true, reasonForLockout: 'Fraud review', failedLoginCount: 2 });

    const lapsed = { ...user, isLockedOut: true, lockedUntil: Math.floor(Date.now() / 1000) - 10, reasonForLockout: LOCKOUT_REASON };
    expect(await resetAfterSuccess(lapsed, password, new Date())).toBeUndefined();
    expect(await stored(user)).toMatchObject({ isLockedOut: true, reasonForLockout: 'Fraud review' });
    expect(await stored(user)).not.toHaveProperty('lockedUntil');
  });

  it('a success whose read still stands resets the count and ends a lapsed lockout (the control)', async () => {
    const { resetAfterSuccess, LOCKOUT_REASON } = await loginModule();
    const { user, password } = await givenUser();
    const lockedUntil = Math.floor(Date.now() / 1000) - 10;
    await setItem(`USER#${user.userReference}`, 'USER', { failedLoginCount: 0, isLockedOut: true, lockedUntil, reasonForLockout: LOCKOUT_REASON });
    const fresh = await resetAfterSuccess({ ...user, isLockedOut: true, lockedUntil, reasonForLockout: LOCKOUT_REASON }, password, new Date());
    expect(fresh).toMatchObject({ isLockedOut: false, failedLoginCount: 0 });
    expect(await stored(user)).not.toHaveProperty('lockedUntil');
  });
});
