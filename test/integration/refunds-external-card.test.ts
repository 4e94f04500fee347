/**
 * POST /v2/refund/merchant/external-card over HTTP (docs/decisions/external-card-refunds.md): a
 * merchant records a refund its terminal processed outside the platform. Padding, the fields a
 * record needs, full card numbers refused and kept out of every table item and log line, the
 * terminal of another merchant, replays and conflicts, and callers that are no merchant.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../shared/rails/card-checks.js';
import { accessToken, adminApiKey, call, inject } from './harness.js';
import { itemsContaining, tableItem } from './identity-fixtures.js';

const PATH = '/v2/refund/merchant/external-card';

/** A merchant with terminals whose yourReference values are the given terminal numbers, and its token. */
async function merchantWithTerminals(...terminalNumbers: string[]): Promise<{ reference: string; token: string; terminals: { reference: string }[] }> {
  const created = await call('POST', '/v1/merchant/admin', {
    apiKey: adminApiKey(),
    body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', terminals: terminalNumbers.map((n) => ({ yourReference: n, name: `Till ${n}` })) },
  });
  expect(created.status, created.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${created.body.result.reference}`, { apiKey: adminApiKey() });
  expect(token.status, token.text).toBe(200);
  return { reference: created.body.result.reference, token: token.body.result.accessToken, terminals: created.body.result.terminals };
}

/** A terminal number no other test uses, 5 to 8 digits. */
const terminalNumber = (): string => String(randomInt(10_000, 99_999_999));

const record = (extra: Record<string, unknown> = {}) => ({
  terminalNumber: '1234', batchNumber: '7', transactionNumber: String(randomInt(1, 999_999)), currency: 'ZAR',
  requestedAmountInCents: 2500, approvedAmountInCents: 2500, maskedCardNumber: '424242******4242', authCode: 'A1B2C3',
  transactionDateUtc: '2030-01-02T10:00:00Z', printLines: ['REFUND', 'APPROVED'], ...extra,
});

/** A Luhn-valid 16-digit number no other test sends, so finding it anywhere means this test leaked it. */
function uniqueCardNumber(): string {
  const body = `5${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e5)).padStart(5, '0')}`;
  const digit = [...'0123456789'].find((d) => isLuhnValid(body + d));
  if (digit === undefined) throw new Error('no check digit');
  return body + digit;
}

const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);

describe('POST /v2/refund/merchant/external-card', () => {
  it('records the refund with the terminal number padded to 8 digits and the batch to 3, answered as a completed refund in the status shape; no money moves', async () => {
    const number = terminalNumber();
    const shop = await merchantWithTerminals(number);
    const res = await call('POST', PATH, { token: shop.token, body: record({ terminalNumber: number, batchNumber: '7', customDescription: 'Returned shoes' }) });
    expect(res.status, res.text).toBe(200);
    const result = res.body.result;
    expect(result).toMatchObject({
      originalAmountInCents: 2500, amountAttemptedInCents: 2500, amountInCents: 2500, cashbackAmountInCents: 0, currency: 'ZAR',
      status: 5, category: 3, summaryStatus: 1, isComplete: true, description: 'Returned shoes', refundCompletedDate: '2030-01-02T10:00:00Z',
    });
    expect(result.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.data).toEqual(expect.arrayContaining([{ name: 'terminalNumber', value: number.padStart(8, '0') }, { name: 'batchNumber', value: '007' }]));

    const stored = await tableItem(`XCREFUND#${result.reference}`, 'XCREFUND');
    expect(stored).toMatchObject({
      merchantReference: shop.reference, terminalReference: shop.terminals[0]?.reference, terminalNumber: number.padStart(8, '0'), batchNumber: '007',
      approvedAmountInCents: 2500, maskedCardNumber: '424242******4242',
    });
    // The money moved at the terminal's acquirer: the merchant's ledger account is untouched.
    const balance = await call('GET', '/v1/merchant/balance', { token: shop.token });
    expect(balance.body.result.balances).toEqual([{ currency: 'ZAR', availableAmountInCents: 0, currentAmountInCents: 0 }]);

    // Read back under the refund routes by its merchant; another merchant is told it does not exist.
    const status = await call('GET', `/v2/refund/status/${result.reference}`, { token: shop.token });
    expect(status.status, status.text).toBe(200);
    expect(status.body.result).toEqual(result);
    const receipt = await call('GET', `/v2/refund/receipt/${result.reference}`, { token: shop.token });
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body.result).toMatchObject({ reference: result.reference, amountInCents: 2500 });
    expect(receipt.body.result.originalPaymentReceipt).toBeUndefined();
    const other = await merchantWithTerminals(terminalNumber());
    expect((await call('GET', `/v2/refund/status/${result.reference}`, { token: other.token })).status).toBe(404);
  });

  it('names each missing field (400): the terminal, currency, approved amount, and the batch and transaction numbers unless a globalUniqueIdentifier is given', async () => {
    const shop = await merchantWithTerminals(terminalNumber());
    const res = await call('POST', PATH, { token: shop.token, body: { customDescription: 'nothing else' } });
    expect(res.status, res.text).toBe(400);
    expect(fields(res)).toEqual(['body.terminalNumber', 'body.currency', 'body.approvedAmountInCents', 'body.batchNumber', 'body.transactionNumber']);
    const zero = await call('POST', PATH, { token: shop.token, body: record({ approvedAmountInCents: 0 }) });
    expect([zero.status, fields(zero)]).toEqual([400, ['body.approvedAmountInCents']]);
    const badShape = await call('POST', PATH, { token: shop.token, body: record({ terminalNumber: '123456789', batchNumber: '12a' }) });
    expect([badShape.status, fields(badShape)]).toEqual([400, ['body.terminalNumber', 'body.batchNumber']]);
  });

  it('refuses a full card number anywhere in the body (400 naming the field), and it is in no table item, answer or log line', async () => {
    const number = terminalNumber();
    const shop = await merchantWithTerminals(number);
    const pan = uniqueCardNumber();
    const spaced = pan.replace(/(\d{4})(?=\d)/g, '$1 ');
    const dashed = pan.replace(/(\d{4})(?=\d)/g, '$1-');
    const places: [Record<string, unknown>, string][] = [
      [{ customDescription: `refund for ${pan}` }, 'body.customDescription'],
      [{ stan: pan }, 'body.stan'],
      [{ printLines: ['REFUND', `CARD ${spaced}`] }, 'body.printLines[1]'],
      [{ lineItems: [{ sku: 'SHOE', card: { number: dashed } }] }, 'body.lineItems[0].card.number'],
      [{ clientData: { nested: { deeper: [`x ${pan} 1229`] } } }, 'body.clientData.nested.deeper[0]'],
      [{ clientData: { note: Number(pan) } }, 'body.clientData.note'],
      [{ maskedCardNumber: pan }, 'body.maskedCardNumber'],
    ];
    for (const [extra, field] of places) {
      const res = await call('POST', PATH, { token: shop.token, body: record({ terminalNumber: number, ...extra }) });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(fields(res), field).toContain(field);
      expect(res.text).not.toContain(pan.slice(0, 12));
    }
    // As a key: the answer names where, never the key itself.
    const asKey = await call('POST', PATH, { token: shop.token, body: record({ terminalNumber: number, clientData: { [pan]: 'x' } }) });
    expect(asKey.status, asKey.text).toBe(400);
    expect(asKey.text).not.toContain(pan.slice(0, 12));
    const unknownKey = await call('POST', PATH, { token: shop.token, body: { ...record({ terminalNumber: number }), [spaced]: 'x' } });
    expect(unknownKey.status, unknownKey.text).toBe(400);
    expect(unknownKey.text).not.toContain(spaced.slice(0, 14));

    for (const form of [pan, spaced, dashed, pan.slice(0, 12)]) {
      expect(await itemsContaining(form), form).toEqual([]);
      expect(readFileSync(inject('functionLogFile'), 'utf8'), form).not.toContain(form);
    }
  });

  it('answers 404 naming body.terminalNumber for another merchant\'s terminal, exactly as for a terminal that does not exist', async () => {
    const [mine, theirs] = [terminalNumber(), terminalNumber()];
    const shop = await merchantWithTerminals(mine);
    await merchantWithTerminals(theirs);
    const other = await call('POST', PATH, { token: shop.token, body: record({ terminalNumber: theirs }) });
    const unknown = await call('POST', PATH, { token: shop.token, body: record({ terminalNumber: '0' }) });
    expect(other.status, other.text).toBe(404);
    const withoutRequestId = ({ requestId: _id, ...error }: Record<string, unknown>) => error;
    expect(withoutRequestId(other.body.error)).toEqual(withoutRequestId(unknown.body.error));
    expect(fields(other)).toEqual(['body.terminalNumber']);
  });

  it('records for a token carrying TerminalReference only at that terminal, other terminals of its merchant 404', async () => {
    const [first, second] = [terminalNumber(), terminalNumber()];
    const shop = await merchantWithTerminals(first, second);
    const terminalToken = await accessToken({ MerchantReference: shop.reference, TerminalReference: shop.terminals[0]?.reference ?? '' });
    const other = await call('POST', PATH, { token: terminalToken, body: record({ terminalNumber: second }) });
    expect([other.status, fields(other)]).toEqual([404, ['body.terminalNumber']]);
    const own = await call('POST', PATH, { token: terminalToken, body: record({ terminalNumber: first }) });
    expect(own.status, own.text).toBe(200);
  });

  it('answers a replay with the first recording and writes nothing; the same identifiers with another amount are a 409 naming it', async () => {
    const number = terminalNumber();
    const shop = await merchantWithTerminals(number);
    const body = record({ terminalNumber: number, batchNumber: '12', transactionNumber: '555' });
    const first = await call('POST', PATH, { token: shop.token, body });
    expect(first.status, first.text).toBe(200);
    // The same transaction, its numbers padded by the terminal this time and a reprinted slip.
    const again = await call('POST', PATH, { token: shop.token, body: { ...body, terminalNumber: number.padStart(8, '0'), batchNumber: '012', printLines: ['REPRINT'] } });
    expect(again.status, again.text).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    const records = async () => (await itemsContaining(shop.reference)).filter((i) => i['entity'] === 'ExternalCardRefund');
    expect(await records()).toHaveLength(1);
    const conflict = await call('POST', PATH, { token: shop.token, body: { ...body, approvedAmountInCents: 100 } });
    expect(conflict.status, conflict.text).toBe(409);
    expect(fields(conflict)).toEqual(['body.approvedAmountInCents']);
    // Another transaction number on the same terminal and batch is another refund.
    const next = await call('POST', PATH, { token: shop.token, body: { ...body, transactionNumber: '556' } });
    expect(next.status, next.text).toBe(200);
    expect(next.body.result.reference).not.toBe(first.body.result.reference);
    expect(await records()).toHaveLength(2);
  });

  it('writes one record when the same transaction arrives several times at once', async () => {
    const number = terminalNumber();
    const shop = await merchantWithTerminals(number);
    const body = record({ terminalNumber: number, globalUniqueIdentifier: randomUUID() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', PATH, { token: shop.token, body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.result.reference)).size).toBe(1);
  });

  it('refuses callers that are no merchant: a consumer token 404, no token 401', async () => {
    const consumer = await accessToken({ ConsumerReference: randomUUID() });
    const res = await call('POST', PATH, { token: consumer, body: record() });
    expect([res.status, fields(res)]).toEqual([404, ['header.authorization']]);
    expect((await call('POST', PATH, { body: record() })).status).toBe(401);
  });
});
