/** Product types (shared/lookups/data/product-types.ts). */
import { PRODUCT_TYPE_DATA, type ProductTypeCode, type ProductTypeData } from './data/product-types.js';

export type ProductType = ProductTypeData;
export type { ProductTypeCode };

export function productTypes(): readonly ProductType[] {
  return PRODUCT_TYPE_DATA;
}
