/**
 * A merchant an administrator deactivates (isActive false, MER-22 and identity.md IDN-23) over real
 * HTTP: it gets no token from the admin route, its login user no sign-in, refresh or reset code, its
 * live access token starts no money movement of its own (payout, refund) and adds nothing (profile,
 * products), nothing written; an administrator still pays out what it is owed. Reactivating lifts it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoTokenUntilReactivated, expectUserBarredUntilReactivated, fields, login, refresh, type Deactivatable } from './deactivation-fixtures.js';
import { adminApiKey, call } from './harness.js';
import { itemsContaining, setItem, STRONG_PASSWORD, tableItem, uniqueEmail } from './identity-fixtures.js';
import { MERCHANT_DEACTIVATED } from '../../shared/merchants/deactivated.js';
import { card, givenMerchant, givenMerchantWithBankAccount, payer, statusUntil, submitPay } from './payment-fixtures.js';

const admin = () => ({ apiKey: adminApiKey() });
const generate = (reference: string) => call('POST', `/v1/auth/admin/token/generate/merchant/${reference}`, admin());
const base = () => ({ name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR' });
const setActive = async (reference: string, isActive: boolean) => {
  const res = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference, isActive } });
  expect(res.status, res.text).toBe(200);
  expect(res.body.result.isActive).toBe(isActive);
};
const merchants: Deactivatable = { setActive, generate, pathField: 'path.merchantReference', reason: MERCHANT_DEACTIVATED, flag: 'merchantInactive' };
const owed = async (reference: string): Promise<number> =>
  Number((await call('GET', `/v1/merchant/admin/balance/${reference}`, admin())).body.result.balances[0]?.currentAmountInCents ?? 0);

/** A merchant whose login user (its e-mail address) can sign in: verified, its password its own. */
async function merchantWithUser(extra: Record<string, unknown> = {}): Promise<{ reference: string; userReference: string; email: string }> {
  const email = uniqueEmail();
  const res = await call('POST', '/v1/merchant/admin', { ...admin(), body: { ...base(), emailAddress: email, loginCredentials: { username: email, password: STRONG_PASSWORD }, ...extra } });
  expect(res.status, res.text).toBe(200);
  const { reference, userReference } = res.body.result as { reference: string; userReference: string };
  await setItem(`USER#${userReference}`, 'USER', { isEmailVerified: true, mustChangePassword: false });
  return { reference, userReference, email };
}

/** A completed card payment to the merchant; the legs a refund names. */
async function paidBy(merchantReference: string, amountInCents: number): Promise<{ paymentReference: string; source: string; destination: string }> {
  const token = await payer();
  const res = await submitPay(token, { paymentSources: { cards: [card('4242424242424242', amountInCents)] }, paymentDestinations: { merchants: [{ amountInCents, currency: 'ZAR', merchantReference }] } });
  expect(res.status, res.text).toBe(200);
  const done = await statusUntil(token, res.body.result.paymentReference as string, (r) => r.isComplete);
  expect(done.status).toBe('Completed');
  return { paymentReference: done.paymentReference, source: done.paymentSources.cards[0].transactionReference, destination: done.paymentDestinations.merchants[0].transactionReference };
}

