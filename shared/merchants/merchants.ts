/**
 * Merchants: the profile record and the index items that find it. Terminals, employees, wallets and
 * attributes live inside the profile (one item, one read); each has index items for its lookups.
 *
 * Keys and access patterns (single table):
 *   profile    PK = MERCHANT#<merchantReference>   SK = PROFILE           get by reference
 *   external   GSI2PK = MEXT#<source>#<yourReference>  GSI2SK = MERCHANT#<ref>
 *                                                   on the profile: GET /v1/merchant/lookup/{ref}/{source}
 *   yourRef    marker 'merchant-ref' [scope, source, yourReference]  unique per creating caller
 *   shortCode  marker 'merchant-shortcode' [code]    unique, never freed (a code is never reused)
 *   terminal   marker 'terminal' [terminalReference]  → merchant (terminal lookup, telemetry)
 *   terminalExt marker 'terminal-ext' [merchant source, terminal yourReference] → merchant, terminal
 *   employee   marker 'employee' [employeeReference]  → merchant (passcode reminder)
 *   attribute  marker 'merchant-attr' [name, value]   → merchant; a pair belongs to one merchant
 *   wallet     PK = WALLET#<msisdn digits>  SK = MERCHANT#<ref>   Query: every merchant with that wallet
 *   directory  GSI1PK = MERCHANTDIR#<shard 00–15>  GSI1SK = MERCHANT#<ref>   on the profile: every merchant,
 *              a shard at a time, in pages (notification fan-out, docs/decisions/notifications.md NTF-4)
 *   (telemetry: shared/merchants/telemetry-reports.ts; products: shared/products/products.ts)
 * Writes: a profile and its index items change in one TransactWriteItems (writeMerchantItems), so a
 * clash on any unique value changes nothing; the use case (shared/merchants/service.ts) plans them.
 * Marker parts that come from callers are URI-encoded, so a '#' inside a value cannot forge a key.
 * Reading one profile by reference is merchant-read.ts's (re-exported here).
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { keyPart, shardOf } from '../db/keys.js';
import { readMarker } from '../db/markers.js';
import { batchGetByKey } from '../db/query.js';
import type { Address } from '../schemas/address-input.js';
import type { Industry, KybStatusSummary } from '../schemas/merchant-enums.js';
import { getMerchant, MERCHANT_PREFIX, merchantPartition as partition, merchantProfileKey, merchantRecordOf as recordOf } from './merchant-read.js';

export { getMerchant } from './merchant-read.js';

/** Digits of an MSISDN: +27821234567 and 27821234567 are one wallet. */
export const msisdnDigits = (msisdn: string) => msisdn.replace(/^\+/, '');

const walletPartition = (msisdn: string) => `WALLET#${msisdnDigits(msisdn)}`;
/** Shards of the merchant directory (GSI1): one fan-out chain per shard runs in parallel. */
export const DIRECTORY_SHARDS = 16;
const directoryPartition = (shard: number) => `MERCHANTDIR#${String(shard).padStart(2, '0')}`;

export const merchantKeys = {
  profile: merchantProfileKey,
  partition,
  prefix: MERCHANT_PREFIX,
  external: (source: string, yourReference: string, reference: string) => ({
    GSI2PK: `MEXT#${keyPart(source)}#${keyPart(yourReference)}`, GSI2SK: partition(reference),
  }),
  walletPartition,
  /** Spread over DIRECTORY_SHARDS partitions so neither merchant creation nor a fan-out reads one hot key. */
  directory: (reference: string) => ({ GSI1PK: directoryPartition(shardOf(reference, DIRECTORY_SHARDS)), GSI1SK: partition(reference) }),
  directoryPartition,
  wallet: (msisdn: string, reference: string) => ({ PK: walletPartition(msisdn), SK: partition(reference) }),
};

/** Marker kinds and their parts (shared/db/markers.ts). */
export const merchantMarkers = {
  yourReference: (scope: string, source: string | undefined, yourReference: string) =>
    ({ kind: 'merchant-ref', parts: [scope, keyPart(source ?? ''), keyPart(yourReference)] }),
  shortCode: (code: number) => ({ kind: 'merchant-shortcode', parts: [String(code)] }),
  terminal: (terminalReference: string) => ({ kind: 'terminal', parts: [terminalReference.toLowerCase()] }),
  terminalExternal: (source: string, yourReference: string) => ({ kind: 'terminal-ext', parts: [keyPart(source), keyPart(yourReference)] }),
  employee: (employeeReference: string) => ({ kind: 'employee', parts: [employeeReference.toLowerCase()] }),
  attribute: (name: string, value: string) => ({ kind: 'merchant-attr', parts: [keyPart(name), keyPart(value)] }),
};

