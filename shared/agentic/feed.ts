/**
 * GET /v1/acp/products (ACP-12): the platform's products an agent can buy in a checkout session —
 * active, not deleted, with a fixed price within the product's maximum (ACP-22) and no field the
 * buyer must fill in (ACP-5), of an active merchant — as ACP feed Products (one variant each, priced now).
 * Input: q (every word must appear in the name, description or category: product type or catalog
 * name; case-insensitive), merchant_reference (that merchant's products only), limit (1–100,
 * default 50) and offset (default 0). Output: {version, products, total}; total counts every match,
 * so the next page is at offset + products.length while that is below total. Order: name, then id.
 */
import { getMerchants } from '../merchants/merchants.js';
import { exceededMaximum, productPrice } from '../products/product-price.js';
import { assignableProducts, catalogProducts, productsOwnedBy, requiredFieldNames, type ProductRecord } from '../products/products.js';
import type { FeedProductResult, ProductFeedQuery, ProductFeedResult } from '../schemas/agentic-feed.js';
import { ACP_VERSION } from './versions.js';

const DEFAULT_LIMIT = 50;

/** A session can buy one unit: priced now, within its maximum (ACP-22), asking the buyer for no field (ACP-5). */
function buyable(p: ProductRecord, now: Date): boolean {
  const price = productPrice(p, now);
  return price !== undefined && exceededMaximum(p, price) === undefined && requiredFieldNames(p).length === 0;
}

const searchable = (p: ProductRecord): string => [p.name, p.description, p.productType, p.catalogName].filter(Boolean).join('\n').toLowerCase();

function matches(p: ProductRecord, words: readonly string[]): boolean {
  const text = searchable(p);
  return words.every((w) => text.includes(w));
}

function feedProduct(p: ProductRecord, price: number, sellerName: string): FeedProductResult {
  const description = p.description ? { description: { plain: p.description } } : {};
  const categories = [p.productType, p.catalogName].filter((c): c is string => typeof c === 'string' && c !== '').map((value) => ({ value, taxonomy: 'merchant' }));
  return {
    id: p.reference,
    title: p.name,
    ...description,
    variants: [{
      id: p.reference, title: p.name, ...description,
      price: { amount: price, currency: p.currency },
      availability: { available: true, status: 'in_stock' },
      categories,
      seller: { name: sellerName },
    }],
  };
}

export async function productFeed(query: ProductFeedQuery, now = new Date()): Promise<ProductFeedResult> {
  const listed = query.merchant_reference
    ? await productsOwnedBy(query.merchant_reference.toLowerCase())
    : [...await catalogProducts(), ...await assignableProducts()];
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const unique = new Map(listed.map((p) => [p.reference, p]));
  const found = [...unique.values()]
    .filter((p) => p.isActive && !p.isDeleted && buyable(p, now) && matches(p, words))
    .sort((a, b) => a.name.localeCompare(b.name) || a.reference.localeCompare(b.reference));
  // A merchant that is not active sells nothing: its products are not offered.
  const sellers = new Map((await getMerchants([...new Set(found.map((p) => p.merchantReference))])).map((m) => [m.reference, m]));
  const offered = found.filter((p) => sellers.get(p.merchantReference)?.isActive === true);
  const offset = query.offset ?? 0;
  const page = offered.slice(offset, offset + (query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit)));
  return {
    version: ACP_VERSION,
    products: page.map((p) => feedProduct(p, productPrice(p, now) ?? 0, sellers.get(p.merchantReference)?.name ?? 'Merchant')),
    total: offered.length,
  };
}
