/**
 * Pricing a checkout session's lines against the product's rules (docs/decisions/agentic.md, ACP-5,
 * ACP-22) without a table: the catalog reads are replaced here, so what is under test is the rule —
 * a line is unit price × quantity and may not pass the product's maximum, the cap POST /v1/pay
 * (billIssues) puts on a bill, and both answer from one helper.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantRecord } from '../../shared/merchants/merchants.js';
import type { ProductRecord } from '../../shared/products/products.js';

const catalog = vi.hoisted(() => ({ products: [] as ProductRecord[], merchants: [] as Partial<MerchantRecord>[] }));

vi.mock('../../shared/products/products.js', async (importOriginal) => ({
  ...await importOriginal<Record<string, unknown>>(),
  getProducts: vi.fn(async (references: readonly string[]) => catalog.products.filter((p) => references.includes(p.reference))),
}));
vi.mock('../../shared/merchants/merchants.js', async (importOriginal) => ({
  ...await importOriginal<Record<string, unknown>>(),
  getMerchants: vi.fn(async (references: readonly string[]) => catalog.merchants.filter((m) => references.includes(m.reference ?? ''))),
}));

process.env['TABLE_NAME'] ??= 'unit';
const { priceItems } = await import('../../shared/agentic/pricing.js');
const { priced } = await import('../../shared/agentic/checkout.js');
const { billIssues } = await import('../../shared/products/bills.js');
const { exceededMaximum } = await import('../../shared/products/product-price.js');

const MERCHANT = '11111111-1111-4111-8111-111111111111';
const TICKET = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-11-26T10:00:00Z');

const product = (fields: Partial<ProductRecord> = {}): ProductRecord => ({
  reference: TICKET, merchantReference: MERCHANT, createdDate: '2026-01-01T00:00:00Z', name: 'Ticket', productType: 'Tickets',
  currency: 'ZAR', amountInCents: 600, maximumAmountInCents: 1000, fullAmountRequired: false, quantityRequired: false,
  isActive: true, isDeleted: false, ...fields,
});

const given = (p: ProductRecord) => {
  catalog.products = [p];
};

const problems = (messages: readonly { type: string; code: string; param?: string | null }[]) =>
  messages.filter((m) => m.type === 'error').map((m) => `${m.code} ${m.param ?? ''}`);

beforeEach(() => {
  catalog.merchants = [{ reference: MERCHANT, name: 'Shop', isActive: true }];
  given(product());
});

describe('a line against the product\'s maximum (ACP-22)', () => {
  it('refuses a quantity that takes unit price × quantity above the maximum: maximum_exceeded at the quantity, naming how many fit; the line still priced', async () => {
    const price = await priceItems([{ id: TICKET, quantity: 2 }], 'ZAR', NOW);
    expect(problems(price.messages)).toEqual(['maximum_exceeded $.line_items[0].quantity']);
    expect(price.messages[0]).toMatchObject({ severity: 'high', resolution: 'recoverable', content_type: 'plain' });
    expect(price.messages[0]?.content).toBe('Ticket: 2 × 600 = 1200 is above its maximum of 1000 per purchase; buy at most 1.');
    expect(price.lineItems[0]).toMatchObject({ quantity: 2, unit_amount: 600 });
    expect(price.amountInCents).toBe(1200);
  });

  it('takes a line at the maximum exactly or below it, and any quantity of a product with no maximum', async () => {
    given(product({ amountInCents: 500 }));
    expect((await priceItems([{ id: TICKET, quantity: 2 }], 'ZAR', NOW)).messages).toEqual([]);
    expect((await priceItems([{ id: TICKET }], 'ZAR', NOW)).messages).toEqual([]);
    given(product({ maximumAmountInCents: undefined }));
    expect((await priceItems([{ id: TICKET, quantity: 999 }], 'ZAR', NOW)).messages).toEqual([]);
  });

  it('names the product (param .id) when one unit is already above the maximum: its future price, now due, passed it', async () => {
    given(product({ amountInCents: 800, futureAmountInCents: 1500, futureAmountEffectiveFromDate: '2026-01-01T00:00:00Z' }));
    const price = await priceItems([{ id: TICKET }], 'ZAR', NOW);
    expect(problems(price.messages)).toEqual(['maximum_exceeded $.line_items[0].id']);
    expect(price.messages[0]?.content).toContain('costs 1500, above its maximum of 1000');
  });

  it('checks each line on its own, pointing at the line the agent sent', async () => {
    const price = await priceItems([{ id: TICKET }, { id: TICKET, quantity: 3 }], 'ZAR', NOW);
    expect(problems(price.messages)).toEqual(['maximum_exceeded $.line_items[1].quantity']);
  });

  it('keeps the session not ready for payment, so it cannot be completed', async () => {
    const draft = {
      id: 'cs_unit', createdBy: 'unit', status: 'not_ready_for_payment' as const, currency: 'ZAR', lineItems: [], totals: [], messages: [], amountInCents: 0,
      capabilities: {} as never, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), expiresAt: NOW.toISOString(), version: 1,
    };
    expect((await priced({ ...draft, items: [{ id: TICKET, quantity: 2 }] }, NOW)).status).toBe('not_ready_for_payment');
    expect((await priced({ ...draft, items: [{ id: TICKET, quantity: 1 }] }, NOW)).status).toBe('ready_for_payment');
  });
});

describe('the rest of POST /v1/pay\'s bill rules in a session', () => {
  it('fullAmountRequired: every unit is charged the full price, at any quantity, so nothing is refused', async () => {
    given(product({ fullAmountRequired: true, maximumAmountInCents: undefined }));
    const price = await priceItems([{ id: TICKET, quantity: 3 }], 'ZAR', NOW);
    expect(price.messages).toEqual([]);
    expect(price.amountInCents).toBe(1800);
  });

  it('currency: a product sold in another currency than the session\'s is invalid, as billIssues refuses it', async () => {
    given(product({ currency: 'USD' }));
    expect(problems((await priceItems([{ id: TICKET }], 'ZAR', NOW)).messages)).toEqual(['invalid $.line_items[0].id']);
    expect(billIssues(product({ currency: 'USD' }), { amountInCents: 600, currency: 'ZAR' }, 'bills[0]', NOW).map((i) => i.field)).toEqual(['bills[0].currency']);
  });
});

describe('one maximum rule for bills and lines', () => {
  it('exceededMaximum answers the maximum only above it; no maximum, never', () => {
    expect(exceededMaximum({ maximumAmountInCents: 1000 }, 1000)).toBeUndefined();
    expect(exceededMaximum({ maximumAmountInCents: 1000 }, 1001)).toBe(1000);
    expect(exceededMaximum({ maximumAmountInCents: 0 }, 1)).toBe(0);
    expect(exceededMaximum({}, Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });

  it('a session refuses a line exactly when POST /v1/pay refuses a bill of the same amount', async () => {
    given(product({ amountInCents: 250, maximumAmountInCents: 1000 }));
    for (const quantity of [1, 2, 3, 4, 5, 6]) {
      const line = await priceItems([{ id: TICKET, quantity }], 'ZAR', NOW);
      const bill = billIssues(product({ amountInCents: 250 }), { amountInCents: 250 * quantity, currency: 'ZAR' }, 'bills[0]', NOW);
      expect(line.messages.length > 0, `quantity ${quantity}`).toBe(bill.length > 0);
    }
    expect(billIssues(product(), { amountInCents: 1001, currency: 'ZAR' }, 'bills[0]', NOW)).toEqual([{ field: 'bills[0].amountInCents', reason: 'exceeds the product\'s maximum of 1000 cents' }]);
  });
});
