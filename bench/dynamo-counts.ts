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
