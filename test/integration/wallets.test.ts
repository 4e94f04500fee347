/**
 * Wallets held on the platform (docs/decisions/wallets.md): created for a consumer or merchant,
 * read by their owner with the ledger balance, topped up by a payment into them, spent by a payment
 * out of them, all inside the ledger (no connector), and refused before any money moves when unknown,
 * not the payer's, inactive, in another currency or short of money. Over real HTTP.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { givenConsumer } from './consumer-fixtures.js';
import { adminApiKey, call } from './harness.js';
import { expectLedgerHolds, type MovedPayment } from './ledger-fixtures.js';
import { SANDBOX_PIN } from '../../shared/rails/sandbox-behaviour.js';
import { answerSource, card, givenMerchant, payer, railOperation, statusUntil, storedPayment, submitPay } from './payment-fixtures.js';

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

/** A wallet for the token's owner, over HTTP. */
async function givenWallet(token: string, currency = 'ZAR'): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any -- the answer as JSON
  const res = await call('POST', '/v1/wallet', { token, body: { currency } });
  expect(res.status, res.text).toBe(200);
  return res.body.result;
}

describe('wallets', () => {
  it('creates one wallet per owner and currency for a consumer, a merchant or admin\'s named owner; the owner and admin read it, anyone else gets 404', async () => {
    const consumer = await givenConsumer();
    const wallet = await givenWallet(consumer.token);
    expect(wallet).toMatchObject({ ownerType: 'Consumer', ownerReference: consumer.reference, currency: 'ZAR', isActive: true, availableAmountInCents: 0, currentAmountInCents: 0 });
    const again = await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'ZAR' } });
    expect(again.status, again.text).toBe(409);
    expect(again.body.error.details).toEqual([{ field: 'body.currency', reason: 'a ZAR wallet exists for this owner' }]);
    expect(again.body.error.message).toContain(wallet.walletReference);
    const usd = await givenWallet(consumer.token, 'USD');

    const listed = await call('GET', '/v1/wallet', { token: consumer.token });
    expect(listed.status, listed.text).toBe(200);
    expect((listed.body.result as { walletReference: string }[]).map((w) => w.walletReference).sort()).toEqual([wallet.walletReference, usd.walletReference].sort());
    expect((await call('GET', `/v1/wallet/${wallet.walletReference}`, { token: consumer.token })).body.result).toEqual(wallet);
    expect((await call('GET', `/v1/wallet/admin/${wallet.walletReference}`, { apiKey: adminApiKey() })).body.result).toEqual(wallet);

    // Another consumer, a merchant, a bare token: as if it did not exist.
    const other = await givenConsumer();
    const shop = await givenMerchant();
    for (const token of [other.token, shop.token, await payer()]) {
      const res = await call('GET', `/v1/wallet/${wallet.walletReference}`, { token });
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details).toEqual([{ field: 'path.walletReference', reason: 'not found' }]);
    }
    expect((await call('GET', '/v1/wallet', { token: other.token })).body.result).toEqual([]);

    // A merchant's own; admin names an owner; a token without one cannot create.
    const merchantWallet = await givenWallet(shop.token);
    expect(merchantWallet).toMatchObject({ ownerType: 'Merchant', ownerReference: shop.reference });
    const named = await call('POST', '/v1/wallet/admin', { apiKey: adminApiKey(), body: { currency: 'ZAR', ownerType: 'Consumer', ownerReference: other.reference } });
    expect(named.status, named.text).toBe(200);
    expect(named.body.result).toMatchObject({ ownerType: 'Consumer', ownerReference: other.reference });
    const bare = await call('POST', '/v1/wallet', { token: await payer(), body: { currency: 'ZAR' } });
    expect(bare.status, bare.text).toBe(404);
    expect(bare.body.error.details[0].field).toBe('header.authorization');

    // Bad input names the field; unknown owners and wallets are 404; credentials are checked first.
    const badCurrency = await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'zar', extra: 1 } });
    expect(badCurrency.status).toBe(400);
    expect((badCurrency.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['body.currency', 'body.extra']);
    const unknownOwner = await call('POST', '/v1/wallet/admin', { apiKey: adminApiKey(), body: { currency: 'ZAR', ownerType: 'Merchant', ownerReference: UNKNOWN } });
    expect(unknownOwner.status).toBe(404);
    expect(unknownOwner.body.error.details[0].field).toBe('body.ownerReference');
    expect((await call('GET', '/v1/wallet/not-a-uuid', { token: consumer.token })).body.error.details[0].field).toBe('path.walletReference');
    expect((await call('GET', `/v1/wallet/admin/${UNKNOWN}`, { apiKey: adminApiKey() })).status).toBe(404);
    expect((await call('GET', '/v1/wallet')).status).toBe(401);
    expect((await call('POST', '/v1/wallet/admin', { token: consumer.token, body: { currency: 'ZAR', ownerType: 'Consumer', ownerReference: consumer.reference } })).status).toBe(403);
  });
});