describe('a deactivated merchant (MER-22)', () => {
  it('gets no token from the admin route (422 naming the path), with or without a login user, until reactivated', async () => {
    const plain = await givenMerchant();
    const withUser = await merchantWithUser();
    await expectNoTokenUntilReactivated(merchants, [plain.reference, withUser.reference]);
  });

  it('bars its login user: sign-in answers as for a locked account, the session ends at its next refresh, no reset code or OTP session; the flag follows the merchant (IDN-23)', async () => {
    await expectUserBarredUntilReactivated(merchants, await merchantWithUser());
  });

  it('created inactive, gets a login user barred from the start; a session without a login user ends at its next refresh', async () => {
    const email = uniqueEmail();
    const created = await call('POST', '/v1/merchant/admin', { ...admin(), body: { ...base(), emailAddress: email, isActive: false, loginCredentials: { username: email, password: STRONG_PASSWORD } } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.result.isActive).toBe(false);
    const userReference = created.body.result.userReference as string;
    expect(await tableItem(`USER#${userReference}`, 'USER')).toMatchObject({ merchantInactive: true });
    await setItem(`USER#${userReference}`, 'USER', { isEmailVerified: true, mustChangePassword: false });
    expect((await login(email, STRONG_PASSWORD)).body.error.code).toBe('INVALID_CREDENTIALS');

    const plain = await givenMerchant();
    const pair = (await generate(plain.reference)).body.result as { refreshToken: string };
    await setActive(plain.reference, false);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    await setActive(plain.reference, true);
    // The session ended for good: reactivation does not bring it back (sign in again).
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it('with its live access token: no payout, refund, profile change or new product (nothing written); an administrator still pays out its balance', async () => {
    const shop = await givenMerchantWithBankAccount('1000123456');
    const paid = await paidBy(shop.reference, 5000);
    await setActive(shop.reference, false);
    expect(await owed(shop.reference)).toBe(5000);

    const payout = await call('POST', '/v1/merchant/payout', { token: shop.token, body: { amountInCents: 1000, currency: 'ZAR' } });
    expect(payout.status, payout.text).toBe(422);
    expect(fields(payout)).toEqual(['header.authorization']);
    expect(payout.body.error.details[0].reason).toContain('not active');

    const refund = await call('POST', '/v2/refund', { token: shop.token, body: { sourceTransactionReference: paid.source, destinationTransactionReference: paid.destination, refundAmountInCents: 500 } });
    expect(refund.status, refund.text).toBe(422);
    expect(fields(refund)).toEqual(['header.authorization']);
    expect((await itemsContaining(paid.paymentReference)).filter((i) => i['entity'] === 'Refund')).toEqual([]);

    const profile = await call('PUT', '/v1/merchant', { token: shop.token, body: { ...base(), name: 'Still trading' } });
    expect(profile.status, profile.text).toBe(403);
    expect(fields(profile)).toEqual(['header.authorization']);
    expect((await tableItem(`MERCHANT#${shop.reference}`, 'PROFILE'))?.['name']).not.toBe('Still trading');

    const product = await call('POST', '/v1/merchant/product', { token: shop.token, body: { name: `Airtime ${randomUUID().slice(0, 6)}`, productType: 'Airtime', amountInCents: 1000 } });
    expect(product.status, product.text).toBe(403);
    expect(fields(product)).toEqual(['header.authorization']);
    expect(await owed(shop.reference)).toBe(5000);

    // An administrator pays out what the platform owes it: money owed is not trapped by the deactivation.
    const adminPayout = await call('POST', `/v1/merchant/admin/payout/${shop.reference}`, { ...admin(), body: { amountInCents: 5000, currency: 'ZAR' } });
    expect(adminPayout.status, adminPayout.text).toBe(200);
    await expect.poll(() => owed(shop.reference), { timeout: 20_000, interval: 500 }).toBe(0);
  });

  it('pays nothing out of its wallet with its own token (422 naming header.authorization) and is paid nothing into it, until reactivated', async () => {
    const shop = await givenMerchant();
    const wallet = await call('POST', '/v1/wallet', { token: shop.token, body: { currency: 'ZAR' } });
    expect(wallet.status, wallet.text).toBe(200);
    const walletReference = wallet.body.result.walletReference as string;
    const payerToken = await payer();
    const topUp = await submitPay(payerToken, { paymentSources: { cards: [card('4242424242424242', 3000)] }, paymentDestinations: { wallets: [{ amountInCents: 3000, currency: 'ZAR', walletReference }] } });
    expect(topUp.status, topUp.text).toBe(200);
    expect((await statusUntil(payerToken, topUp.body.result.paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    const balance = async () => Number((await call('GET', `/v1/wallet/admin/${walletReference}`, admin())).body.result.currentAmountInCents);
    expect(await balance()).toBe(3000);
    await setActive(shop.reference, false);

    const out = { paymentSources: { wallets: [{ amountInCents: 1000, currency: 'ZAR', walletReference }] }, paymentDestinations: { bankAccounts: [{ amountInCents: 1000, currency: 'ZAR', bank: 'FNB_ZA', accountNumber: '1000987654' }] } };
    const spent = await submitPay(shop.token, out);
    expect(spent.status, spent.text).toBe(422);
    expect(spent.body.error.details).toEqual([{ field: 'header.authorization', reason: MERCHANT_DEACTIVATED }]);

    const into = await submitPay(await payer(), { paymentSources: { cards: [card('4242424242424242', 500)] }, paymentDestinations: { wallets: [{ amountInCents: 500, currency: 'ZAR', walletReference }] } });
    expect(into.status, into.text).toBe(422);
    expect(into.body.error.details).toEqual([{ field: 'body.paymentDestinations.wallets[0].walletReference', reason: 'this wallet\'s merchant is not active' }]);
    expect(await balance()).toBe(3000);

    // Reactivated (a deactivation holds the wallet's money; it does not take it): the same payment goes.
    await setActive(shop.reference, true);
    const again = await submitPay(shop.token, out);
    expect(again.status, again.text).toBe(200);
    await expect.poll(balance, { timeout: 20_000, interval: 500 }).toBe(2000);
  });
});