export type MarkerRef = ReturnType<(typeof merchantMarkers)['shortCode']>;

export interface StoredTerminal {
  reference: string;
  yourReference?: string;
  serialNumber?: string;
  name?: string;
  model?: string;
  location?: { latitude: number; longitude: number; timeZone?: string | null; description?: string | null };
  isActive: boolean;
  createdDate: string;
}

export interface StoredEmployee {
  reference: string;
  yourReference?: string;
  name: string;
  mobileNumber?: string;
  emailAddress?: string;
  role?: string;
  /** AES-256-GCM sealed passcode (shared/merchants/employees.ts); never returned in a profile. */
  sealedPasscode?: string;
  isActive: boolean;
  createdDate: string;
}

export interface StoredWallet {
  reference: string;
  msisdn: string;
  mobileWalletOperator?: string;
  accountName?: string;
  currency?: string;
  isActive: boolean;
}

export interface StoredAttribute {
  name: string;
  value: string;
}

export type StoredObject = Record<string, unknown>;

/** The stored merchant profile (without keys). Login credentials and verification flags live on the user. */
export interface MerchantRecord {
  reference: string;
  /** Token subject or admin key that created it. */
  createdBy: string;
  /** Scope the yourReference marker was claimed in (markers.ts callerScope); kept so a change frees it. */
  referenceScope: string;
  yourReference?: string;
  source?: string;
  name: string;
  categoryCode: number;
  category: string;
  emailAddress?: string;
  mobileNumber?: string;
  countryIsoCode?: string;
  currency: string;
  kybStatusSummary: KybStatusSummary;
  shortCode: number;
  isActive: boolean;
  createdDate: string;
  updatedAt: string;
  industry: Industry;
  languageIsoCode?: string;
  isRegistrationComplete: boolean;
  vCard: string;
  addresses: Address[];
  employees: StoredEmployee[];
  terminals: StoredTerminal[];
  mobileWallets: StoredWallet[];
  attributes: StoredAttribute[];
  bankAccounts: StoredObject[];
  files: StoredObject[];
  notificationSettings: StoredObject[];
  operatingTimes: StoredObject[];
  devices: StoredObject[];
  qrCodes: StoredObject[];
  assignedProductReferences: string[];
  /** The other optional profile fields (tradingName, taxNumber, posOptions ...), stored as given. */
  [field: string]: unknown;
}

/**
 * Several merchants by reference (missing ones left out, in no particular order). A BatchGetItem, not
 * a transaction: each caller judges each merchant on its own, and a profile may weigh up to 400 KB
 * (a logo), so a hundred of them would pass TransactGetItems' 4 MB answer (MER-23). `fields`: read
 * only these (the basic result's, MERCHANT_BASIC_FIELDS), for a list that may hold many.
 */
export async function getMerchants(references: readonly string[], fields?: readonly string[]): Promise<MerchantRecord[]> {
  const items = await batchGetByKey([...new Set(references)].map((ref) => merchantKeys.profile(ref)), fields);
  return items.map(recordOf).filter((m): m is MerchantRecord => m !== undefined);
}

/**
 * What the basic result (results.ts basicResult) reads of a profile, and its creation date to order a
 * list by; test/unit/merchant-basic-fields.test.ts fails when basicResult reads a field not listed.
 */
export const MERCHANT_BASIC_FIELDS = [
  'reference', 'userReference', 'yourReference', 'source', 'name', 'categoryCode', 'category', 'emailAddress', 'mobileNumber',
  'countryIsoCode', 'currency', 'kybStatusSummary', 'shortCode', 'isActive', 'createdDate',
] as const;

/** The merchant a marker points to (its `merchantReference`), and the marker itself. */
export async function merchantByMarker(marker: MarkerRef): Promise<{ merchant: MerchantRecord; marker: Record<string, unknown> } | undefined> {
  const item = await readMarker(marker.kind, ...marker.parts);
  const reference = item?.['merchantReference'];
  if (typeof reference !== 'string') return undefined;
  const merchant = await getMerchant(reference);
  return merchant ? { merchant, marker: item ?? {} } : undefined;
}

