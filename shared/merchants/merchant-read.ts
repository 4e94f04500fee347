/**
 * Reading one merchant's profile by reference (merchants.ts says what the profile holds and keys it
 * by), apart from merchants.ts's index keys, markers and writes, so that a function that only reads
 * a profile (a receipt's merchant on file) bundles none of them (issue 16). merchants.ts re-exports
 * what is here.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import type { MerchantRecord } from './merchants.js';

/** Also the sort key of the external and wallet index items, from which their queries read the reference. */
export const MERCHANT_PREFIX = 'MERCHANT#';
export const merchantPartition = (reference: string) => `${MERCHANT_PREFIX}${reference}`;
export const merchantProfileKey = (reference: string) => ({ PK: merchantPartition(reference), SK: 'PROFILE' });

/** The profile item without its keys and index attributes. */
export function merchantRecordOf(item: Record<string, unknown> | undefined): MerchantRecord | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, GSI2PK: _g2pk, GSI2SK: _g2sk, entity: _entity, ...record } = item;
  return record as MerchantRecord;
}

/** The merchant with this reference, or undefined. */
export async function getMerchant(reference: string): Promise<MerchantRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: merchantProfileKey(reference.toLowerCase()), ConsistentRead: true }));
  return merchantRecordOf(out.Item);
}
