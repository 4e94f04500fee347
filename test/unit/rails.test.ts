/** Pure parts of the rails: card checks, masking, the sandbox table and the README generated from it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maskPan } from '../../shared/accounts/accounts.js';
import { cardNumberParts, isCvvShape, isExpired, isLuhnValid, parseExpiry } from '../../shared/rails/card-checks.js';
import { maskedPan } from '../../shared/rails/card-vault.js';
import { RailTimeout } from '../../shared/rails/errors.js';
import { maskAccountNumber, maskCardNumbers, maskedLeg, maskMsisdn, maskTail } from '../../shared/rails/masking.js';
import { connectorRegistry } from '../../shared/rails/registry.js';
import {
  cardBehaviour, SANDBOX_CARDS, SANDBOX_SUFFIXES, suffixBehaviour, suffixExamples,
} from '../../shared/rails/sandbox-behaviour.js';
import { TEST_MODE_BEGIN, TEST_MODE_END, testModeMarkdown } from '../../shared/rails/sandbox-docs.js';
import type { Connector } from '../../shared/rails/types.js';

describe('Luhn', () => {
  it.each(['4242424242424242', '4000000000000002', '378282246310005', '5555555555554444', '4990000000000202'])('accepts %s', (n) => {
    expect(isLuhnValid(n)).toBe(true);
  });
  it.each(['4242424242424241', '4000000000000003', '42424242424', '42424242424242424242', '4242 4242 4242 4242', '', 'abcdabcdabcdabcd'])(
    'refuses %j',
    (n) => expect(isLuhnValid(n)).toBe(false),
  );
});

describe('expiry', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  it('parses months with or without a leading zero and two- or four-digit years', () => {
    expect(parseExpiry('3', '27')).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry('03', '2027')).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry('12', '30')).toEqual({ month: 12, year: 2030 });
  });
  it.each([['0', '27'], ['13', '27'], ['1', '7'], ['1', '202'], ['a', '27'], ['1', '27 ']])('refuses %j/%j', (m, y) => {
    expect(parseExpiry(m, y)).toBeUndefined();
  });
  it('is good through the last day of its month, expired from the next', () => {
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 11, year: 2026 }, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isExpired({ month: 11, year: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});

describe('CVV shape', () => {
  it('is three digits, or four for American Express', () => {
    expect(isCvvShape('123', '4242424242424242')).toBe(true);
    expect(isCvvShape('1234', '4242424242424242')).toBe(false);
    expect(isCvvShape('1234', '378282246310005')).toBe(true);
    expect(isCvvShape('123', '378282246310005')).toBe(false);
    expect(isCvvShape('123')).toBe(true);
    expect(isCvvShape('1234')).toBe(true);
    expect(isCvvShape('12')).toBe(false);
    expect(isCvvShape('12a')).toBe(false);
  });
});

describe('card parts and masked PAN', () => {
  it('keeps BIN and last four; the masked PAN is the format stored cards use', () => {
    expect(cardNumberParts('4242424242424242')).toEqual({ bin: '424242', lastFour: '4242' });
    expect(maskedPan('424242', '4242')).toBe('424242******4242');
    for (const [bin, last] of [['424242', '4242'], ['378282', '0005'], ['49900000', '0202']] as const) {
      expect(maskedPan(bin, last)).toBe(maskPan(bin, last));
    }
  });
});

describe('masking', () => {
  it('keeps the last four characters', () => {
    expect(maskTail('1000000002')).toBe('******0002');
    expect(maskTail('123')).toBe('***');
    expect(maskMsisdn('+27821234567')).toBe('+*******4567');
    expect(maskMsisdn('27821234567')).toBe('*******4567');
    expect(maskAccountNumber('62012345678')).toBe('*******5678');
  });
  it('masks PAN-like digit runs in free text, with or without separators', () => {
    const text = 'card 4242424242424242 and 4000-0000-0000-0002 or 4000 0000 0000 9995, order 12345';
    const masked = maskCardNumbers(text);
    expect(masked).toBe('card ************4242 and ************0002 or ************9995, order 12345');
    expect(masked).not.toMatch(/\d{6,}/);
  });
  it('masks a leg for the trace', () => {
    expect(maskedLeg({ rail: 'mobileWallet', instrument: { msisdn: '+233240000002', operator: 'MTN_GH' } }))
      .toEqual({ rail: 'mobileWallet', operator: 'MTN_GH', msisdn: '+********0002' });
    expect(maskedLeg({ rail: 'bankAccount', instrument: { accountNumber: '1000000509', bank: 'ABSA_ZA' } }))
      .toEqual({ rail: 'bankAccount', bank: 'ABSA_ZA', accountNumber: '******0509' });
    const card = { vaultToken: 'cv_x', bin: '424242', lastFour: '4242', maskedPan: '424242******4242', expiryMonth: 1, expiryYear: 2030 };
    expect(JSON.stringify(maskedLeg({ rail: 'card', instrument: card }))).not.toContain('cv_x');
    expect(maskedLeg({ rail: 'cash', instrument: {} })).toEqual({ rail: 'cash' });
  });
});

describe('sandbox table', () => {
  it('maps every Stripe number of the issue to its outcome', () => {
    expect(cardBehaviour('4242424242424242').debit).toBe('succeed');
    expect(cardBehaviour('4000000000000002').debit).toBe('generic_decline');
    expect(cardBehaviour('4000000000009995').debit).toBe('insufficient_funds');
    expect(cardBehaviour('4000000000000119').debit).toBe('processing_error');
  });
  it('has a card of ours for PIN, confirmation, timeout and a declined credit; any other card succeeds', () => {
    const ours = SANDBOX_CARDS.filter((c) => c.origin === 'sandbox');
    expect(ours.map((c) => c.debit)).toEqual(expect.arrayContaining(['requires_pin', 'requires_confirmation', 'timeout_then_succeed']));
    expect(ours.some((c) => c.credit === 'generic_decline')).toBe(true);
    expect(ours.some((c) => c.refund === 'generic_decline')).toBe(true);
    expect(cardBehaviour('5555555555554444')).toEqual({ debit: 'succeed', credit: 'succeed', refund: 'succeed' });
  });
  it('holds Luhn-valid, distinct card numbers; ours are outside Stripe\'s 4000 0000 0000 range', () => {
    for (const c of SANDBOX_CARDS) expect(isLuhnValid(c.cardNumber), c.cardNumber).toBe(true);
    expect(new Set(SANDBOX_CARDS.map((c) => c.cardNumber)).size).toBe(SANDBOX_CARDS.length);
    for (const c of SANDBOX_CARDS.filter((x) => x.origin === 'sandbox')) expect(c.cardNumber.startsWith('4000')).toBe(false);
  });
  it('covers every debit outcome by suffix, and its examples are valid values that hit the row', () => {
    expect(new Set(SANDBOX_SUFFIXES.map((s) => s.debit))).toEqual(
      new Set(['generic_decline', 'insufficient_funds', 'processing_error', 'requires_pin', 'requires_confirmation', 'timeout_then_succeed', 'succeed']),
    );
    for (const s of SANDBOX_SUFFIXES) {
      const e = suffixExamples(s.suffix);
      expect(e.mobileWallet).toMatch(/^\+?[1-9]\d{6,14}$/);
      expect(e.bankAccount).toMatch(/^\d{10}$/);
      for (const value of Object.values(e)) expect(suffixBehaviour(value)).toEqual({ debit: s.debit, credit: s.credit, refund: s.refund });
    }
    expect(SANDBOX_SUFFIXES.some((s) => s.refund === 'generic_decline')).toBe(true);
    expect(suffixBehaviour('+27821234567')).toEqual({ debit: 'succeed', credit: 'succeed', refund: 'succeed' });
  });
});

describe('README test mode', () => {
  it('shows exactly the sandbox table', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf(TEST_MODE_BEGIN);
    const end = readme.indexOf(TEST_MODE_END);
    expect(start, 'README lacks the test-mode markers').toBeGreaterThan(-1);
    // On a mismatch, paste testModeMarkdown() between the markers.
    expect(readme.slice(start, end + TEST_MODE_END.length)).toBe(testModeMarkdown());
  });
});

describe('registry and errors', () => {
  const fake = { name: 'fake' } as unknown as Connector;
  const sandbox = { name: 'sandbox' } as unknown as Connector;
  it('prefers a real connector, falls back to the sandbox, and refuses when there is neither', () => {
    expect(connectorRegistry({ connectors: { card: fake }, sandbox })('card')).toBe(fake);
    expect(connectorRegistry({ connectors: { card: fake }, sandbox })('mobileWallet')).toBe(sandbox);
    expect(() => connectorRegistry({ connectors: { card: fake } })('mobileWallet')).toThrow(expect.objectContaining({ name: 'RailNotConfigured' }));
  });
  it('names the timeout so a Step Functions Retry can match it', () => {
    expect(new RailTimeout().name).toBe('RailTimeout');
  });
});
