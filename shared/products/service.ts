/**
 * Products: create and update (merchant token for its own, admin for any), lists, details, the
 * public lookup, catalogs and the assignable list. Prices are whole cents; the price answered is
 * computed at read time (the future price once its date has passed).
 */
import { randomUUID } from 'node:crypto';
import { assertCurrencyAllowed, assertOwnsMerchant, ownsMerchant } from '../auth/claim-policy.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldIssue } from '../http/errors.js';
import { getMerchant, getMerchants, type MerchantRecord } from '../merchants/merchants.js';
import { MERCHANT_DEACTIVATED } from '../merchants/deactivated.js';
import { exceededMaximum, productPrice } from './product-price.js';
import type { ProductBody, ProductUpdateBody } from '../schemas/product-bodies.js';
import type { ProductCatalogResult } from '../schemas/product-catalog-result.js';
import type { ProductLookupResult } from '../schemas/product-lookup-result.js';
import type { ProductResult } from '../schemas/product-results.js';
import {
  assignableProducts, catalogProducts, catalogReference, getProduct, getProducts, productsOwnedBy, putProduct, type ProductCondition, type ProductRecord,
} from './products.js';

/** The product reads and writes a create or update needs: the products entity (DynamoDB), or anything a test hands in. */
export interface ProductStore {
  getProduct(reference: string): Promise<ProductRecord | undefined>;
  putProduct(p: ProductRecord, condition: ProductCondition): Promise<boolean>;
}

export const tableProductStore: ProductStore = { getProduct, putProduct };

/** Never taken from a request. */
const SERVER_OWNED = new Set(['reference', 'createdDate', 'lastUpdatedDate', 'isAssigned']);

/** The product as answered: the future price replaces the price once its date has passed. */
export function productResult(p: ProductRecord, isAssigned: boolean, now = new Date()): ProductResult {
  const { merchantReference: _m, isDeleted: _d, ...rest } = p;
  return {
    ...rest,
    lastUpdatedDate: p.lastUpdatedDate ?? null,
    amountInCents: productPrice(p, now) ?? null,
    isAssigned,
  };
}

