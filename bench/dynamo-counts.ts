/** Counting DynamoDB writes for the benches: which calls write, how many items a call writes, capacity consumed. */

export const WRITE_OPS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand']);

export function itemsWritten(command: string, input: Record<string, unknown>): number {
  if (command === 'TransactWriteItemsCommand') return (input['TransactItems'] as unknown[] | undefined)?.length ?? 0;
  if (command === 'BatchWriteItemCommand') return Object.values((input['RequestItems'] ?? {}) as Record<string, unknown[]>).reduce((s, r) => s + r.length, 0);
  return 1;
}

export interface Capacity { CapacityUnits?: number; WriteCapacityUnits?: number; ReadCapacityUnits?: number }

/** Adds a response's ConsumedCapacity to the write or read units of `c`. */
export function addCapacity(c: { wcu: number; rcu: number }, consumed: Capacity | Capacity[] | undefined, write: boolean): void {
  for (const u of consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed]) {
    const units = u.CapacityUnits ?? (write ? u.WriteCapacityUnits : u.ReadCapacityUnits) ?? 0;
    if (write) c.wcu += units;
    else c.rcu += units;
  }
}

type KeyOf = Record<string, unknown> | undefined;
const keyText = (key: KeyOf): string[] => (key && typeof key['PK'] === 'string' ? [`${key['PK']} ${String(key['SK'])}`] : []);

/** The keys (PK and SK) a write call writes; a transaction's ConditionCheck reads, so it is left out. */
export function keysWritten(command: string, input: Record<string, unknown>): string[] {
  if (command === 'TransactWriteItemsCommand') {
    return ((input['TransactItems'] ?? []) as Record<string, { Item?: KeyOf; Key?: KeyOf } | undefined>[])
      .flatMap((t) => keyText(t['Put']?.Item ?? t['Update']?.Key ?? t['Delete']?.Key));
  }
  if (command === 'BatchWriteItemCommand') {
    return Object.values((input['RequestItems'] ?? {}) as Record<string, { PutRequest?: { Item: KeyOf }; DeleteRequest?: { Key: KeyOf } }[]>)
      .flatMap((requests) => requests.flatMap((r) => keyText(r.PutRequest?.Item ?? r.DeleteRequest?.Key)));
  }
  return keyText((input['Item'] ?? input['Key']) as KeyOf);
}

/** An item's size as DynamoDB counts it, over-estimated by its JSON (names and values, plus quotes and punctuation). */
const itemKb = (item: unknown): number => Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(item ?? {})) / 1024));
const INDEX_KEYS = ['GSI1PK', 'GSI2PK'];

/** Index writes of a Put: one per KB for a new item, two (the old entry out, the new in) for one it replaces. */
function indexUnits(put: { Item?: Record<string, unknown>; ConditionExpression?: string }): number {
  const item = put.Item ?? {};
  const indexes = INDEX_KEYS.filter((k) => item[k] !== undefined).length;
  const isNew = /attribute_not_exists\(PK\)/.test(put.ConditionExpression ?? '');
  return indexes * itemKb(item) * (isNew ? 1 : 2);
}

type TransactItem = Record<'Put' | 'Update' | 'Delete' | 'ConditionCheck', { Item?: Record<string, unknown>; ConditionExpression?: string } | undefined>;

/**
 * The write units a call costs on AWS (on demand), on paper, from the request: DynamoDB Local's
 * ConsumedCapacity counts a TransactWriteItems as if it were one item (7 small items: 2 units), so
 * the benches count by AWS's rules instead — a transactional write 2 units per KB of each item (a
 * Put by its item; an Update, Delete or ConditionCheck taken as 1 KB, as every such item here is),
 * a standard write 1 per KB, and an item carrying a GSI key its index writes at 1 per KB.
 */
export function awsWriteUnits(command: string, input: Record<string, unknown>): number {
  if (command === 'TransactWriteItemsCommand') {
    return ((input['TransactItems'] ?? []) as TransactItem[]).reduce((units, t) => {
      if (t.Put) return units + 2 * itemKb(t.Put.Item) + indexUnits(t.Put);
      return units + 2;
    }, 0);
  }
  if (command === 'BatchWriteItemCommand') {
    return Object.values((input['RequestItems'] ?? {}) as Record<string, { PutRequest?: { Item: Record<string, unknown> } }[]>)
      .reduce((units, requests) => units + requests.reduce((u, r) => u + (r.PutRequest ? itemKb(r.PutRequest.Item) + indexUnits(r.PutRequest) : 1), 0), 0);
  }
  if (command === 'PutItemCommand') return itemKb(input['Item']) + indexUnits(input as { Item?: Record<string, unknown>; ConditionExpression?: string });
  return 1;
}
