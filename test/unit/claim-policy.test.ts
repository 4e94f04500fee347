import { describe, expect, it } from 'vitest';
import {
  assertAccessPolicy, assertClaimFlag, assertCurrencyAllowed, assertOwnsConsumer, assertOwnsMerchant, assertPayAllowed,
  assertWithinAmountCaps, type ClaimFlag, type PayClaimsInput,
} from '../../shared/auth/claim-policy.js';
import type { TokenClaims } from '../../shared/auth/claims.js';
import type { Caller } from '../../shared/http/caller.js';
import { ApiError } from '../../shared/http/errors.js';
import type { PayBody } from '../../shared/schemas/pay-body.js';

// The validated pay body is accepted as it is.
type PayBodyFits = PayBody extends PayClaimsInput ? true : never;
const _payBodyFits: PayBodyFits = true;

const CONSUMER = '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60';
const MERCHANT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

// Built loosely so the test keeps compiling while Caller gains fields.
const user = (claims: TokenClaims = {}): Caller =>
  ({ kind: 'user', subject: 'u', claims, accessPolicies: claims.AccessPolicy ? claims.AccessPolicy.split(',') : [], tokenId: 't', pendingSteps: false }) as Caller;
const admin: Caller = { kind: 'admin', apiKeyId: 'key' };
const anonymous: Caller = { kind: 'anonymous' };

/** The ApiError `run` throws, or a failure when it throws none. */
function refusal(run: () => void): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const pay = (over: Partial<PayClaimsInput> = {}): PayClaimsInput => ({
  paymentSources: { cards: [{ amountInCents: 6000, currency: 'ZAR' }, { amountInCents: 4000, currency: 'ZAR' }] },
  paymentDestinations: { merchants: [{ amountInCents: 10000, currency: 'ZAR' }] },
  ...over,
});

describe('assertClaimFlag', () => {
  const flags: ClaimFlag[] = ['CanUseCashSource', 'CanUseDoNotProcess', 'CanDisableThreeDSecure', 'CanDisableConfirmation'];

  it.each(flags)('%s: "true" (any case) passes; absent or "false" is 403 naming the field', (flag) => {
    expect(() => assertClaimFlag(user({ [flag]: 'true' }), flag, 'body.x')).not.toThrow();
    expect(() => assertClaimFlag(user({ [flag]: 'True' }), flag, 'body.x')).not.toThrow();
    for (const claims of [{}, { [flag]: 'false' }]) {
      const error = refusal(() => assertClaimFlag(user(claims), flag, 'body.x'));
      expect(error.status).toBe(403);
      expect(error.details).toEqual([{ field: 'body.x', reason: `the token does not allow this (${flag} is not true)` }]);
    }
  });

  it('refuses a malformed flag and says so', () => {
    for (const value of ['yes', '1', ' true', '']) {
      const error = refusal(() => assertClaimFlag(user({ CanUseCashSource: value }), 'CanUseCashSource', 'body.paymentSources.cash'));
      expect(error.status).toBe(403);
      expect(error.details[0]).toEqual({ field: 'body.paymentSources.cash', reason: expect.stringMatching(/CanUseCashSource claim is malformed/) });
    }
  });

  it('lets admin callers through and refuses callers without an access token', () => {
    expect(() => assertClaimFlag(admin, 'CanUseCashSource', 'body.x')).not.toThrow();
    expect(refusal(() => assertClaimFlag(anonymous, 'CanUseCashSource', 'body.x')).details[0]?.field).toBe('header.authorization');
  });
});

describe('assertCurrencyAllowed', () => {
  it('allows any currency when the claim is absent, and admins always', () => {
    expect(() => assertCurrencyAllowed(user(), 'GHS', 'body.currency')).not.toThrow();
    expect(() => assertCurrencyAllowed(admin, 'GHS', 'body.currency')).not.toThrow();
  });

  it('allows listed currencies (spaces and case tolerated) and refuses others with 403 naming the field', () => {
    const caller = user({ AllowedCurrencies: 'ZAR, usd' });
    expect(() => assertCurrencyAllowed(caller, 'ZAR', 'body.currency')).not.toThrow();
    expect(() => assertCurrencyAllowed(caller, 'USD', 'body.currency')).not.toThrow();
    const error = refusal(() => assertCurrencyAllowed(caller, 'GHS', 'body.currency'));
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    expect(error.details).toEqual([{ field: 'body.currency', reason: 'the token does not allow currency GHS (AllowedCurrencies: ZAR,USD)' }]);
  });

  it('refuses every currency when the claim is malformed or empty', () => {
    for (const value of ['', 'ZAR,', 'ZAR;USD', 'RAND', 'ZAR,US1']) {
      const error = refusal(() => assertCurrencyAllowed(user({ AllowedCurrencies: value }), 'ZAR', 'body.currency'));
      expect(error.status).toBe(403);
      expect(error.details[0]?.reason).toMatch(/AllowedCurrencies claim is malformed/);
    }
  });
});

