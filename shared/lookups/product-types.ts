/** Product types (shared/lookups/data/product-types.ts). */
import { PRODUCT_TYPE_DATA, type ProductTypeCode, type ProductTypeData } from './data/product-types.js';

export type ProductType = ProductTypeData;
export type { ProductTypeCode };

export const PRODUCT_TYPE_CODES: readonly ProductTypeCode[] = PRODUCT_TYPE_DATA.map((p) => p.code);

export function productTypes(): readonly ProductType[] {
  return PRODUCT_TYPE_DATA;
}
