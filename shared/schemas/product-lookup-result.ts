/** The public product lookup's answer: a product with the merchant that sells it. */
import * as z from 'zod/mini';
import { productResultFields } from './product-results.js';

/** GET /v1/merchant/product/lookup: active products with the merchant that sells them. */
export const productLookupResult = z.object({
  ...productResultFields,
  merchantReference: z.string(),
  merchantName: z.string(),
});
export type ProductLookupResult = z.infer<typeof productLookupResult>;