describe('assertWithinAmountCaps', () => {
  it('passes at the cap and without caps', () => {
    expect(() => assertWithinAmountCaps(user({ MaxTotalSourceAmountInCents: '10000', MaxTotalDestinationAmountInCents: '10000' }), pay())).not.toThrow();
    expect(() => assertWithinAmountCaps(user(), pay())).not.toThrow();
    expect(() => assertWithinAmountCaps(admin, pay())).not.toThrow();
  });

  it('refuses a source total over the cap, summing the items of one currency', () => {
    const error = refusal(() => assertWithinAmountCaps(user({ MaxTotalSourceAmountInCents: '9999' }), pay()));
    expect(error.status).toBe(403);
    expect(error.details).toEqual([
      { field: 'body.paymentSources', reason: "the ZAR total of 10000 cents exceeds the token's MaxTotalSourceAmountInCents of 9999" },
    ]);
  });

  it('refuses a destination total over the cap', () => {
    const error = refusal(() => assertWithinAmountCaps(user({ MaxTotalDestinationAmountInCents: '5000' }), pay()));
    expect(error.details.map((d) => d.field)).toEqual(['body.paymentDestinations']);
  });

  it('applies the cap to each currency on its own', () => {
    const mixed = pay({
      paymentSources: { cards: [{ amountInCents: 8000, currency: 'ZAR' }], mobileWallets: [{ amountInCents: 8000, currency: 'USD' }] },
    });
    expect(() => assertWithinAmountCaps(user({ MaxTotalSourceAmountInCents: '8000' }), mixed)).not.toThrow();
    const error = refusal(() => assertWithinAmountCaps(user({ MaxTotalSourceAmountInCents: '7999' }), mixed));
    expect(error.details.map((d) => d.reason)).toEqual([
      "the ZAR total of 8000 cents exceeds the token's MaxTotalSourceAmountInCents of 7999",
      "the USD total of 8000 cents exceeds the token's MaxTotalSourceAmountInCents of 7999",
    ]);
  });

  it('adds exactly past 2^53', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const huge = pay({ paymentSources: { cards: [{ amountInCents: big, currency: 'ZAR' }, { amountInCents: 1, currency: 'ZAR' }] } });
    const error = refusal(() => assertWithinAmountCaps(user({ MaxTotalSourceAmountInCents: String(big) }), huge));
    expect(error.details[0]?.reason).toContain(`${BigInt(big) + 1n} cents`);
  });

  it('refuses every payment when a cap is malformed', () => {
    for (const value of ['', '10.00', '-1', '1e4', ' 100', '100 ', '9007199254740992', 'abc']) {
      const error = refusal(() => assertWithinAmountCaps(user({ MaxTotalSourceAmountInCents: value }), pay()));
      expect(error.status).toBe(403);
      expect(error.details).toEqual([{ field: 'body.paymentSources', reason: expect.stringMatching(/MaxTotalSourceAmountInCents claim is malformed/) }]);
    }
  });

  it('treats a cap of 0 as "no payments"', () => {
    expect(refusal(() => assertWithinAmountCaps(user({ MaxTotalDestinationAmountInCents: '0' }), pay())).status).toBe(403);
  });
});

