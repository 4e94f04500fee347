/**
 * The external card refund's rules without DynamoDB: card numbers anywhere in the body, the fields a
 * record needs, padding, which terminal a number names, the identity, replays and conflicts, and the
 * answer; the use case runs against a store in memory.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import { ApiError } from '../../shared/http/errors.js';
import { issuesToDetails } from '../../shared/http/validation.js';
import type { MerchantRecord, StoredTerminal } from '../../shared/merchants/merchants.js';
import { holdsCardNumber, maskCardNumbers } from '../../shared/rails/masking.js';
import {
  cardNumberIssues, conflictingFields, missingFieldIssues, recordedTransaction, recordExternalCardRefund, refundResultOf,
  terminalWithNumber, transactionIdentity, type ExternalCardRefundStore,
} from '../../shared/refunds/external-card.js';
import type { ExternalCardRefundRecord } from '../../shared/refunds/external-card-refunds.js';
import { externalCardRefundBody, type ExternalCardRefundBody } from '../../shared/schemas/external-card-refund-body.js';

const MERCHANT = '11111111-1111-4111-8111-111111111111';
const TERMINAL = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2030-01-02T03:04:05.000Z');

const terminal = (extra: Partial<StoredTerminal> = {}): StoredTerminal => ({ reference: TERMINAL, yourReference: '1234', isActive: true, createdDate: NOW.toISOString(), ...extra });
const userCaller = (claims: Record<string, string>): Caller => ({ kind: 'user', subject: 'merchant-user', claims, accessPolicies: [], tokenId: 't', pendingSteps: false });
const merchantCaller = (claims: Record<string, string> = {}): Caller => userCaller({ MerchantReference: MERCHANT, ...claims });
const body = (extra: Partial<ExternalCardRefundBody> = {}): ExternalCardRefundBody => ({
  terminalNumber: '1234', batchNumber: '7', transactionNumber: '42', currency: 'ZAR', approvedAmountInCents: 1500, maskedCardNumber: '424242******4242', ...extra,
});

/** The body as recorded; every body here has the required fields. */
function recorded(b: ExternalCardRefundBody) {
  const t = recordedTransaction(b);
  if (!t) throw new Error('a required field is missing');
  return t;
}

