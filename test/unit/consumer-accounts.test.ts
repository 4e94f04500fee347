import { describe, expect, it } from 'vitest';
import { isCardUsable, maskPan, planAccountChanges, storedCardRefusal, type CardRecord } from '../../shared/accounts/accounts.js';
import { periodEnd, periodStart } from '../../shared/accounts/limit-periods.js';
import { checkLimit } from '../../shared/accounts/limit-rules.js';
import { kycMove } from '../../shared/consumers/kyc.js';
import { applyChanges } from '../../shared/db/patch.js';

describe('checkLimit', () => {
  const daily = { limitAmountInCents: 10_000, currency: 'ZAR', resetPeriod: 'Daily' as const, transactionLimitType: 'Transfer' as const };

  it('allows up to what is left in the period, exactly at the edge too', () => {
    expect(checkLimit(daily, 4_000, 'ZAR', 6_000)).toEqual({ allowed: true, remainingInCents: 4_000 });
    const over = checkLimit(daily, 4_001, 'ZAR', 6_000);
    expect(over).toMatchObject({ allowed: false, remainingInCents: 4_000 });
    expect(over.reason).toContain('Transfer limit of 10000 ZAR cents');
  });

  it('ignores earlier spending for a per-transaction limit and never reports a negative remainder', () => {
    const perTx = { ...daily, resetPeriod: 'PerTransaction' as const };
    expect(checkLimit(perTx, 10_000, 'ZAR', 1_000_000).allowed).toBe(true);
    expect(checkLimit(daily, 1, 'ZAR', 50_000)).toMatchObject({ allowed: false, remainingInCents: 0 });
  });

  it('allows nothing under a limit of zero, and says so (CON-22)', () => {
    for (const resetPeriod of ['PerTransaction', 'Daily'] as const) {
      expect(checkLimit({ ...daily, resetPeriod, limitAmountInCents: 0 }, 1, 'ZAR')).toEqual({
        allowed: false, remainingInCents: 0, reason: 'this account\'s Transfer limit is 0: it allows no Transfer',
      });
    }
  });

  it('refuses a transaction in another currency', () => {
    expect(checkLimit(daily, 1, 'USD')).toMatchObject({ allowed: false, reason: 'the Transfer limit is in ZAR, not USD' });
  });
});