describe('assertPayAllowed', () => {
  it('passes an ordinary payment for a token without limits, and for admins', () => {
    expect(() => assertPayAllowed(user(), pay())).not.toThrow();
    expect(() => assertPayAllowed(admin, pay({ paymentSources: { cash: { amountInCents: 1, currency: 'XOF' } } }))).not.toThrow();
  });

  it('refuses a cash source without CanUseCashSource, naming body.paymentSources.cash', () => {
    const cash = pay({ paymentSources: { cash: { amountInCents: 10000, currency: 'ZAR' } } });
    const error = refusal(() => assertPayAllowed(user(), cash));
    expect(error.status).toBe(403);
    expect(error.details).toEqual([{ field: 'body.paymentSources.cash', reason: 'the token does not allow this (CanUseCashSource is not true)' }]);
    expect(() => assertPayAllowed(user({ CanUseCashSource: 'true' }), cash)).not.toThrow();
  });

  it('names the currency field of each item outside AllowedCurrencies', () => {
    const body = pay({
      paymentSources: { cards: [{ amountInCents: 100, currency: 'ZAR' }, { amountInCents: 100, currency: 'USD' }] },
      paymentDestinations: { merchants: [{ amountInCents: 200, currency: 'GHS' }] },
    });
    const error = refusal(() => assertPayAllowed(user({ AllowedCurrencies: 'ZAR' }), body));
    expect(error.details.map((d) => d.field)).toEqual(['body.paymentSources.cards[1].currency', 'body.paymentDestinations.merchants[0].currency']);
  });

  it('lists every refusal at once', () => {
    const body = pay({ paymentSources: { cash: { amountInCents: 20000, currency: 'USD' } } });
    const error = refusal(() => assertPayAllowed(user({ AllowedCurrencies: 'ZAR', MaxTotalSourceAmountInCents: '100' }), body));
    expect(error.details.map((d) => d.field)).toEqual(['body.paymentSources.cash.currency', 'body.paymentSources.cash', 'body.paymentSources']);
  });
});

describe('assertAccessPolicy', () => {
  it('passes a listed policy and admins; refuses an unlisted one with 403', () => {
    expect(() => assertAccessPolicy(user({ AccessPolicy: 'payments:write,reports.read' }), 'reports.read')).not.toThrow();
    expect(() => assertAccessPolicy(admin, 'reports.read')).not.toThrow();
    const error = refusal(() => assertAccessPolicy(user({ AccessPolicy: 'payments:write' }), 'reports.read'));
    expect(error.status).toBe(403);
    expect(error.details).toEqual([{ field: 'header.authorization', reason: 'the token does not hold access policy reports.read' }]);
    expect(refusal(() => assertAccessPolicy(user(), 'reports.read')).status).toBe(403);
  });

  it('refuses when the list is malformed, even if it names the policy', () => {
    for (const value of ['reports.read, payments:write', 'reports.read,,x', 'reports.read,bad name']) {
      const error = refusal(() => assertAccessPolicy(user({ AccessPolicy: value }), 'reports.read'));
      expect(error.details[0]?.reason).toMatch(/AccessPolicy claim is malformed/);
    }
  });
});

describe('assertOwnsConsumer and assertOwnsMerchant', () => {
  it('pass for the matching token (any case) and for admins', () => {
    expect(() => assertOwnsConsumer(user({ ConsumerReference: CONSUMER }), CONSUMER.toUpperCase())).not.toThrow();
    expect(() => assertOwnsMerchant(user({ MerchantReference: MERCHANT }), MERCHANT)).not.toThrow();
    expect(() => assertOwnsConsumer(admin, CONSUMER)).not.toThrow();
    expect(() => assertOwnsMerchant(admin, MERCHANT)).not.toThrow();
  });

  it('answer 404 naming the field for anyone else, as for a reference that does not exist', () => {
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const cases: [() => void, string][] = [
      [() => assertOwnsConsumer(user({ ConsumerReference: other }), CONSUMER), 'path.consumerReference'],
      [() => assertOwnsConsumer(user({ MerchantReference: CONSUMER }), CONSUMER), 'path.consumerReference'],
      [() => assertOwnsConsumer(user(), CONSUMER, 'body.reference'), 'body.reference'],
      [() => assertOwnsMerchant(user({ ConsumerReference: MERCHANT }), MERCHANT), 'path.merchantReference'],
      [() => assertOwnsMerchant(anonymous, MERCHANT), 'path.merchantReference'],
    ];
    for (const [run, field] of cases) {
      const error = refusal(run);
      expect(error.status).toBe(404);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.details).toEqual([{ field, reason: 'not found' }]);
    }
  });

  it('refuse a malformed reference claim, even one equal to the path', () => {
    expect(refusal(() => assertOwnsConsumer(user({ ConsumerReference: 'not-a-uuid' }), 'not-a-uuid')).status).toBe(404);
    expect(refusal(() => assertOwnsMerchant(user({ MerchantReference: '' }), '')).status).toBe(404);
  });
});
