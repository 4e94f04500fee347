/**
 * The product type codes alone, for the product validators: the full list with names and
 * descriptions (data/product-types.ts, served by the lookup) was 2.6 KB of every product write's
 * bundle (issue 16). Generated from the list, in its order, into data/short-lists.ts by
 * data/generate-code-sets.ts.
 */
export { PRODUCT_TYPE_CODES } from './data/short-lists.js';
