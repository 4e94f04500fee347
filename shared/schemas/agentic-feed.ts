/** The ACP product feed: its query and its products. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { digitsAsInt, text } from './common.js';
import { opt } from './agentic-fields.js';

/** merchant_reference is our name for the merchant filter the interface leaves unnamed (ACP-12). */
export const productFeedQuery = z.strictObject({
  q: z.optional(text(256)),
  merchant_reference: z.optional(uuid()),
  limit: z.optional(z.string().check(z.regex(/^(100|[1-9]\d?)$/, 'must be 1 to 100'))),
  offset: z.optional(digitsAsInt(6)),
});
export type ProductFeedQuery = z.infer<typeof productFeedQuery>;

const priceResult = z.object({ amount: z.number(), currency: z.string() });

const feedVariantResult = z.object({
  id: z.string(),
  title: z.string(),
  description: opt(z.object({ plain: z.string() })),
  price: opt(priceResult),
  availability: z.object({ available: z.boolean(), status: z.string() }),
  categories: z.array(z.object({ value: z.string(), taxonomy: z.string() })),
  seller: z.object({ name: z.string() }),
});

export const feedProductResult = z.object({
  id: z.string(),
  title: z.string(),
  description: opt(z.object({ plain: z.string() })),
  variants: z.array(feedVariantResult),
});
export type FeedProductResult = z.infer<typeof feedProductResult>;

export const productFeedResult = z.object({
  version: z.string(),
  products: z.array(feedProductResult),
  total: z.number(),
});
export type ProductFeedResult = z.infer<typeof productFeedResult>;
