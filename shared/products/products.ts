/**
 * Products: what a merchant sells, its price (and a future price), and the catalog it is offered in.
 *
 * Keys and access patterns (single table):
 *   product     PK = PRODUCT#<productReference>   SK = PRODUCT          get by reference
 *   by owner    GSI1PK = MPRODUCTS#<merchantReference>  GSI1SK = PRODUCT#<ref>
 *                                                  Query: a merchant's own products
 *   catalog     GSI2PK = PCATALOG  GSI2SK = <merchant>#<catalog name>#<ref>   (not deleted, in a catalog)
 *                                                  Query: every catalog with its products, grouped in key order
 *   assignable  GSI2PK = PASSIGNABLE  GSI2SK = <createdDate>#<ref>   (active, not deleted, in no catalog)
 *                                                  Query: the assignable list; with the active catalog
 *                                                  products, the public lookup
 *   Deleted and inactive non-catalog products have no GSI2 entry. Assigned products of another
 *   merchant are read by reference (merchant.assignedProductReferences), 100 per transactional read.
 * Writes: the whole item is put, with its GSI1 and GSI2 keys recomputed, under a condition naming the
 * version read (putProduct), so a concurrent change is never lost.
 * Both GSI2 partitions are single partitions: fine for catalogs of thousands; shard the key by a
 * hash suffix when one nears DynamoDB's per-partition rate.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { keyPart } from '../db/keys.js';
import { getItemsByKey, queryAll } from '../db/query.js';
import { conditionHeld } from '../db/transactions.js';

export interface ProductRecord {
  reference: string;
  merchantReference: string;
  createdDate: string;
  lastUpdatedDate?: string;
  yourReference?: string;
  name: string;
  description?: string;
  unitLabel?: string;
  productType: string;
  currency: string;
  amountInCents?: number;
  maximumAmountInCents?: number;
  futureAmountInCents?: number;
  futureAmountEffectiveFromDate?: string;
  fullAmountRequired: boolean;
  quantityRequired: boolean;
  isActive: boolean;
  isDeleted: boolean;
  iconUrl?: string;
  fields?: Record<string, unknown>[];
  catalogName?: string;
}

/** The fields the buyer must fill in to pay for the product (a meter number, say): bills.ts checks them on POST /v1/pay. */
export const requiredFieldNames = (p: Pick<ProductRecord, 'fields'>): string[] =>
  (p.fields ?? []).filter((f) => f['isRequired'] === true).map((f) => String(f['name']));

const ownerPartition = (merchantReference: string) => `MPRODUCTS#${merchantReference}`;

export const productKeys = {
  product: (reference: string) => ({ PK: `PRODUCT#${reference}`, SK: 'PRODUCT' }),
  ownerPartition,
  byOwner: (merchantReference: string, reference: string) => ({ GSI1PK: ownerPartition(merchantReference), GSI1SK: `PRODUCT#${reference}` }),
  catalogPartition: 'PCATALOG',
  assignablePartition: 'PASSIGNABLE',
  /** The GSI2 entry that places the product in the catalog or assignable lists, or none. */
  listing: (p: ProductRecord): { GSI2PK: string; GSI2SK: string } | undefined => {
    if (p.isDeleted) return undefined;
    if (p.catalogName) return { GSI2PK: productKeys.catalogPartition, GSI2SK: `${p.merchantReference}#${keyPart(p.catalogName)}#${p.reference}` };
    if (p.isActive) return { GSI2PK: productKeys.assignablePartition, GSI2SK: `${p.createdDate}#${p.reference}` };
    return undefined;
  },
};

/** A catalog's reference: the same UUID-shaped value for the same owner and name, so it needs no item of its own. */
export function catalogReference(merchantReference: string, catalogName: string): string {
  const hex = createHash('sha256').update(`${merchantReference}\n${catalogName}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function recordOf(item: Record<string, unknown> | undefined): ProductRecord | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, GSI2PK: _g2pk, GSI2SK: _g2sk, entity: _e, ...record } = item;
  return record as unknown as ProductRecord;
}

/** The product with this reference (any case), or undefined. */
export async function getProduct(reference: string): Promise<ProductRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: productKeys.product(reference.toLowerCase()), ConsistentRead: true }));
  return recordOf(out.Item);
}

/** Products by reference (missing ones left out). */
export async function getProducts(references: readonly string[]): Promise<ProductRecord[]> {
  const items = await getItemsByKey([...new Set(references.map((r) => r.toLowerCase()))].map((ref) => productKeys.product(ref)));
  return items.map(recordOf).filter((p): p is ProductRecord => p !== undefined);
}

/** Every product one index partition lists (all pages). */
async function listed(IndexName: 'GSI1' | 'GSI2', pkName: 'GSI1PK' | 'GSI2PK', pk: string): Promise<ProductRecord[]> {
  const items = await queryAll({ IndexName, KeyConditionExpression: `${pkName} = :pk`, ExpressionAttributeValues: { ':pk': pk } });
  return items.map(recordOf).filter((p): p is ProductRecord => p !== undefined);
}

/** A merchant's own products (deleted ones included: callers filter). */
export function productsOwnedBy(merchantReference: string): Promise<ProductRecord[]> {
  return listed('GSI1', 'GSI1PK', productKeys.ownerPartition(merchantReference));
}

/** Every product in a catalog, in catalog order. */
export function catalogProducts(): Promise<ProductRecord[]> {
  return listed('GSI2', 'GSI2PK', productKeys.catalogPartition);
}

/** Active, not deleted products in no catalog, oldest first. */
export function assignableProducts(): Promise<ProductRecord[]> {
  return listed('GSI2', 'GSI2PK', productKeys.assignablePartition);
}

/** How a product put is guarded: a new product, or the lastUpdatedDate the change started from (undefined: never updated). */
export type ProductCondition = { new: true } | { lastUpdatedDate: string | undefined };

/** Puts the product with its index keys; false when the condition failed (it exists, or changed since it was read). */
export async function putProduct(p: ProductRecord, condition: ProductCondition): Promise<boolean> {
  const conditionPart = 'new' in condition
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : condition.lastUpdatedDate === undefined
      ? { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(lastUpdatedDate)' }
      : { ConditionExpression: 'lastUpdatedDate = :read', ExpressionAttributeValues: { ':read': condition.lastUpdatedDate } };
  return conditionHeld(db.send(new PutCommand({
    TableName: config.tableName,
    Item: { ...productKeys.product(p.reference), ...productKeys.byOwner(p.merchantReference, p.reference), ...productKeys.listing(p), entity: 'Product', ...p },
    ...conditionPart,
  })));
}
