/**
 * A list of merchants found by a wallet reads only MERCHANT_BASIC_FIELDS of each profile
 * (shared/merchants/lookups.ts, MER-23): the basic result built from those fields alone must be the
 * one built from the whole profile, or a field basicResult reads would come back missing.
 */
import { describe, expect, it } from 'vitest';
import { MERCHANT_BASIC_FIELDS, type MerchantRecord } from '../../shared/merchants/merchants.js';
import { basicResult } from '../../shared/merchants/results.js';

describe('the basic merchant result and the fields read for it', () => {
  it('reads no field of the profile beyond MERCHANT_BASIC_FIELDS', () => {
    // Every field the result could read holds a value of its own, so one missing from the list shows.
    const whole = new Proxy({}, { get: (_, field) => `value of ${String(field)}` }) as unknown as MerchantRecord;
    const projected = Object.fromEntries(MERCHANT_BASIC_FIELDS.map((f) => [f, whole[f]])) as unknown as MerchantRecord;
    expect(basicResult(projected)).toEqual(basicResult(whole));
  });
});