/** References of the merchants with this external reference and source (unique per creating caller, so maybe several). */
export async function merchantReferencesByExternal(source: string, yourReference: string): Promise<string[]> {
  const key = merchantKeys.external(source, yourReference, '');
  const out = await db.send(new QueryCommand({
    TableName: config.tableName, IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :sk)',
    ExpressionAttributeValues: { ':pk': key.GSI2PK, ':sk': merchantKeys.prefix },
    Limit: 100,
  }));
  // The reference is read from the index's own sort key, whatever the index projects.
  return (out.Items ?? []).map((i) => String(i['GSI2SK'] ?? '').replace(merchantKeys.prefix, '')).filter((r) => r !== '');
}

/** References of the merchants holding this MSISDN among their mobile wallets. */
export async function merchantReferencesByWallet(msisdn: string): Promise<string[]> {
  const out = await db.send(new QueryCommand({
    TableName: config.tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': merchantKeys.walletPartition(msisdn) },
    Limit: 1000,
  }));
  return (out.Items ?? []).map((i) => i['merchantReference']).filter((r): r is string => typeof r === 'string');
}

/** How the profile put is guarded: a new profile, or the version an update started from. */
export type ProfileCondition = { new: true } | { updatedAt: string };

/** The profile's Put for a TransactWriteItems, with its external index keys when it has an external reference. */
export function merchantProfilePut(m: MerchantRecord, condition: ProfileCondition): Record<string, unknown> {
  return {
    Put: {
      TableName: config.tableName,
      Item: {
        ...merchantKeys.profile(m.reference), ...merchantKeys.directory(m.reference), entity: 'Merchant',
        ...(m.yourReference && m.source ? merchantKeys.external(m.source, m.yourReference, m.reference) : {}), ...m,
      },
      ...('new' in condition
        ? { ConditionExpression: 'attribute_not_exists(PK)' }
        // The version this update started from: a concurrent update cancels it (no lost update).
        : { ConditionExpression: 'updatedAt = :read', ExpressionAttributeValues: { ':read': condition.updatedAt } }),
    },
  };
}

/** The wallet index item's Put and Delete for a TransactWriteItems, and an id naming its key. */
export function merchantWalletItems(msisdn: string, merchantReference: string): { id: string; put: Record<string, unknown>; del: Record<string, unknown> } {
  const key = merchantKeys.wallet(msisdn, merchantReference);
  return {
    id: `wallet#${key.PK}`,
    put: { Put: { TableName: config.tableName, Item: { ...key, entity: 'MerchantWallet', merchantReference } } },
    del: { Delete: { TableName: config.tableName, Key: key } },
  };
}

/** The same Put without its condition: overwriting an index item the merchant already owns. */
export function unconditionalPut(put: Record<string, unknown>): Record<string, unknown> {
  return { Put: { ...(put['Put'] as object), ConditionExpression: undefined } };
}

/**
 * Writes a merchant's planned items (profile, markers, wallet items, user items) in one
 * TransactWriteItems. A cancelled transaction's error is thrown as DynamoDB gave it, so the caller
 * reads which item clashed (cancelledAt, usernameClash).
 */
export async function writeMerchantItems(items: readonly Record<string, unknown>[]): Promise<void> {
  await db.send(new TransactWriteCommand({ TransactItems: [...items] }));
}

/** One page of a directory shard in reference order, after the merchant named (or from the start), and the last reference read when more follow. */
export async function directoryPage(shard: number, after: string | undefined, limit: number): Promise<{ merchants: MerchantRecord[]; next: string | undefined }> {
  const pk = directoryPartition(shard);
  const out = await db.send(new QueryCommand({
    TableName: config.tableName, IndexName: 'GSI1', Limit: limit,
    KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': pk },
    ...(after === undefined ? {} : { ExclusiveStartKey: { GSI1PK: pk, GSI1SK: partition(after), ...merchantKeys.profile(after) } }),
  }));
  const merchants = (out.Items ?? []).map(recordOf).filter((m): m is MerchantRecord => m !== undefined);
  return { merchants, next: out.LastEvaluatedKey ? merchants.at(-1)?.reference : undefined };
}