/** The table in memory: one merchant with `terminals`, and the identity markers the records took. */
function memoryStore(terminals: StoredTerminal[] = [terminal()]) {
  const records: ExternalCardRefundRecord[] = [];
  const markers = new Map<string, ExternalCardRefundRecord>();
  const store: ExternalCardRefundStore = {
    merchant: async (ref) => (ref === MERCHANT ? ({ reference: MERCHANT, terminals } as unknown as MerchantRecord) : undefined),
    insert: async (record, identity) => {
      const key = [record.merchantReference, record.terminalNumber, ...identity].join('|');
      const existing = markers.get(key);
      if (existing) return { inserted: false, existing };
      markers.set(key, record);
      records.push(record);
      return { inserted: true };
    },
  };
  return { store, records };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('full card numbers in an external card refund', () => {
  it('finds a Luhn-valid 13 to 19 digit run, whole or split, glued to text or followed by an expiry', () => {
    for (const text of ['4242424242424242', '4242 4242 4242 4242', '4000-0000-0000-0002', 'PAN4242424242424242', 'card 4242424242424242 1229', '4222222222222', '6011000990139424']) {
      expect(holdsCardNumber(text), text).toBe(true);
    }
  });

  it('finds one in groups of four split by dots, slashes, underscores or a run of blanks, the same separator throughout, at any group (XCR-8)', () => {
    for (const text of ['4111.1111.1111.1111', 'card 4111/1111/1111/1111 exp 12/29', '4111_1111_1111_1111', '4111  1111  1111  1111', '6011.0009.9013.9424', '3782.8224.6310.005',
      '6200.0000.0000.0000.000', '4111.1111.1111.1111.12', '0000.4111.1111.1111.1111', 'ref 9999.4111.1111.1111.1111']) {
      expect(holdsCardNumber(text), text).toBe(true);
    }
    // Mixed separators, other group sizes, amounts and dates in columns: not taken for one.
    for (const text of ['4111.1111/1111.1111', '125.00  10.00  135.00', '26/11/2026 21/30/45', '4111.1111.1111.1112', '0000.0000.0000.0000']) {
      expect(holdsCardNumber(text), text).toBe(false);
    }
  });

  it('finds the card number of an EMV element written as hex: 5A (padded with F) and 57 (track 2), behind its tag and length', () => {
    for (const text of ['5A084111111111111111', '57104111111111111111D2512', '9F02060000000010005A0841111111111111115F2403251231', '5a0841111111111111115F24', '9F1A02057057134111111111111111D25122011000000000F', '57134111111111111111=2512201']) {
      expect(holdsCardNumber(text), text).toBe(true);
    }
    // An element whose value is no Luhn-valid number, or too short, is not a card number.
    for (const text of ['5A084111111111111112', '57041234D251', '5A0800001234567890']) expect(holdsCardNumber(text), text).toBe(false);
  });

  it('leaves masked numbers, short or failing runs and zero-padded terminal numbers alone', () => {
    for (const text of ['424242******4242', '4242424242424241', '123456789012', 'TID 00001234 BATCH 001 STAN 000123', '12345678901234567890123', '2030-01-02T03:04:05Z']) {
      expect(holdsCardNumber(text), text).toBe(false);
    }
  });

  it('masks a card number glued to letters as well as one standing alone', () => {
    expect(maskCardNumbers('PAN4242424242424242 and 4242424242424242')).toBe('PAN************4242 and ************4242');
  });

  it('names every field that holds one, at any depth, never the number itself', () => {
    const pan = '4242424242424242';
    const issues = cardNumberIssues(body({
      customDescription: `refund of ${pan}`,
      printLines: ['THANK YOU', `CARD ${pan.replace(/(\d{4})(?=\d)/g, '$1 ')}`],
      lineItems: [{ sku: 'A', note: { pan } }],
      clientData: { [pan]: 'x', n: 4242424242424242 },
    }));
    expect(issues.map((i) => i.field)).toEqual([
      'body.customDescription', 'body.printLines[1]', 'body.lineItems[0].note.pan',
      'body.clientData.<key holding a card number>', 'body.clientData.n',
    ]);
    expect(JSON.stringify(issues)).not.toMatch(/\d{12,}/);
  });

  it('never echoes a card number sent as an unknown key in the validation details', () => {
    const input = { ...body(), '4242424242424242': 'x', clientData: { '4242 4242 4242 4242': { a: Number.POSITIVE_INFINITY } } };
    const result = externalCardRefundBody.safeParse(input);
    expect(result.success).toBe(false);
    const details = issuesToDetails('body', result.error?.issues ?? [], input);
    expect(details.length).toBeGreaterThan(0);
    expect(JSON.stringify(details)).not.toMatch(/4242/);
  });
});

describe('the fields an external card refund needs', () => {
  it('names each missing field, and the identity only when there is no globalUniqueIdentifier', () => {
    expect(missingFieldIssues({}).map((i) => i.field)).toEqual([
      'body.terminalNumber', 'body.currency', 'body.approvedAmountInCents', 'body.batchNumber', 'body.transactionNumber',
    ]);
    expect(missingFieldIssues({ terminalNumber: '1', currency: 'ZAR', approvedAmountInCents: 1, globalUniqueIdentifier: 'g-1' })).toEqual([]);
    expect(missingFieldIssues(body({ approvedAmountInCents: 0, transactionNumber: ' ' })).map((i) => i.field)).toEqual(['body.approvedAmountInCents', 'body.transactionNumber']);
  });

  it('pads the terminal number to 8 digits and the batch number to 3, and leaves nulls out', () => {
    const t = recorded(body({ terminalNumber: '1234', batchNumber: '7', authCode: null }));
    expect(t).toMatchObject({ terminalNumber: '00001234', batchNumber: '007' });
    expect('authCode' in t).toBe(false);
    expect(recorded(body({ terminalNumber: '12345678', batchNumber: '123' }))).toMatchObject({ terminalNumber: '12345678', batchNumber: '123' });
    expect(recordedTransaction(body({ currency: undefined }))).toBeUndefined();
  });

  it('takes the globalUniqueIdentifier as the identity, else the batch and transaction numbers', () => {
    expect(transactionIdentity(recorded(body()))).toEqual(['batch', '007', '42']);
    expect(transactionIdentity(recorded(body({ globalUniqueIdentifier: 'g-1' })))).toEqual(['guid', 'g-1']);
  });
});

describe('which terminal a terminal number names', () => {
  it('matches a digits-only yourReference padded to 8, active or not', () => {
    expect(terminalWithNumber([terminal({ yourReference: '00001234', isActive: false })], '00001234')?.reference).toBe(TERMINAL);
    expect(terminalWithNumber([terminal({ yourReference: 'T-1234' })], '00001234')).toBeUndefined();
    expect(terminalWithNumber([terminal({ yourReference: undefined, serialNumber: '1234' })], '00001234')).toBeUndefined();
  });

  it('refuses a number that names two terminals of the merchant (422)', () => {
    const two = [terminal({ yourReference: '1234' }), terminal({ reference: 'other', yourReference: '01234' })];
    expect(() => terminalWithNumber(two, '00001234')).toThrow(expect.objectContaining({ status: 422 }));
  });
});

describe('recording an external card refund', () => {
  it('records the refund once and answers it in the status shape, Completed and complete', async () => {
    const { store, records } = memoryStore();
    const result = await recordExternalCardRefund(merchantCaller(), body({ requestedAmountInCents: 2000, approvedMerchantFeeInCents: 30 }), store, NOW);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ merchantReference: MERCHANT, terminalReference: TERMINAL, terminalNumber: '00001234', batchNumber: '007', recordedBy: 'merchant-user' });
    expect(result).toMatchObject({
      reference: records[0]?.reference, createdDate: NOW.toISOString(), originalAmountInCents: 2000, amountAttemptedInCents: 2000, amountInCents: 1500,
      cashbackAmountInCents: 0, currency: 'ZAR', status: 5, category: 3, summaryStatus: 1, isComplete: true,
      fees: [{ name: 'merchantFee', amountInCents: 30 }],
    });
    expect(result.data).toContainEqual({ name: 'terminalNumber', value: '00001234' });
  });

  it('answers a replay with the first recording and writes nothing; other amounts under the same identifiers are a 409', async () => {
    const { store, records } = memoryStore();
    const first = await recordExternalCardRefund(merchantCaller(), body(), store, NOW);
    const again = await recordExternalCardRefund(merchantCaller(), body({ terminalNumber: '00001234', batchNumber: '007', printLines: ['REPRINT'] }), store, new Date(NOW.getTime() + 1000));
    expect(again).toEqual(first);
    expect(records).toHaveLength(1);
    const conflict = await refusal(recordExternalCardRefund(merchantCaller(), body({ approvedAmountInCents: 999 }), store, NOW));
    expect(conflict.status).toBe(409);
    expect(conflict.details.map((d) => d.field)).toEqual(['body.approvedAmountInCents']);
    expect(conflictingFields(records[0]!, recorded(body({ currency: 'USD', maskedCardNumber: '411111******1111' }))).map((d) => d.field))
      .toEqual(['body.currency', 'body.maskedCardNumber']);
  });

  it('answers 404 for a terminal of no merchant of the caller, a token without a merchant, or another terminal than the token\'s', async () => {
    const { store, records } = memoryStore();
    const unknown = await refusal(recordExternalCardRefund(merchantCaller(), body({ terminalNumber: '999' }), store, NOW));
    expect([unknown.status, unknown.details]).toEqual([404, [{ field: 'body.terminalNumber', reason: 'not found' }]]);
    const consumer = userCaller({ ConsumerReference: MERCHANT });
    expect((await refusal(recordExternalCardRefund(consumer, body(), store, NOW))).status).toBe(404);
    const otherTerminal = merchantCaller({ TerminalReference: '33333333-3333-4333-8333-333333333333' });
    expect((await refusal(recordExternalCardRefund(otherTerminal, body(), store, NOW))).details[0]?.field).toBe('body.terminalNumber');
    expect(records).toHaveLength(0);
  });

  it('refuses a card number before reading anything, together with the missing fields', async () => {
    const store: ExternalCardRefundStore = {
      merchant: async () => { throw new Error('must not be read'); },
      insert: async () => { throw new Error('must not be written'); },
    };
    const error = await refusal(recordExternalCardRefund(merchantCaller(), body({ currency: undefined, stan: '4242424242424242' }), store, NOW));
    expect(error.status).toBe(400);
    expect(error.details.map((d) => d.field)).toEqual(['body.stan', 'body.currency']);
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain('4242424242424242');
  });

  it('refuses a currency outside the token\'s AllowedCurrencies (403)', async () => {
    const { store } = memoryStore();
    expect((await refusal(recordExternalCardRefund(merchantCaller({ AllowedCurrencies: 'USD' }), body(), store, NOW))).status).toBe(403);
  });

  it('answers the terminal\'s description and transaction date as recorded', () => {
    const record = { ...recorded(body({ customDescription: 'Returned shoes', transactionDateUtc: '2030-01-01T10:00:00Z' })),
      reference: 'r', merchantReference: MERCHANT, terminalReference: TERMINAL, recordedBy: 's', createdDate: NOW.toISOString(), status: 5, category: 3, summaryStatus: 1 };
    expect(refundResultOf(record)).toMatchObject({ description: 'Returned shoes', refundCompletedDate: '2030-01-01T10:00:00Z' });
  });
});