describe('periodStart', () => {
  const now = new Date('2025-07-10T15:30:00Z'); // a Thursday
  it('opens each period at its UTC boundary', () => {
    expect(periodStart('Daily', now).toISOString()).toBe('2025-07-10T00:00:00.000Z');
    expect(periodStart('Weekly', now).toISOString()).toBe('2025-07-07T00:00:00.000Z');
    expect(periodStart('Weekly', new Date('2025-07-13T23:00:00Z')).toISOString()).toBe('2025-07-07T00:00:00.000Z');
    expect(periodStart('Monthly', now).toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(periodStart('Yearly', now).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(periodStart('PerTransaction', now).toISOString()).toBe(now.toISOString());
  });

  it('ends each period where the next one starts', () => {
    for (const period of ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const) {
      const end = periodEnd(period, periodStart(period, now));
      expect(periodStart(period, end).getTime(), period).toBe(end.getTime());
      expect(periodStart(period, new Date(end.getTime() - 1)).toISOString(), period).toBe(periodStart(period, now).toISOString());
    }
    expect(periodEnd('Monthly', new Date('2025-12-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('kycMove', () => {
  it('follows the states table, allows re-review and refuses withdrawing a verification', () => {
    expect(kycMove('Unverified', 'Verified')).toEqual({ allowed: true, changes: true });
    expect(kycMove('Unverified', 'Rejected')).toEqual({ allowed: true, changes: true });
    expect(kycMove('Rejected', 'Verified')).toEqual({ allowed: true, changes: true });
    expect(kycMove('Verified', 'Verified')).toEqual({ allowed: true, changes: false });
    expect(kycMove('Verified', 'Rejected')).toMatchObject({ allowed: false });
  });
});

describe('cards', () => {
  const card: CardRecord = {
    kind: 'CARD', reference: 'r', consumerReference: 'c', createdDate: '', updatedAt: '', vaultToken: 't', bin: '411111', lastFour: '1111',
    maskedPan: '411111******1111', expiryMonth: 6, expiryYear: 2030, isActive: true, status: 'Active',
  };
  it('refuses a card number in a card\'s free text or as its own vault token, never a reference whose digits pass Luhn (CON-25)', () => {
    // A UUID whose first three groups read as a Luhn-valid 16-digit number: one card reference in about 390 is like it.
    const reference = '98914675-1561-4331-837a-76c0b0f1eae0';
    const stored = { bankAccounts: [], mobileWallets: [], debitOrders: [], cards: [{ ...card, reference }] };
    expect(planAccountChanges('c', { cards: [{ reference, cardholderName: 'A N Other' }] }, stored)).toHaveLength(1);
    const fieldsOf = (input: Record<string, unknown>) => {
      try {
        // A new card is planned against no stored card (a twin of the stored one is CON-24's refusal).
        planAccountChanges('c', { cards: [input] } as never, input['reference'] ? stored : { ...stored, cards: [] });
        return [];
      } catch (error) {
        return (error as { details: { field: string }[] }).details.map((d) => d.field);
      }
    };
    expect(fieldsOf({ reference, cardholderName: 'card 4111 1111 1111 1111' })).toEqual(['body.accounts.cards[0].cardholderName']);
    const fresh = { bin: '411111', lastFour: '1111', expiryMonth: 12, expiryYear: 2099 };
    for (const vaultToken of ['4111111111111111', '4111.1111.1111.1111', '4111 1111 1111 1111']) {
      expect(fieldsOf({ ...fresh, vaultToken }), vaultToken).toEqual(['body.accounts.cards[0].vaultToken']);
    }
    // Another Luhn-valid number as the token (a network token) is the vault's business.
    expect(fieldsOf({ ...fresh, vaultToken: '4242424242424242' })).toEqual([]);
  });

  it('masks from BIN and last four only', () => {
    expect(maskPan('411111', '1111')).toBe('411111******1111');
    expect(maskPan('41111122', '1111')).toBe('41111122****1111');
  });
  it('is usable only active, not stopped and through its expiry month', () => {
    expect(isCardUsable(card, new Date('2030-06-30T23:59:59Z'))).toBe(true);
    expect(isCardUsable(card, new Date('2030-07-01T00:00:00Z'))).toBe(false);
    expect(isCardUsable({ ...card, status: 'Stopped' }, new Date('2026-01-01'))).toBe(false);
    expect(isCardUsable({ ...card, isActive: false }, new Date('2026-01-01'))).toBe(false);
  });
  it('refuses a card any stored record of which is stopped, whatever order the records come in (CON-24)', () => {
    const now = new Date('2026-01-01');
    const stopped = { ...card, reference: 's', status: 'Stopped' as const };
    const twin = { ...card, reference: 'a', bin: '41111122' };
    const paying = { bin: '411111', lastFour: '1111' };
    expect(storedCardRefusal([twin, stopped], paying, now)).toBe('this card is stopped');
    expect(storedCardRefusal([stopped, twin], paying, now)).toBe('this card is stopped');
    // Not stopped: one usable record is enough (an expired card beside its renewal), none is a refusal.
    const expired = { ...card, reference: 'e', expiryYear: 2020 };
    expect(storedCardRefusal([expired, twin], paying, now)).toBeUndefined();
    expect(storedCardRefusal([expired], paying, now)).toBe('this card is not usable (inactive or expired)');
    expect(storedCardRefusal([stopped], { bin: '411111', lastFour: '2222' }, now)).toBeUndefined();
  });
});

describe('applyChanges', () => {
  it('keeps omitted keys, removes nulls, replaces the rest and never takes ignored keys', () => {
    const stored = { a: 1, b: 2, c: 3, kyc: 'Unverified' };
    expect(applyChanges(stored, { b: null, c: 4, kyc: 'Verified', d: undefined }, new Set(['kyc']))).toEqual({ a: 1, c: 4, kyc: 'Unverified' });
  });
});
