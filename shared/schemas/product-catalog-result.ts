/** A product catalog as answered, with its products. */
import * as z from 'zod/mini';
import { opt } from './common.js';
import { productResult } from './product-results.js';

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
