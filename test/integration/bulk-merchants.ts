/**
 * Many merchants written straight to the table through the merchants module's own functions
 * (newMerchant, merchantProfilePut, writeMerchantItems): the profile item with its keys and directory
 * index, as POST /v1/merchant/admin writes it, without the markers and login user a fan-out never
 * reads. For the notification tests and the fan-out bench; the caller has pointed process.env at a
 * local platform first (the shared modules are imported after that).
 */
import { randomUUID } from 'node:crypto';

export interface MerchantShape {
  industry: 'None' | 'Retail' | 'Restaurant' | 'Forecourt' | 'Workshop';
  /** Registration date of the merchant's one active terminal; none when undefined. */
  terminalSince?: string;
  withProduct?: boolean;
}

/** Writes `count` merchants of one shape, 100 per TransactWriteItems, a few at a time; their references. */
export async function writeBulkMerchants(count: number, shape: MerchantShape): Promise<string[]> {
  const [merchants, profile] = await Promise.all([import('../../shared/merchants/merchants.js'), import('../../shared/merchants/profile.js')]);
  const now = new Date();
  const references = Array.from({ length: count }, () => randomUUID());
  const puts = references.map((reference, i) => {
    const record = profile.newMerchant(reference, 1_000_000 + i, 'bulk-fixture', 'bulk-fixture', now);
    Object.assign(record, {
      name: `Bulk ${i}`, categoryCode: 7538, category: 'Auto service shops', currency: 'ZAR', industry: shape.industry,
      terminals: shape.terminalSince ? [{ reference: randomUUID(), isActive: true, createdDate: shape.terminalSince }] : [],
      assignedProductReferences: shape.withProduct ? [randomUUID()] : [],
    });
    return merchants.merchantProfilePut(record, { new: true });
  });
  const chunks = Array.from({ length: Math.ceil(puts.length / 100) }, (_, i) => puts.slice(i * 100, i * 100 + 100));
  // DynamoDB Local on two cores gains nothing from more than a few transactions at once.
  for (let i = 0; i < chunks.length; i += 4) await Promise.all(chunks.slice(i, i + 4).map((c) => merchants.writeMerchantItems(c)));
  return references;
}