describe('a wallet frozen while its payment waits (WAL-11)', () => {
  /** Submits, answers the card's PIN once the wallet is frozen, and waits for the end. */
  async function frozenDuringPin(token: string, walletReference: string, body: unknown): Promise<{ status: string; sources: StoredLeg[]; destinations: StoredLeg[] }> {
    const res = await submitPay(token, body);
    expect(res.status, res.text).toBe(200);
    const reference = res.body.result.paymentReference as string;
    const waiting = await statusUntil(token, reference, (r) => r.awaiting?.kind === 'pin' || r.isComplete);
    expect(waiting.awaiting?.kind, 'the payment waits for the card\'s PIN').toBe('pin');
    expect((await call('PUT', `/v1/wallet/admin/${walletReference}`, { apiKey: adminApiKey(), body: { isActive: false } })).body.result.isActive).toBe(false);
    const answered = await answerSource(token, 'pin', waiting.awaiting.transactionReference, { pin: SANDBOX_PIN });
    expect(answered.status, answered.text).toBe(202);
    const done = await statusUntil(token, reference, (r) => r.isComplete, 30_000);
    const stored = await storedPayment(reference);
    moved.push({ paymentReference: reference, currency: 'ZAR', netInCents: done.status === 'Completed' ? 1000 : 0 });
    for (const leg of [...(stored?.['sources'] as { ledgerAccount?: string }[]), ...(stored?.['destinations'] as { ledgerAccount?: string }[])]) if (leg.ledgerAccount) accounts.add(leg.ledgerAccount);
    return { status: String(done.status), sources: stored?.['sources'] as StoredLeg[], destinations: stored?.['destinations'] as StoredLeg[] };
  }

  it('is not emptied: its debit is declined wallet_inactive, the card debited before it is reversed at its rail, the merchant is never paid', async () => {
    const consumer = await givenConsumer();
    const shop = await givenMerchant();
    const { walletReference } = await givenWallet(consumer.token);
    expect((await payToEnd(await payer(), { paymentSources: { cards: [card('4242424242424242', 600)] }, paymentDestinations: { wallets: [{ ...zar(600), walletReference }] } })).status).toBe('Completed');

    // The card (debited first) waits for its PIN; meanwhile an administrator freezes the wallet.
    const paid = await frozenDuringPin(consumer.token, walletReference, {
      paymentSources: { cards: [card('4990000000000202', 400)], wallets: [{ ...zar(600), walletReference }] },
      paymentDestinations: { merchants: [{ ...zar(1000), merchantReference: shop.reference }] },
    });
    expect(paid.status).toBe('Failed');
    const [cardLeg, walletLeg] = paid.sources as (StoredLeg & { declineCode?: string })[];
    expect(walletLeg).toMatchObject({ status: 'Failed', declineCode: 'wallet_inactive', leg: { rail: 'wallet' } });
    expect(cardLeg?.status).toBe('Reversed');
    expect(await railOperation(cardLeg!.transactionReference, 'DEBIT')).toMatchObject({ result: { outcome: 'succeeded' }, reversed: true });
    expect(await balanceOf(consumer.token, walletReference)).toBe(600);
    expect((await call('GET', '/v1/merchant/balance', { token: shop.token })).body.result.balances[0]?.currentAmountInCents ?? 0).toBe(0);
  }, 45_000);

  it('is not filled: its credit is declined wallet_inactive before a merchant of the same payment is credited, and the card that paid is reversed at its rail', async () => {
    const consumer = await givenConsumer();
    const shop = await givenMerchant();
    const { walletReference } = await givenWallet(consumer.token);
    const paid = await frozenDuringPin(await payer(), walletReference, {
      paymentSources: { cards: [card('4990000000000202', 1000)] },
      paymentDestinations: { merchants: [{ ...zar(400), merchantReference: shop.reference }], wallets: [{ ...zar(600), walletReference }] },
    });
    expect(paid.status).toBe('Failed');
    expect(paid.destinations.find((l) => l.leg.rail === 'wallet')).toMatchObject({ status: 'Failed', declineCode: 'wallet_inactive' });
    // The merchant was never credited (Cancelled, not Reversed): nothing spendable was handed out and taken back.
    expect(paid.destinations.find((l) => l.leg.rail === 'merchant')?.status).toBe('Cancelled');
    expect(paid.sources[0]?.status).toBe('Reversed');
    expect(await railOperation(paid.sources[0]!.transactionReference, 'DEBIT')).toMatchObject({ result: { outcome: 'succeeded' }, reversed: true });
    expect(await balanceOf(consumer.token, walletReference)).toBe(0);
  }, 45_000);
});

