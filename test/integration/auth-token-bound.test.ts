/**
 * A session a partner mints with POST /v1/auth/admin/token/generate (AUTH-11): bound to the login
 * user its claims.UserReference names, so an administrator's lock ends it at refresh as it ends the
 * user's own; refused for a barred user and for a deactivated consumer or merchant its claims name.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminCreate, adminUpdate, givenConsumer } from './consumer-fixtures.js';
import { fields, login, refresh } from './deactivation-fixtures.js';
import { adminApiKey, call } from './harness.js';
import { givenUser, jwtPayload, setItem, STRONG_PASSWORD, uniqueEmail } from './identity-fixtures.js';
import { givenMerchant } from './payment-fixtures.js';
import { CONSUMER_DEACTIVATED } from '../../shared/consumers/deactivated.js';
import { MERCHANT_DEACTIVATED } from '../../shared/merchants/deactivated.js';

const mint = (claims: Record<string, string>, accessPolicies: string[] = []) =>
  call('POST', '/v1/auth/admin/token/generate', { apiKey: adminApiKey(), body: { expiryInSeconds: 3600, claims, accessPolicies } });
const adminLock = (userReference: string) => setItem(`USER#${userReference}`, 'USER', { isLockedOut: true, reasonForLockout: 'Fraud review' });

describe('a partner-minted session naming a login user (AUTH-11)', () => {
  it('ends at refresh once an administrator locks the user, as the login session does; its claims stay the ones minted', async () => {
    const { user, username, password } = await givenUser();
    const own = await login(username, password);
    expect(own.status).toBe(200);
    const minted = await mint({ UserReference: user.userReference, AllowedCurrencies: 'ZAR' }, ['refunds:any']);
    expect(minted.status, minted.text).toBe(200);

    // Unlocked, a refresh keeps what the partner vouched for, not the user's own claims.
    const rotated = await refresh(minted.body.result.refreshToken as string);
    expect(rotated.status, rotated.text).toBe(200);
    const claims = jwtPayload(rotated.body.result.accessToken as string);
    expect(claims).toMatchObject({ sub: user.userReference, UserReference: user.userReference, AllowedCurrencies: 'ZAR', AccessPolicy: 'refunds:any' });
    expect(claims).not.toHaveProperty('LoginName');

    await adminLock(user.userReference);
    expect((await refresh(own.body.result.refreshToken as string)).status).toBe(401);
    expect((await refresh(rotated.body.result.refreshToken as string)).status).toBe(401);
  });

  it('is not minted for a user an administrator locked: 422 naming body.claims.UserReference', async () => {
    const { user } = await givenUser();
    await adminLock(user.userReference);
    for (const reference of [user.userReference, user.userReference.toUpperCase()]) {
      const refused = await mint({ UserReference: reference });
      expect(refused.status, refused.text).toBe(422);
      expect(fields(refused)).toEqual(['body.claims.UserReference']);
      expect(refused.body.error.details[0].reason).toContain('locked by an administrator');
    }
  });

  it('still mints for a UserReference that names no login user (the partner\'s own user), unbound as before', async () => {
    const reference = randomUUID();
    const minted = await mint({ UserReference: reference });
    expect(minted.status, minted.text).toBe(200);
    const rotated = await refresh(minted.body.result.refreshToken as string);
    expect(rotated.status).toBe(200);
    expect(jwtPayload(rotated.body.result.accessToken as string)).toMatchObject({ sub: reference, UserReference: reference });
  });

  it('is not minted for a deactivated consumer or merchant its claims name: 422 naming the claim, as the specific routes answer', async () => {
    const { reference: consumer } = await givenConsumer();
    const { reference: merchant } = await givenMerchant();
    expect((await adminUpdate({ reference: consumer, isActive: false })).status).toBe(200);
    const merchantOff = await call('PUT', '/v1/merchant/admin', {
      apiKey: adminApiKey(), body: { reference: merchant, name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', isActive: false },
    });
    expect(merchantOff.status, merchantOff.text).toBe(200);

    const noConsumer = await mint({ ConsumerReference: consumer });
    expect(noConsumer.status).toBe(422);
    expect(fields(noConsumer)).toEqual(['body.claims.ConsumerReference']);
    expect(noConsumer.body.error.details[0].reason).toBe(CONSUMER_DEACTIVATED);
    const noMerchant = await mint({ UserReference: randomUUID(), MerchantReference: merchant });
    expect(noMerchant.status).toBe(422);
    expect(fields(noMerchant)).toEqual(['body.claims.MerchantReference']);
    expect(noMerchant.body.error.details[0].reason).toBe(MERCHANT_DEACTIVATED);

    expect((await adminUpdate({ reference: consumer, isActive: true })).status).toBe(200);
    expect((await mint({ ConsumerReference: consumer })).status).toBe(200);
  });

  it('is not minted by the consumer or merchant token route for a login user an administrator locked', async () => {
    const created = await adminCreate({ emailAddress: uniqueEmail(), isEmailVerified: true, loginCredentials: { password: STRONG_PASSWORD } });
    expect(created.status, created.text).toBe(200);
    const consumer = created.body.result as { reference: string; userReference: string };
    await adminLock(consumer.userReference);
    const refused = await call('POST', `/v1/auth/admin/token/generate/consumer/${consumer.reference}`, { apiKey: adminApiKey() });
    expect(refused.status, refused.text).toBe(422);
    expect(fields(refused)).toEqual(['path.consumerReference']);
  });
});
