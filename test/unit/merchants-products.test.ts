/** Pure rules of merchants and products: the production refusal, the price at a fixed clock, derived fields. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { assertExternalLookupAvailable, lookupExternal } from '../../shared/merchants/lookups.js';
import { categoryName, newMerchant, vCard } from '../../shared/merchants/profile.js';
import { newShortCode } from '../../shared/merchants/service.js';
import { catalogReference, productKeys, type ProductRecord } from '../../shared/products/products.js';
import { productResult } from '../../shared/products/service.js';

const product = (extra: Partial<ProductRecord> = {}): ProductRecord => ({
  reference: 'p', merchantReference: 'm', createdDate: '2030-01-01T00:00:00.000Z', name: 'Airtime 10', productType: 'Airtime', currency: 'ZAR',
  amountInCents: 1000, fullAmountRequired: false, quantityRequired: false, isActive: true, isDeleted: false, ...extra,
});

describe('external merchant lookup', () => {
  it('answers 404 in production, before reading anything', async () => {
    expect(() => assertExternalLookupAvailable(true)).toThrow(ApiError);
    expect(() => assertExternalLookupAvailable(false)).not.toThrow();
    const refused = await lookupExternal({ kind: 'user', subject: 's', claims: {}, accessPolicies: [], tokenId: 't', pendingSteps: false }, 'x', 'y', true)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
  });
});

describe('product price', () => {
  const future = { futureAmountInCents: 1500, futureAmountEffectiveFromDate: '2031-06-01T00:00:00Z' };

  it('is the fixed price until the future price\'s date, and the future price from that instant', () => {
    expect(productResult(product(future), false, new Date('2031-05-31T23:59:59.999Z')).amountInCents).toBe(1000);
    expect(productResult(product(future), false, new Date('2031-06-01T00:00:00Z')).amountInCents).toBe(1500);
    expect(productResult(product({ ...future, amountInCents: undefined }), true, new Date('2030-01-01T00:00:00Z'))).toMatchObject({ amountInCents: null, isAssigned: true });
  });

  it('never carries the owner or the deleted flag', () => {
    const result = productResult(product(), false) as Record<string, unknown>;
    expect(result['merchantReference']).toBeUndefined();
    expect(result['isDeleted']).toBeUndefined();
  });
});

describe('product listing keys', () => {
  it('puts catalog products in the catalog partition, active loose ones in the assignable one, others nowhere', () => {
    expect(productKeys.listing(product({ catalogName: 'A#B' }))?.GSI2SK).toBe('m#A%23B#p');
    expect(productKeys.listing(product())?.GSI2PK).toBe('PASSIGNABLE');
    expect(productKeys.listing(product({ isActive: false }))).toBeUndefined();
    expect(productKeys.listing(product({ isDeleted: true, catalogName: 'A' }))).toBeUndefined();
  });

  it('derives one catalog reference per owner and name', () => {
    expect(catalogReference('m', 'A')).toBe(catalogReference('m', 'A'));
    expect(catalogReference('m', 'A')).not.toBe(catalogReference('n', 'A'));
    expect(catalogReference('m', 'A')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('merchant derived fields', () => {
  it('names the category from its ISO 18245 code', () => {
    expect(categoryName(5411)).toMatch(/grocery/i);
  });

  it('draws short codes of seven digits', () => {
    for (let i = 0; i < 100; i += 1) expect(String(newShortCode())).toMatch(/^[1-9]\d{6}$/);
  });

  it('writes a vCard with escaped text', () => {
    const m = { ...newMerchant('r', 1234567, 'c', 'c', new Date()), name: 'Smith, Jones; Co', emailAddress: 'a@example.com' };
    const card = vCard(m);
    expect(card.split('\r\n')).toEqual(['BEGIN:VCARD', 'VERSION:4.0', 'FN:Smith\\, Jones\\; Co', 'ORG:Smith\\, Jones\\; Co', 'EMAIL:a@example.com', 'END:VCARD']);
  });
});