const zar = (amountInCents: number) => ({ amountInCents, currency: 'ZAR' });
const balanceOf = async (token: string, walletReference: string): Promise<number> =>
  Number((await call('GET', `/v1/wallet/${walletReference}`, { token })).body.result.currentAmountInCents);

interface StoredLeg { transactionReference: string; status: string; leg: { rail: string } }

const moved: MovedPayment[] = [];
const accounts = new Set<string>();

afterAll(async () => {
  await expectLedgerHolds(moved, [...accounts]);
});

/** Pays and waits for the end; the final status and the stored legs. */
async function payToEnd(token: string, body: unknown): Promise<{ status: string; sources: StoredLeg[]; destinations: StoredLeg[] }> {
  const res = await submitPay(token, body);
  expect(res.status, res.text).toBe(200);
  const reference = res.body.result.paymentReference as string;
  const done = await statusUntil(token, reference, (r) => r.isComplete);
  const stored = await storedPayment(reference);
  const total = (stored?.['amountTotals'] as { currency: string; amountInCents: number }[])[0]!;
  moved.push({ paymentReference: reference, currency: total.currency, netInCents: done.status === 'Completed' ? total.amountInCents : 0 });
  for (const leg of [...(stored?.['sources'] as { ledgerAccount?: string }[]), ...(stored?.['destinations'] as { ledgerAccount?: string }[])]) if (leg.ledgerAccount) accounts.add(leg.ledgerAccount);
  return { status: String(done.status), sources: stored?.['sources'] as StoredLeg[], destinations: stored?.['destinations'] as StoredLeg[] };
}

