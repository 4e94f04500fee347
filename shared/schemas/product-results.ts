/** Products and catalogs as answered (kept apart from the bodies so a read bundles no request validators). */
import * as z from 'zod/mini';
import { looseResult, opt } from './common.js';

const productResultFields = {
  reference: z.string(),
  createdDate: z.string(),
  lastUpdatedDate: opt(z.string()),
  yourReference: opt(z.string()),
  name: z.string(),
  description: opt(z.string()),
  unitLabel: opt(z.string()),
  productType: z.string(),
  currency: z.string(),
  amountInCents: opt(z.number()),
  maximumAmountInCents: opt(z.number()),
  futureAmountInCents: opt(z.number()),
  futureAmountEffectiveFromDate: opt(z.string()),
  fullAmountRequired: z.boolean(),
  quantityRequired: z.boolean(),
  isActive: z.boolean(),
  isAssigned: z.boolean(),
  iconUrl: opt(z.string()),
  fields: opt(z.array(looseResult())),
  catalogName: opt(z.string()),
};

export const productResult = z.object(productResultFields);
export type ProductResult = z.infer<typeof productResult>;

/** GET /v1/merchant/product/lookup: active products with the merchant that sells them. */
export const productLookupResult = z.object({
  ...productResultFields,
  merchantReference: z.string(),
  merchantName: z.string(),
});
export type ProductLookupResult = z.infer<typeof productLookupResult>;

/** A catalog: a merchant's named set of products other merchants can be assigned from. */
export const productCatalogResult = z.object({
  reference: z.string(),
  name: z.string(),
  description: opt(z.string()),
  // The merchant whose catalog it is (ours: the interface shows no catalog fields).
  merchantReference: z.string(),
  products: z.array(productResult),
});
export type ProductCatalogResult = z.infer<typeof productCatalogResult>;
