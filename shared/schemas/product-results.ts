/**
 * A product as answered (kept apart from the bodies so a read bundles no request validators; the
 * lookup and catalog answers are in product-lookup-result.ts and product-catalog-result.ts).
 */
import * as z from 'zod/mini';
import { looseResult, opt } from './common.js';

/** The fields of a product as answered; the lookup answer adds the merchant to them. */
export const productResultFields = {
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