/** Rules across fields the schema cannot state. */
function assertConsistent(p: ProductRecord): void {
  const issues: FieldIssue[] = [];
  if ((p.futureAmountInCents === undefined) !== (p.futureAmountEffectiveFromDate === undefined)) {
    const missing = p.futureAmountInCents === undefined ? 'futureAmountInCents' : 'futureAmountEffectiveFromDate';
    issues.push({ field: `body.${missing}`, reason: 'is required with the other future price field' });
  }
  if (p.fullAmountRequired && p.amountInCents === undefined) issues.push({ field: 'body.amountInCents', reason: 'is required when fullAmountRequired is true' });
  // Both prices are what a purchase of the product pays, one now and one from its date: neither may
  // be above the product's own maximum, or no bill and no checkout line could ever buy it (MER-20).
  for (const price of ['amountInCents', 'futureAmountInCents'] as const) {
    const amount = p[price];
    if (amount !== undefined && exceededMaximum(p, amount) !== undefined) issues.push({ field: 'body.maximumAmountInCents', reason: `must not be below ${price}` });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

/** The stored product after the body: left out keeps, null clears, a value replaces. A deleted product stays deleted. */
function applyProductBody(stored: ProductRecord, body: ProductBody, now: Date): ProductRecord {
  const next: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(body)) {
    if (SERVER_OWNED.has(key) || value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  const record = next as unknown as ProductRecord;
  record.isDeleted = stored.isDeleted || body.isDeleted === true;
  record.lastUpdatedDate = now.toISOString();
  assertConsistent(record);
  return record;
}

async function save(p: ProductRecord, condition: ProductCondition, store: Pick<ProductStore, 'putProduct'>): Promise<void> {
  if (!(await store.putProduct(p, condition))) {
    throw new ConflictError('The product changed while this request ran; nothing was changed. Read it and try again.');
  }
}

/** What a product write checks of its caller: a token's claims limit the merchant and the currency. */
interface WriteChecks {
  ownsMerchant: (caller: Caller, merchantReference: string, field: string) => void;
  /** Whether the caller may change this merchant's products: another merchant's product reads as absent. */
  mayChange: (caller: Caller, merchantReference: string) => boolean;
  currencyAllowed: (caller: Caller, currency: string, field: string) => void;
}

const TOKEN_LIMITS: WriteChecks = { ownsMerchant: assertOwnsMerchant, mayChange: ownsMerchant, currencyAllowed: assertCurrencyAllowed };

/**
 * The admin routes' writes: an API key is limited by no claim (claim-policy.ts answers the same for
 * it), so their bundles carry no claim policy (issue 16). Anything but an admin caller here is a
 * wiring fault, refused.
 */
function assertAdmin(caller: Caller): void {
  if (caller.kind !== 'admin') throw new Error(`an admin product write was called for a ${caller.kind} caller`);
}
const ADMIN_ONLY: WriteChecks = { ownsMerchant: assertAdmin, mayChange: (caller) => { assertAdmin(caller); return true; }, currencyAllowed: assertAdmin };

/** The merchant the caller acts for (its own for a token, the path's for admin), or 404. */
async function merchantFor(caller: Caller, merchantReference: string | undefined, field: string, ownsMerchant: WriteChecks['ownsMerchant']): Promise<MerchantRecord> {
  const reference = merchantReference ?? (caller.kind === 'user' ? caller.claims['MerchantReference'] : undefined);
  if (!reference) throw new NotFoundError('Merchant', field);
  ownsMerchant(caller, reference, field);
  const merchant = await getMerchant(reference);
  if (!merchant) throw new NotFoundError('Merchant', field);
  return merchant;
}

/** POST /v1/merchant/product: a product of the token's merchant. */
export function createProduct(caller: Caller, body: ProductBody, now = new Date()): Promise<ProductResult> {
  return insertProduct(TOKEN_LIMITS, caller, body, undefined, now);
}

/** POST /v1/merchant/product/admin/{merchantReference}. */
export function adminCreateProduct(caller: Caller, body: ProductBody, merchantReference: string, now = new Date()): Promise<ProductResult> {
  return insertProduct(ADMIN_ONLY, caller, body, merchantReference, now);
}

async function insertProduct(checks: WriteChecks, caller: Caller, body: ProductBody, merchantReference: string | undefined, now: Date): Promise<ProductResult> {
  const merchant = await merchantFor(caller, merchantReference, merchantReference ? 'path.merchantReference' : 'header.authorization', checks.ownsMerchant);
  // Deactivated (MER-22): its own token puts nothing new on sale; an administrator still may.
  if (!merchantReference && !merchant.isActive) throw new ForbiddenError('This merchant is not active; it cannot add products.', [{ field: 'header.authorization', reason: MERCHANT_DEACTIVATED }]);
  const currency = body.currency ?? merchant.currency;
  checks.currencyAllowed(caller, currency, 'body.currency');
  const base: ProductRecord = {
    reference: randomUUID(), merchantReference: merchant.reference, createdDate: now.toISOString(), name: body.name, productType: body.productType,
    currency, fullAmountRequired: false, quantityRequired: false, isActive: true, isDeleted: false,
  };
  const record = applyProductBody(base, { ...body, currency, isDeleted: undefined }, now);
  delete record.lastUpdatedDate;
  // Only the put: a create reads no product, so its bundle carries no product read.
  await save(record, { new: true }, { putProduct });
  return productResult(record, false, now);
}

/** PUT /v1/merchant/product (the token's own products only); 404 when unknown or deleted. */
export function updateProduct(caller: Caller, body: ProductUpdateBody, now = new Date(), store: ProductStore = tableProductStore): Promise<ProductResult> {
  return changeProduct(TOKEN_LIMITS, caller, body, now, store);
}

/** PUT /v1/merchant/product/admin (any merchant's product); 404 when unknown or deleted. */
export function adminUpdateProduct(caller: Caller, body: ProductUpdateBody, now = new Date()): Promise<ProductResult> {
  return changeProduct(ADMIN_ONLY, caller, body, now, tableProductStore);
}

async function changeProduct(checks: WriteChecks, caller: Caller, body: ProductUpdateBody, now: Date, store: ProductStore): Promise<ProductResult> {
  const stored = await store.getProduct(body.reference);
  // Another merchant's product is answered as one that does not exist (the same 404, word for word).
  if (!stored || stored.isDeleted || !checks.mayChange(caller, stored.merchantReference)) throw new NotFoundError('Product', 'body.reference');
  const record = applyProductBody(stored, body, now);
  checks.currencyAllowed(caller, record.currency, 'body.currency');
  await save(record, { lastUpdatedDate: stored.lastUpdatedDate }, store);
  return productResult(record, false, now);
}

/** A merchant's products: its own (not deleted) and those assigned to it from other merchants (isAssigned). */
async function productsOf(merchant: MerchantRecord, now: Date): Promise<ProductResult[]> {
  const owned = (await productsOwnedBy(merchant.reference)).filter((p) => !p.isDeleted);
  const assigned = (await getProducts(merchant.assignedProductReferences))
    .filter((p) => !p.isDeleted && p.merchantReference !== merchant.reference);
  const byDate = (a: ProductRecord, b: ProductRecord) => a.createdDate.localeCompare(b.createdDate);
  return [...owned.sort(byDate).map((p) => productResult(p, false, now)), ...assigned.sort(byDate).map((p) => productResult(p, true, now))];
}

/** GET /v1/merchant/product: the token's merchant; GET /v1/merchant/product/admin/{merchantReference}: any. */
export async function listProducts(caller: Caller, merchantReference?: string, now = new Date()): Promise<ProductResult[]> {
  const merchant = await merchantFor(caller, merchantReference, merchantReference ? 'path.merchantReference' : 'header.authorization', assertOwnsMerchant);
  return productsOf(merchant, now);
}

/** GET /v1/merchant/product/details/{ref}: a product the token's merchant owns or has been assigned; 404 otherwise. */
export async function productDetails(caller: Caller, productReference: string, now = new Date()): Promise<ProductResult> {
  const product = await getProduct(productReference);
  const own = caller.kind === 'user' ? caller.claims['MerchantReference']?.toLowerCase() : undefined;
  if (!product || product.isDeleted || !own) throw new NotFoundError('Product', 'path.productReference');
  if (product.merchantReference === own) return productResult(product, false, now);
  const merchant = await getMerchant(own);
  if (!merchant?.assignedProductReferences.includes(product.reference)) throw new NotFoundError('Product', 'path.productReference');
  return productResult(product, true, now);
}

/** GET /v1/merchant/product/lookup: active products of every merchant, with the merchant's name. */
export async function lookupProducts(now = new Date()): Promise<ProductLookupResult[]> {
  const active = [...await assignableProducts(), ...(await catalogProducts()).filter((p) => p.isActive)];
  const merchants = new Map((await getMerchants(active.map((p) => p.merchantReference))).map((m) => [m.reference, m]));
  return active.flatMap((p) => {
    const merchant = merchants.get(p.merchantReference);
    // A product whose merchant is inactive is not offered.
    if (!merchant?.isActive) return [];
    return [{ ...productResult(p, false, now), merchantReference: merchant.reference, merchantName: merchant.name }];
  });
}

/** GET /v1/merchant/product/admin/catalog: each (owner, catalog name) with its products, not deleted. */
export async function listCatalogs(now = new Date()): Promise<ProductCatalogResult[]> {
  const catalogs = new Map<string, ProductCatalogResult>();
  for (const p of await catalogProducts()) {
    const name = p.catalogName ?? '';
    const reference = catalogReference(p.merchantReference, name);
    const catalog = catalogs.get(reference) ?? { reference, name, description: null, merchantReference: p.merchantReference, products: [] };
    catalog.products.push(productResult(p, false, now));
    catalogs.set(reference, catalog);
  }
  return [...catalogs.values()];
}

/** GET /v1/merchant/product/admin/assignable: active, not deleted, in no catalog. */
export async function listAssignable(now = new Date()): Promise<ProductResult[]> {
  return (await assignableProducts()).map((p) => productResult(p, false, now));
}
