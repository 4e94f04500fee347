/**
 * What payments ask the catalog about bills: whether each product named is payable (exists, not
 * deleted, active, its merchant active) and whether the bill obeys the product's rules (currency,
 * full amount, maximum, product fields). The verdicts are the catalog's; payments only asks.
 */
import { isCalendarDate } from '../calendar-date.js';
import type { FieldIssue } from '../http/errors.js';
import { normaliseMsisdn } from '../identity/usernames.js';
import { getMerchants } from '../merchants/merchants.js';
import { exceededMaximum, productPrice } from './product-price.js';
import { getProducts, type ProductRecord } from './products.js';

interface MoneyItem {
  amountInCents: number;
  currency: string;
}

interface ProductField {
  name: string;
  fieldType?: string;
  isRequired?: boolean;
  minimumLength?: number | null;
  maximumLength?: number | null;
}

function fieldValueIssue(field: ProductField, value: string): string | undefined {
  if (field.minimumLength !== undefined && field.minimumLength !== null && value.length < field.minimumLength) return `must be at least ${field.minimumLength} characters`;
  if (field.maximumLength !== undefined && field.maximumLength !== null && value.length > field.maximumLength) return `must be at most ${field.maximumLength} characters`;
  switch (field.fieldType) {
    case 'Number':
      return /^-?\d+(\.\d+)?$/.test(value) ? undefined : 'must be a number';
    case 'Msisdn':
      return normaliseMsisdn(value) ? undefined : 'must be a valid mobile number';
    case 'EmailAddress':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'must be an e-mail address';
    case 'AccountNumber':
      return /^[A-Za-z0-9 -]{1,34}$/.test(value) ? undefined : 'must be an account number (letters, digits, spaces, hyphens)';
    case 'Date':
      return isCalendarDate(value) ? undefined : 'must be a date YYYY-MM-DD';
    default:
      return undefined;
  }
}

/** 422 issues of one bill destination against its (active) product: currency, amount rules, product fields. */
export function billIssues(
  product: ProductRecord, item: MoneyItem & { productFields?: Record<string, string> | null }, path: string, now = new Date(),
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (item.currency !== product.currency) issues.push({ field: `${path}.currency`, reason: `the product is priced in ${product.currency}` });
  const price = productPrice(product, now);
  if (product.fullAmountRequired && price !== undefined && item.amountInCents !== price) {
    issues.push({ field: `${path}.amountInCents`, reason: `the product requires its full amount of ${price} cents` });
  }
  const maximum = exceededMaximum(product, item.amountInCents);
  if (maximum !== undefined) issues.push({ field: `${path}.amountInCents`, reason: `exceeds the product's maximum of ${maximum} cents` });
  const fields = (product.fields ?? []) as unknown as ProductField[];
  const given = item.productFields ?? {};
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) issues.push({ field: `${path}.productFields.${name}`, reason: 'is not a field of this product' });
  }
  for (const field of fields) {
    const value = given[field.name];
    if (value === undefined || value === '') {
      if (field.isRequired) issues.push({ field: `${path}.productFields.${field.name}`, reason: 'is required by the product' });
      continue;
    }
    const reason = fieldValueIssue(field, value);
    if (reason) issues.push({ field: `${path}.productFields.${field.name}`, reason });
  }
  return issues;
}

/** A bill destination as payments hands it over: where it sits in the body, and what it asks. */
export interface BillRequest {
  path: string;
  item: MoneyItem & { productReference: string; productFields?: Record<string, string> | null };
}

export interface BillVerdicts {
  /** Payable products by the bill's path. */
  found: Map<string, ProductRecord>;
  /** 422: inactive products and broken rules. */
  issues: FieldIssue[];
  /** 404: unknown or deleted products. */
  notFound: FieldIssue[];
}

/** The catalog's verdict on every bill of a payment. */
export async function billVerdicts(bills: readonly BillRequest[], now = new Date()): Promise<BillVerdicts> {
  const products = new Map((await getProducts(bills.map(({ item }) => item.productReference))).map((p) => [p.reference, p]));
  const owners = new Map((await getMerchants([...products.values()].map((p) => p.merchantReference))).map((m) => [m.reference, m]));
  const verdicts: BillVerdicts = { found: new Map(), issues: [], notFound: [] };
  for (const { path, item: bill } of bills) {
    const product = products.get(bill.productReference.toLowerCase());
    if (!product || product.isDeleted) {
      verdicts.notFound.push({ field: `${path}.productReference`, reason: 'not found' });
      continue;
    }
    if (!product.isActive || owners.get(product.merchantReference)?.isActive !== true) {
      verdicts.issues.push({ field: `${path}.productReference`, reason: 'this product is not active' });
      continue;
    }
    verdicts.issues.push(...billIssues(product, bill, path, now));
    verdicts.found.set(path, product);
  }
  return verdicts;
}
