/**
 * The sandbox connector and card vault against DynamoDB Local: state that must hold across separate
 * Lambda invocations (attempts, results by key, reversals) and what a vaulted card leaves in the table.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as VaultModule from '../../shared/rails/card-vault.js';
import type * as ConnectorModule from '../../shared/rails/sandbox-connector.js';
import type * as TableModule from '../../shared/rails/sandbox-table.js';
import type { CardInstrument, Connector, DebitRequest, DestinationLeg, SourceLeg } from '../../shared/rails/types.js';
import { inject } from './harness.js';
import { tableItem } from './identity-fixtures.js';

let vault: VaultModule.CardVault;
let connector: Connector;
let table: typeof TableModule;

beforeAll(async () => {
  // Before the modules load, so their client and config see the local table.
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  table = await import('../../shared/rails/sandbox-table.js');
  const { sandboxCardVault } = await import('../../shared/rails/card-vault.js');
  const { sandboxConnector } = (await import('../../shared/rails/sandbox-connector.js')) as typeof ConnectorModule;
  vault = sandboxCardVault(table.dynamoSandboxStore);
  connector = sandboxConnector(table.dynamoSandboxStore);
});

async function card(cardNumber: string, expiryYear = '2099'): Promise<SourceLeg> {
  const vaulted = await vault.tokenizeCard({ cardNumber, cvv: '987', expiryMonth: '12', expiryYear, nameOnCard: 'Ada Lovelace' });
  const instrument: CardInstrument = { ...vaulted, expiryMonth: 12, expiryYear: Number(expiryYear) };
  return { rail: 'card', instrument };
}

const mobileWallet = (msisdn: string): SourceLeg => ({ rail: 'mobileWallet', instrument: { msisdn, operator: 'MTN_GH' } });
const bankAccount = (accountNumber: string): DestinationLeg => ({ rail: 'bankAccount', instrument: { accountNumber, bank: 'ABSA_ZA' } });
const debitOf = (source: SourceLeg, amountInCents = 1250): DebitRequest => ({ idempotencyKey: randomUUID(), amountInCents, currency: 'GHS', source });
const operationItem = (kind: 'debit' | 'credit' | 'refund' | 'recall', key: string) => {
  const k = table.sandboxKeys.operation(kind, key);
  return tableItem(k.PK, k.SK);
};

describe('card vault', () => {
  it('answers a cv_ token with BIN, last four and masked PAN, and stores neither the number, the CVV nor the name', async () => {
    const vaulted = await vault.tokenizeCard({ cardNumber: '4242424242424242', cvv: '987', expiryMonth: '7', expiryYear: '31', nameOnCard: 'Ada Lovelace' });
    expect(vaulted).toEqual({ vaultToken: expect.stringMatching(/^cv_[\w-]{32}$/), bin: '424242', lastFour: '4242', maskedPan: '424242******4242' });
    const k = table.sandboxKeys.vaulted(vaulted.vaultToken);
    const item = await tableItem(k.PK, k.SK);
    expect(item).toMatchObject({ kind: 'card', bin: '424242', lastFour: '4242', expiryMonth: 7, expiryYear: 2031, debit: 'succeed', credit: 'succeed' });
    expect(typeof item?.['expiresAt']).toBe('number');
    const stored = JSON.stringify(item);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242424242'); // not even the middle digits with the BIN
    expect(Object.values(item ?? {})).not.toContain('987');
    expect(stored).not.toContain('Lovelace');
  });

  it('refuses a number that fails Luhn', async () => {
    await expect(vault.tokenizeCard({ cardNumber: '4242424242424241' })).rejects.toMatchObject({ name: 'RailRequestInvalid' });
  });

  it('keeps nothing of an Apple Pay or Google Pay token', async () => {
    const { vaultToken } = await vault.tokenizeDevicePayment('{"paymentData":"secret-device-blob"}');
    const k = table.sandboxKeys.vaulted(vaultToken);
    expect(JSON.stringify(await tableItem(k.PK, k.SK))).not.toContain('secret-device-blob');
    const result = await connector.debit(debitOf({ rail: 'applePay', instrument: { vaultToken } }));
    expect(result.outcome).toBe('succeeded');
  });
});

describe('sandbox debits', () => {
  it.each([
    ['4242424242424242', 'succeeded', undefined],
    ['4000000000000002', 'declined', 'generic_decline'],
    ['4000000000009995', 'declined', 'insufficient_funds'],
    ['4000000000000119', 'declined', 'processing_error'],
    ['4990000000000202', 'requires_pin', undefined],
    ['4990000000000301', 'requires_confirmation', undefined],
  ])('card %s answers %s', async (number, outcome, declineCode) => {
    const result = await connector.debit(debitOf(await card(number)));
    expect(result.outcome).toBe(outcome);
    expect(result.declineCode).toBe(declineCode);
    expect(result.connectorReference).toMatch(/^sandbox_debit_/);
  });

  it('times out on the first attempt under a key and succeeds on the next, in separate calls', async () => {
    for (const source of [await card('4990000000000400'), mobileWallet('+233240000400')]) {
      const request = debitOf(source);
      await expect(connector.debit(request)).rejects.toMatchObject({ name: 'RailTimeout' });
      expect((await operationItem('debit', request.idempotencyKey))?.['result']).toBeUndefined();
      await expect(connector.debit(request)).resolves.toMatchObject({ outcome: 'succeeded' });
      // A second key times out again: the state is per key.
      await expect(connector.debit({ ...request, idempotencyKey: randomUUID() })).rejects.toMatchObject({ name: 'RailTimeout' });
    }
  });

  it('gives the same key the same result: one recorded result however often it is asked', async () => {
    const request = debitOf(mobileWallet('+233240123456'));
    const first = await connector.debit(request);
    const again = await connector.debit(request);
    expect(again).toEqual(first);
    const item = await operationItem('debit', request.idempotencyKey);
    expect(item).toMatchObject({ attempts: 2, result: first });
    const declined = debitOf(mobileWallet('+233240009995'));
    expect(await connector.debit(declined)).toEqual(await connector.debit(declined));
    expect((await connector.debit(declined)).declineCode).toBe('insufficient_funds');
  });

  it('refuses the key for another amount or instrument', async () => {
    const request = debitOf(mobileWallet('+233240123456'));
    await connector.debit(request);
    await expect(connector.debit({ ...request, amountInCents: 1251 })).rejects.toMatchObject({ name: 'RailRequestConflict' });
    await expect(connector.debit({ ...request, source: mobileWallet('+233240123457') })).rejects.toMatchObject({ name: 'RailRequestConflict' });
  });

  it('declines a mobile wallet or bank account by its magic suffix; a wallet is no rail of its', async () => {
    expect((await connector.debit(debitOf(mobileWallet('+233240000002')))).declineCode).toBe('generic_decline');
    expect((await connector.debit(debitOf({ rail: 'bankAccount', instrument: { accountNumber: '1000000119', bank: 'ABSA_ZA' } }))).declineCode)
      .toBe('processing_error');
    expect((await connector.debit(debitOf({ rail: 'bankAccount', instrument: { accountNumber: '1000009995', bank: 'ABSA_ZA' } }))).declineCode)
      .toBe('insufficient_funds');
    // Wallets are held on the platform and move only in the ledger (docs/decisions/wallets.md).
    await expect(connector.debit(debitOf({ rail: 'wallet', instrument: { walletReference: '00000000-0000-4000-8000-000000009995' } })))
      .rejects.toMatchObject({ name: 'RailRequestInvalid' });
  });

  it('declines an unknown vault token and an expired card', async () => {
    const unknown: SourceLeg = { rail: 'card', instrument: { vaultToken: 'cv_unknown', bin: '424242', lastFour: '4242', maskedPan: '424242******4242', expiryMonth: 1, expiryYear: 2099 } };
    expect((await connector.debit(debitOf(unknown))).declineCode).toBe('unknown_instrument');
    expect((await connector.debit(debitOf(await card('4242424242424242', '2020')))).declineCode).toBe('expired_card');
  });
});

describe('PIN and confirmation', () => {
  it('completes a debit waiting for a PIN with the sandbox PIN; a wrong PIN declines it', async () => {
    const good = debitOf(mobileWallet('+233240000202'));
    expect((await connector.debit(good)).outcome).toBe('requires_pin');
    expect((await connector.verifyPin(good, '1234')).outcome).toBe('succeeded');
    expect((await connector.debit(good)).outcome).toBe('succeeded');
    expect((await connector.verifyPin(good, '0000')).outcome).toBe('succeeded');

    const bad = debitOf(await card('4990000000000202'));
    await connector.debit(bad);
    expect(await connector.verifyPin(bad, '9999')).toMatchObject({ outcome: 'declined', declineCode: 'incorrect_pin' });
    expect(JSON.stringify(await operationItem('debit', bad.idempotencyKey))).not.toContain('9999');
  });

  it('completes a debit waiting for confirmation; a reversal cancels a waiting one', async () => {
    const confirmed = debitOf(await card('4990000000000301'));
    expect((await connector.debit(confirmed)).outcome).toBe('requires_confirmation');
    expect((await connector.confirm(confirmed)).outcome).toBe('succeeded');

    const cancelled = debitOf(mobileWallet('+233240000301'));
    await connector.debit(cancelled);
    expect((await connector.reverse({ ...cancelled, operation: 'debit' })).outcome).toBe('succeeded');
    expect(await connector.confirm(cancelled)).toMatchObject({ outcome: 'declined', declineCode: 'reversed' });
  });

  it('refuses a PIN for a key that has no debit', async () => {
    await expect(connector.verifyPin(debitOf(mobileWallet('+233240000202')), '1234')).rejects.toMatchObject({ name: 'RailRequestInvalid' });
  });
});

describe('credits and reversals', () => {
  it('declines a credit to the credit-declining account, which debits fine', async () => {
    const credit = { idempotencyKey: randomUUID(), amountInCents: 500, currency: 'ZAR', destination: bankAccount('1000000509') };
    expect(await connector.credit(credit)).toMatchObject({ outcome: 'declined', declineCode: 'generic_decline' });
    expect((await connector.credit({ ...credit, destination: bankAccount('1000000001'), idempotencyKey: randomUUID() })).outcome).toBe('succeeded');
    const merchant: DestinationLeg = { rail: 'merchant', instrument: { merchantReference: randomUUID() } };
    expect((await connector.credit({ ...credit, destination: merchant, idempotencyKey: randomUUID() })).outcome).toBe('succeeded');
  });

  it('retries a timed-out credit to success', async () => {
    const credit = { idempotencyKey: randomUUID(), amountInCents: 500, currency: 'ZAR', destination: bankAccount('1000000400') };
    await expect(connector.credit(credit)).rejects.toMatchObject({ name: 'RailTimeout' });
    expect((await connector.credit(credit)).outcome).toBe('succeeded');
  });

  it('reverses a debit once however often asked, and a reversal first leaves a late debit with nothing to do', async () => {
    const done = debitOf(mobileWallet('+233240123456'));
    await connector.debit(done);
    const reversal = { ...done, operation: 'debit' as const };
    expect(await connector.reverse(reversal)).toEqual(await connector.reverse(reversal));
    expect(await operationItem('debit', done.idempotencyKey)).toMatchObject({ reversed: true, result: { outcome: 'succeeded' } });
    // Asked again, the reversed debit is not 'succeeded' (which a step would post): PAY-38. Its record stays as it is.
    expect(await connector.debit(done)).toMatchObject({ outcome: 'declined', declineCode: 'reversed' });
    expect(await connector.lookup('debit', done.idempotencyKey)).toEqual({ outcome: 'succeeded', reversed: true });
    const credit = { idempotencyKey: randomUUID(), amountInCents: 700, currency: 'GHS', destination: bankAccount('1000123456') };
    await connector.credit(credit);
    await connector.reverse({ ...credit, operation: 'credit' });
    expect(await connector.credit(credit)).toMatchObject({ outcome: 'declined', declineCode: 'reversed' });

    const late = debitOf(mobileWallet('+233240123456'));
    expect((await connector.reverse({ ...late, operation: 'debit' })).outcome).toBe('succeeded');
    expect(await connector.debit(late)).toMatchObject({ outcome: 'declined', declineCode: 'reversed' });
  });
});

describe('sandbox refunds and recalls', () => {
  const refundOf = (debit: DebitRequest, amountInCents = debit.amountInCents) => ({
    idempotencyKey: randomUUID(), amountInCents, currency: debit.currency, source: debit.source, originalIdempotencyKey: debit.idempotencyKey,
  });

  it('refunds only a debit it settled and has not reversed, under the refund\'s own key, once', async () => {
    const debit = debitOf(await card('4242424242424242'));
    expect((await connector.refund(refundOf(debit))).declineCode).toBe('original_not_found');
    await connector.debit(debit);
    const refund = refundOf(debit, 500);
    expect(await connector.refund(refund)).toMatchObject({ outcome: 'succeeded' });
    expect(await connector.refund(refund)).toMatchObject({ outcome: 'succeeded' });
    expect(await operationItem('refund', refund.idempotencyKey)).toMatchObject({ attempts: 2, result: { outcome: 'succeeded' } });
    // The same key for another amount is another request: refused.
    await expect(connector.refund({ ...refund, amountInCents: 600 })).rejects.toMatchObject({ name: 'RailRequestConflict' });
    expect(await connector.lookup('refund', refund.idempotencyKey)).toEqual({ outcome: 'succeeded', reversed: false });
    await connector.reverse({ idempotencyKey: refund.idempotencyKey, amountInCents: 500, currency: debit.currency, operation: 'refund', source: debit.source });
    expect(await connector.lookup('refund', refund.idempotencyKey)).toEqual({ outcome: 'succeeded', reversed: true });
    const reversedDebit = debitOf(await card('4242424242424242'));
    await connector.debit(reversedDebit);
    await connector.reverse({ ...reversedDebit, operation: 'debit' });
    expect((await connector.refund(refundOf(reversedDebit))).declineCode).toBe('original_not_found');
  });

  it('declines a refund by the instrument\'s refund column, and times out once where it says so', async () => {
    const declining = debitOf(await card('4990000000000608'));
    expect((await connector.debit(declining)).outcome).toBe('succeeded');
    expect(await connector.refund(refundOf(declining))).toMatchObject({ outcome: 'declined', declineCode: 'generic_decline' });
    const slow = debitOf(await card('4990000000000400'));
    await expect(connector.debit(slow)).rejects.toMatchObject({ name: 'RailTimeout' });
    await connector.debit(slow);
    const refund = refundOf(slow);
    await expect(connector.refund(refund)).rejects.toMatchObject({ name: 'RailTimeout' });
    expect((await connector.refund(refund)).outcome).toBe('succeeded');
  });

  it('recalls a settled credit from its destination by the destination\'s refund column', async () => {
    const credit = { idempotencyKey: randomUUID(), amountInCents: 900, currency: 'GHS', destination: bankAccount('1000123456') };
    await connector.credit(credit);
    const recall = { idempotencyKey: randomUUID(), amountInCents: 900, currency: 'GHS', destination: credit.destination, originalIdempotencyKey: credit.idempotencyKey };
    expect(await connector.recall(recall)).toMatchObject({ outcome: 'succeeded' });
    const declining = { ...credit, idempotencyKey: randomUUID(), destination: bankAccount('1000000608') };
    await connector.credit(declining);
    expect(await connector.recall({ ...recall, idempotencyKey: randomUUID(), destination: declining.destination, originalIdempotencyKey: declining.idempotencyKey }))
      .toMatchObject({ outcome: 'declined', declineCode: 'generic_decline' });
  });
});
