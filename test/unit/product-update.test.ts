/**
 * updateProduct with its store in memory: no DynamoDB. Ownership (404 for a stranger), deleted
 * products, the merge of the body, and the 409 when the stored version moved meanwhile.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import { ApiError } from '../../shared/http/errors.js';
import type { ProductCondition, ProductRecord } from '../../shared/products/products.js';
import { updateProduct, type ProductStore } from '../../shared/products/service.js';
import type { ProductUpdateBody } from '../../shared/schemas/product-bodies.js';

const NOW = new Date('2030-01-02T03:04:05.000Z');
const MERCHANT = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '22222222-2222-4222-8222-222222222222';

const owner: Caller = { kind: 'user', subject: 'owner', claims: { MerchantReference: MERCHANT }, accessPolicies: [], tokenId: 't', pendingSteps: false };
const stranger: Caller = { ...owner, claims: { MerchantReference: '33333333-3333-4333-8333-333333333333' } };

const stored = (extra: Partial<ProductRecord> = {}): ProductRecord => ({
  reference: PRODUCT, merchantReference: MERCHANT, createdDate: '2030-01-01T00:00:00.000Z', name: 'Airtime 10', productType: 'Airtime',
  currency: 'ZAR', amountInCents: 1000, fullAmountRequired: true, quantityRequired: false, isActive: true, isDeleted: false, ...extra,
});

/** The products entity in memory; `moved` makes every conditional put fail, as a concurrent update would. */
function memoryStore(initial: ProductRecord | undefined, moved = false) {
  const puts: { product: ProductRecord; condition: ProductCondition }[] = [];
  const store: ProductStore = {
    getProduct: async (ref) => (initial && ref.toLowerCase() === initial.reference ? structuredClone(initial) : undefined),
    putProduct: async (product, condition) => {
      if (moved) return false;
      puts.push({ product, condition });
      return true;
    },
  };
  return { store, puts };
}

const body = (extra: Partial<ProductUpdateBody> = {}): ProductUpdateBody => ({ reference: PRODUCT, name: 'Airtime 20', productType: 'Airtime', ...extra });

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe('updateProduct (in-memory store)', () => {
  it('merges the body into the owner\'s product and puts it guarded by the version it read', async () => {
    const { store, puts } = memoryStore(stored({ lastUpdatedDate: '2030-01-01T12:00:00.000Z' }));
    const result = await updateProduct(owner, body({ amountInCents: 2000, description: null }), NOW, store);
    expect(result).toMatchObject({ reference: PRODUCT, name: 'Airtime 20', amountInCents: 2000, lastUpdatedDate: NOW.toISOString(), isAssigned: false });
    expect(puts).toHaveLength(1);
    expect(puts[0]?.condition).toEqual({ lastUpdatedDate: '2030-01-01T12:00:00.000Z' });
    expect(puts[0]?.product).toMatchObject({ name: 'Airtime 20', amountInCents: 2000, createdDate: '2030-01-01T00:00:00.000Z', isDeleted: false });
  });

  it('guards a never-updated product with an undefined lastUpdatedDate', async () => {
    const { store, puts } = memoryStore(stored());
    await updateProduct(owner, body(), NOW, store);
    expect(puts[0]?.condition).toEqual({ lastUpdatedDate: undefined });
  });

  it('answers 404 for another merchant\'s product, an unknown one and a deleted one, writing nothing', async () => {
    const other = memoryStore(stored());
    expect(await statusOf(updateProduct(stranger, body(), NOW, other.store))).toBe(404);
    const none = memoryStore(undefined);
    expect(await statusOf(updateProduct(owner, body(), NOW, none.store))).toBe(404);
    const deleted = memoryStore(stored({ isDeleted: true }));
    expect(await statusOf(updateProduct(owner, body(), NOW, deleted.store))).toBe(404);
    expect([...other.puts, ...none.puts, ...deleted.puts]).toEqual([]);
  });

  it('answers 409 when the product changed since it was read', async () => {
    const { store } = memoryStore(stored(), true);
    expect(await statusOf(updateProduct(owner, body(), NOW, store))).toBe(409);
  });

  it('answers 400 for an inconsistent price, before any write', async () => {
    const { store, puts } = memoryStore(stored());
    expect(await statusOf(updateProduct(owner, body({ futureAmountInCents: 500 }), NOW, store))).toBe(400);
    expect(puts).toEqual([]);
  });
});
