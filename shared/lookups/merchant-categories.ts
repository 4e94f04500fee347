/**
 * Merchant category codes (ISO 18245) in their 22 groups, from merchant-category-codes (English
 * texts only: the package's index would pull in the Russian and Ukrainian files too), with Cyrillic
 * look-alike letters in the English texts replaced by Latin ones.
 */
import type source from 'merchant-category-codes/with_groups/mcc-en.json';
import { loadOnUse } from '../load-on-use.js';
import { toLatinLookAlikes } from './latin-text.js';

export interface MerchantCategory {
  /** The code as the integer merchant.categoryCode takes (742 for 0742). */
  code: number;
  /** The four-digit code as written (0742). */
  mcc: string;
  name: string;
  description: string;
  groupCode: string;
  groupName: string;
}

export interface MerchantCategoryGroup {
  code: string;
  name: string;
  /** Codes of the group's categories, ascending. */
  categoryCodes: number[];
}

let categories: readonly MerchantCategory[] | undefined;

export function merchantCategories(): readonly MerchantCategory[] {
  // The texts (about 145 KB) load on the first look-up, not in every function that can name a category.
  categories ??= loadOnUse<typeof source>('merchant-category-codes/with_groups/mcc-en.json')
    .map((m) => ({
      code: Number(m.mcc),
      mcc: m.mcc,
      name: toLatinLookAlikes(m.shortDescription),
      description: toLatinLookAlikes(m.fullDescription),
      groupCode: m.group.type,
      groupName: toLatinLookAlikes(m.group.description),
    }))
    .sort((a, b) => a.code - b.code);
  return categories;
}

/** The groups, ordered by their lowest code, each with its category codes. */
export function merchantCategoryGroups(): MerchantCategoryGroup[] {
  const groups = new Map<string, MerchantCategoryGroup>();
  for (const category of merchantCategories()) {
    const group = groups.get(category.groupCode) ?? { code: category.groupCode, name: category.groupName, categoryCodes: [] };
    group.categoryCodes.push(category.code);
    groups.set(category.groupCode, group);
  }
  return [...groups.values()];
}
