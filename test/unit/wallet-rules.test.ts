/** Who a wallet belongs to and whether a payment may use it (shared/wallets/rules.ts; docs/decisions/wallets.md, WAL-2, WAL-4). */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import { fundsIssues, mayDebitWallet, mayReadWallet, ownersOf, usabilityIssues } from '../../shared/wallets/rules.js';
import type { WalletRecord } from '../../shared/wallets/wallets.js';

const CONSUMER = '11111111-1111-4111-8111-111111111111';
const MERCHANT = '22222222-2222-4222-8222-222222222222';
const user = (claims: Record<string, string>): Caller => ({ kind: 'user', subject: 's', claims, accessPolicies: [], tokenId: 't', pendingSteps: false });
const admin: Caller = { kind: 'admin', apiKeyId: 'k' };
const wallet = (over: Partial<WalletRecord> = {}): WalletRecord => ({
  walletReference: '33333333-3333-4333-8333-333333333333', ownerType: 'Consumer', ownerReference: CONSUMER, currency: 'ZAR', isActive: true,
  createdDate: '2026-11-24T00:00:00.000Z', updatedAt: '2026-11-24T00:00:00.000Z', createdBy: 'admin', ...over,
});
const use = (amountInCents: number, path = 'body.paymentSources.wallets[0]') => ({ path, walletReference: wallet().walletReference, amountInCents, currency: 'ZAR' });

describe('wallet ownership', () => {
  it('reads the owners a token speaks for from its UUID claims, lower-cased; admin and others speak for none', () => {
    expect(ownersOf(user({ ConsumerReference: CONSUMER.toUpperCase(), MerchantReference: MERCHANT }))).toEqual([
      { ownerType: 'Consumer', ownerReference: CONSUMER }, { ownerType: 'Merchant', ownerReference: MERCHANT },
    ]);
    expect(ownersOf(user({ ConsumerReference: 'not-a-uuid' }))).toEqual([]);
    expect(ownersOf(admin)).toEqual([]);
  });

  it('lets the owner and admin read a wallet, nobody else', () => {
    expect(mayReadWallet(user({ ConsumerReference: CONSUMER }), wallet())).toBe(true);
    expect(mayReadWallet(admin, wallet())).toBe(true);
    expect(mayReadWallet(user({ MerchantReference: CONSUMER }), wallet())).toBe(false);
    expect(mayReadWallet(user({ UserReference: CONSUMER }), wallet())).toBe(false);
  });

  it('lets the paying consumer debit its wallet, the token\'s merchant its own, admin any', () => {
    expect(mayDebitWallet(user({}), CONSUMER, wallet())).toBe(true);
    expect(mayDebitWallet(user({ ConsumerReference: CONSUMER }), undefined, wallet())).toBe(false);
    expect(mayDebitWallet(user({ MerchantReference: MERCHANT }), undefined, wallet({ ownerType: 'Merchant', ownerReference: MERCHANT }))).toBe(true);
    expect(mayDebitWallet(user({ MerchantReference: MERCHANT }), MERCHANT, wallet())).toBe(false);
    expect(mayDebitWallet(admin, undefined, wallet())).toBe(true);
  });
});

describe('wallet use in a payment', () => {
  it('refuses an inactive wallet and one in another currency, naming the field', () => {
    expect(usabilityIssues(use(100), wallet())).toEqual([]);
    expect(usabilityIssues(use(100), wallet({ isActive: false }))).toEqual([{ field: 'body.paymentSources.wallets[0].walletReference', reason: 'this wallet is not active' }]);
    expect(usabilityIssues(use(100), wallet({ currency: 'USD' }))).toEqual([{ field: 'body.paymentSources.wallets[0].currency', reason: 'this wallet holds USD' }]);
  });

  it('names every debit of a wallet when their sum exceeds its balance, none when it fits exactly', () => {
    const two = [use(300), use(200, 'body.paymentSources.wallets[1]')];
    expect(fundsIssues(two, 500)).toEqual([]);
    expect(fundsIssues(two, 499).map((i) => i.field)).toEqual(['body.paymentSources.wallets[0].amountInCents', 'body.paymentSources.wallets[1].amountInCents']);
    expect(fundsIssues([use(1)], 0)[0]?.reason).toMatch(/^insufficient_funds/);
  });
});