describe('paying into and out of a wallet', () => {
  it('tops a wallet up by card, pays a merchant from it, and moves the wallet legs in the ledger alone (no connector record)', async () => {
    const consumer = await givenConsumer();
    const shop = await givenMerchant();
    const { walletReference } = await givenWallet(consumer.token);

    // Top-up: a payment into the wallet, funded by a card (anyone may pay into a wallet).
    const topUp = await payToEnd(await payer(), { paymentSources: { cards: [card('4242424242424242', 5000)] }, paymentDestinations: { wallets: [{ ...zar(5000), walletReference }] } });
    expect(topUp.status).toBe('Completed');
    expect(await balanceOf(consumer.token, walletReference)).toBe(5000);
    expect(await railOperation(topUp.destinations[0]!.transactionReference, 'CREDIT')).toBeUndefined();
    expect(await railOperation(topUp.sources[0]!.transactionReference, 'DEBIT')).toBeDefined();

    // Pay: the consumer's wallet to a merchant, nothing at any rail.
    const paid = await payToEnd(consumer.token, { paymentSources: { wallets: [{ ...zar(3000), walletReference }] }, paymentDestinations: { merchants: [{ ...zar(3000), merchantReference: shop.reference }] } });
    expect(paid.status).toBe('Completed');
    expect(paid.sources.map((l) => [l.leg.rail, l.status])).toEqual([['wallet', 'Completed']]);
    expect(await railOperation(paid.sources[0]!.transactionReference, 'DEBIT')).toBeUndefined();
    expect(await balanceOf(consumer.token, walletReference)).toBe(2000);
    expect((await call('GET', '/v1/merchant/balance', { token: shop.token })).body.result.balances[0].currentAmountInCents).toBe(3000);

    // A later destination declines: the wallet's debit is reversed in the ledger alone.
    const undone = await payToEnd(consumer.token, {
      paymentSources: { wallets: [{ ...zar(1500), walletReference }] },
      paymentDestinations: { merchants: [{ ...zar(500), merchantReference: shop.reference }], cards: [{ ...zar(1000), cardNumber: '4990000000000509' }] },
    });
    expect(undone.status).toBe('Failed');
    expect(undone.sources.map((l) => l.status)).toEqual(['Reversed']);
    expect(await railOperation(undone.sources[0]!.transactionReference, 'DEBIT')).toBeUndefined();
    expect(await balanceOf(consumer.token, walletReference)).toBe(2000);
    expect((await call('GET', '/v1/merchant/balance', { token: shop.token })).body.result.balances[0].currentAmountInCents).toBe(3000);
  });

  it('refuses, before any money moves, an unknown wallet or another\'s (404), an inactive one or one in another currency (422), and more than it holds (422 INSUFFICIENT_FUNDS), naming the field', async () => {
    const consumer = await givenConsumer();
    const other = await givenConsumer();
    const shop = await givenMerchant();
    const own = (await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'ZAR' } })).body.result.walletReference as string;
    const theirs = (await call('POST', '/v1/wallet', { token: other.token, body: { currency: 'ZAR' } })).body.result.walletReference as string;
    const usd = (await call('POST', '/v1/wallet', { token: consumer.token, body: { currency: 'USD' } })).body.result.walletReference as string;
    const toShop = (amountInCents: number) => ({ merchants: [{ ...zar(amountInCents), merchantReference: shop.reference }] });
    const fromWallet = (walletReference: string, amountInCents = 100) => ({ paymentSources: { wallets: [{ ...zar(amountInCents), walletReference }] }, paymentDestinations: toShop(amountInCents) });

    for (const walletReference of [UNKNOWN, theirs]) {
      const res = await submitPay(consumer.token, fromWallet(walletReference));
      expect(res.status, res.text).toBe(404);
      expect(res.body.error.details).toEqual([{ field: 'body.paymentSources.wallets[0].walletReference', reason: 'not found' }]);
    }
    const unknownDestination = await submitPay(consumer.token, { paymentSources: { cards: [card('4242424242424242', 100)] }, paymentDestinations: { wallets: [{ ...zar(100), walletReference: UNKNOWN }] } });
    expect(unknownDestination.status, unknownDestination.text).toBe(404);
    expect(unknownDestination.body.error.details[0].field).toBe('body.paymentDestinations.wallets[0].walletReference');

    const empty = await submitPay(consumer.token, fromWallet(own, 100));
    expect(empty.status, empty.text).toBe(422);
    expect(empty.body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(empty.body.error.details).toEqual([{ field: 'body.paymentSources.wallets[0].amountInCents', reason: 'insufficient_funds: the wallet holds less than this' }]);

    const wrongCurrency = await submitPay(consumer.token, fromWallet(usd, 100));
    expect(wrongCurrency.status, wrongCurrency.text).toBe(422);
    expect(wrongCurrency.body.error.details).toEqual([{ field: 'body.paymentSources.wallets[0].currency', reason: 'this wallet holds USD' }]);

    // Topped up, then frozen by admin: refused as inactive; freed again: it pays.
    const topUp = await payToEnd(await payer(), { paymentSources: { cards: [card('4242424242424242', 700)] }, paymentDestinations: { wallets: [{ ...zar(700), walletReference: own }] } });
    expect(topUp.status).toBe('Completed');
    const beyond = await submitPay(consumer.token, { paymentSources: { wallets: [{ ...zar(400), walletReference: own }, { ...zar(400), walletReference: own }] }, paymentDestinations: toShop(800) });
    expect(beyond.status, beyond.text).toBe(422);
    expect(beyond.body.error.details.map((d: { field: string }) => d.field)).toEqual(['body.paymentSources.wallets[0].amountInCents', 'body.paymentSources.wallets[1].amountInCents']);
    expect((await call('PUT', `/v1/wallet/admin/${own}`, { apiKey: adminApiKey(), body: { isActive: false } })).body.result.isActive).toBe(false);
    const frozen = await submitPay(consumer.token, fromWallet(own, 100));
    expect(frozen.status, frozen.text).toBe(422);
    expect(frozen.body.error.details).toEqual([{ field: 'body.paymentSources.wallets[0].walletReference', reason: 'this wallet is not active' }]);
    expect((await call('PUT', `/v1/wallet/admin/${own}`, { apiKey: adminApiKey(), body: { isActive: true } })).status).toBe(200);
    expect((await payToEnd(consumer.token, fromWallet(own, 700))).status).toBe('Completed');
    expect(await balanceOf(consumer.token, own)).toBe(0);
  });
});
