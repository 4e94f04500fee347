/**
 * A consumer an administrator deactivates (isActive false, CON-20) over real HTTP: it gets no token
 * from the admin route, its login user no sign-in, refresh or reset code, its live access token
 * neither changes its profile nor pays; reactivating it lifts all of that.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminCreate, adminUpdate, givenConsumer } from './consumer-fixtures.js';
import { expectNoTokenUntilReactivated, expectUserBarredUntilReactivated, fields, login, refresh, type Deactivatable } from './deactivation-fixtures.js';
import { accessToken, adminApiKey, call } from './harness.js';
import { itemsContaining, STRONG_PASSWORD, tableItem, uniqueEmail } from './identity-fixtures.js';
import { card, givenMerchant, payer, paymentsWhere, statusUntil, storedPayment, submitPay } from './payment-fixtures.js';
import { CONSUMER_DEACTIVATED } from '../../shared/consumers/deactivated.js';

const generate = (reference: string) => call('POST', `/v1/auth/admin/token/generate/consumer/${reference}`, { apiKey: adminApiKey() });
const setActive = async (reference: string, isActive: boolean) => {
  const res = await adminUpdate({ reference, isActive });
  expect(res.status, res.text).toBe(200);
  expect(res.body.result.isActive).toBe(isActive);
};
const consumers: Deactivatable = { setActive, generate, pathField: 'path.consumerReference', reason: CONSUMER_DEACTIVATED, flag: 'consumerInactive' };

/** A consumer registered by its app whose login user can sign in (e-mail verified by an administrator). */
async function signedUpConsumer(): Promise<{ reference: string; userReference: string; email: string }> {
  const email = uniqueEmail();
  const created = await call('POST', '/v1/consumer', { token: await accessToken(), body: { firstName: 'Ama', emailAddress: email, loginCredentials: { password: STRONG_PASSWORD } } });
  expect(created.status, created.text).toBe(200);
  const { reference, userReference } = created.body.result as { reference: string; userReference: string };
  expect((await adminUpdate({ reference, isEmailVerified: true })).status).toBe(200);
  return { reference, userReference, email };
}

describe('a deactivated consumer (CON-20)', () => {
  it('gets no token from the admin route (422 naming the path), with or without a login user, until reactivated', async () => {
    const { reference } = await givenConsumer();
    const withUser = await signedUpConsumer();
    await expectNoTokenUntilReactivated(consumers, [reference, withUser.reference]);
  });

  it('bars its login user: sign-in answers as for a locked account, the session ends at its next refresh, no reset code is sent; the flag follows the consumer', async () => {
    await expectUserBarredUntilReactivated(consumers, await signedUpConsumer());
  });

  it('created inactive, gets a login user that is barred from the start', async () => {
    const email = uniqueEmail();
    const created = await adminCreate({ emailAddress: email, isEmailVerified: true, isActive: false, loginCredentials: { password: STRONG_PASSWORD } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.result.isActive).toBe(false);
    expect(await tableItem(`USER#${created.body.result.userReference as string}`, 'USER')).toMatchObject({ consumerInactive: true });
    expect((await login(email, STRONG_PASSWORD)).body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('with its live access token: no refresh, no profile change (403), no payment (422 naming the token or the named consumer), nothing written', async () => {
    const { reference } = await givenConsumer();
    const pair = (await generate(reference)).body.result as { accessToken: string; refreshToken: string };
    const shop = await givenMerchant();
    const payBody = (extra: Record<string, unknown> = {}) => ({
      paymentSources: { cards: [card('4242424242424242', 1200)] },
      paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 1200, currency: 'ZAR' }] },
      ...extra,
    });
    await setActive(reference, false);

    expect((await refresh(pair.refreshToken)).status).toBe(401);
    const update = await call('PUT', '/v1/consumer', { token: pair.accessToken, body: { reference, preferredName: 'Still here' } });
    expect(update.status).toBe(403);
    expect(fields(update)).toEqual(['header.authorization']);
    expect(update.body.error.details[0].reason).toBe(CONSUMER_DEACTIVATED);
    expect((await tableItem(`CONSUMER#${reference}`, 'PROFILE'))?.['preferredName']).toBeUndefined();

    const pay = await call('POST', '/v1/pay', { token: pair.accessToken, body: payBody() });
    expect(pay.status).toBe(422);
    expect(fields(pay)).toEqual(['header.authorization']);
    expect(pay.body.error.details[0].reason).toBe(CONSUMER_DEACTIVATED);
    const named = await call('POST', '/v1/pay', { token: pair.accessToken, body: payBody({ consumer: { reference } }) });
    expect(named.status).toBe(422);
    expect(fields(named)).toEqual(['body.consumer.reference']);
    expect(await paymentsWhere('consumerReference', reference)).toEqual([]);

    // Reactivated: a new token pays again.
    await setActive(reference, true);
    const again = await call('POST', '/v1/pay', { token: (await generate(reference)).body.result.accessToken as string, body: payBody() });
    expect(again.status, again.text).toBe(200);
  });

  it('with its live access token: refunds nothing out of its wallet (422 naming the token), nothing written; an operator still can', async () => {
    const { reference, token } = await givenConsumer();
    const wallet = await call('POST', '/v1/wallet', { token, body: { currency: 'ZAR' } });
    expect(wallet.status, wallet.text).toBe(200);
    const walletReference = wallet.body.result.walletReference as string;
    const payerToken = await payer();
    const paid = await submitPay(payerToken, { paymentSources: { cards: [card('4242424242424242', 900)] }, paymentDestinations: { wallets: [{ amountInCents: 900, currency: 'ZAR', walletReference }] } });
    expect(paid.status, paid.text).toBe(200);
    const paymentReference = paid.body.result.paymentReference as string;
    expect((await statusUntil(payerToken, paymentReference, (r) => r.isComplete)).status).toBe('Completed');
    const stored = (await storedPayment(paymentReference))!;
    const legs = { sourceTransactionReference: (stored['sources'] as { transactionReference: string }[])[0]!.transactionReference, destinationTransactionReference: (stored['destinations'] as { transactionReference: string }[])[0]!.transactionReference };
    await setActive(reference, false);

    const refund = await call('POST', '/v2/refund', { token, body: { ...legs, refundAmountInCents: 400 } });
    expect(refund.status, refund.text).toBe(422);
    expect(refund.body.error.details).toEqual([{ field: 'header.authorization', reason: CONSUMER_DEACTIVATED }]);
    expect((await itemsContaining(paymentReference)).filter((i) => i['entity'] === 'Refund')).toEqual([]);

    const byOperator = await call('POST', '/v2/refund', { token: await accessToken({ UserReference: randomUUID() }, ['refunds:any']), body: { ...legs, refundAmountInCents: 400 } });
    expect(byOperator.status, byOperator.text).toBe(202);
  });
});
