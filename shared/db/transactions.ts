/**
 * Telling DynamoDB's condition failures apart from other errors: a single write whose condition
 * failed, a transaction one of whose items did (and which ones), so callers answer 404, 409 or
 * retry instead of 500.
 */

/** A single Put, Update or Delete whose ConditionExpression did not hold. */
export const isConditionFailure = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * True when a single conditional write went through, false when its condition did not hold (nothing
 * written); any other error is thrown as it came.
 */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A TransactWriteItems (or TransactGetItems) that was cancelled, for whatever reason. */
export const isTransactionCancelled = (error: unknown): boolean => error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * Each transaction item's cancellation code ('ConditionalCheckFailed', 'TransactionConflict', 'None'
 * ...), in item order, from a TransactionCanceledException; undefined when the error is something else.
 */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if (!(error instanceof Error) || !isTransactionCancelled(error)) return undefined;
  return ((error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code);
}

/**
 * The item as it stood when the transaction item at `index` was refused, for a write that asked for
 * it (ReturnValuesOnConditionCheckFailure: ALL_OLD); marshalled, as the low-level client hands it.
 */
export function cancelledItem(error: unknown, index: number): Record<string, unknown> | undefined {
  if (!(error instanceof Error) || !isTransactionCancelled(error)) return undefined;
  return (error as Error & { CancellationReasons?: { Item?: Record<string, unknown> }[] }).CancellationReasons?.[index]?.Item;
}

/** The cancellation code of a transaction item whose condition did not hold. */
export const CONDITION_FAILED = 'ConditionalCheckFailed';

/** Indexes of the transaction items whose condition failed; undefined when the error is no cancelled transaction. */
export function cancelledAt(error: unknown): number[] | undefined {
  return cancellationCodes(error)?.flatMap((code, i) => (code === CONDITION_FAILED ? [i] : []));
}

/**
 * A write refused only because a transaction was writing one of its items at that moment: a
 * transaction cancelled with TransactionConflict and no condition failed, or a single write's
 * TransactionConflictException. Nothing was written and nothing was refused, so the same write may
 * be sent again; the SDK retries neither by itself.
 */
export function lostToConflict(error: unknown): boolean {
  const codes = cancellationCodes(error) ?? [];
  return (error instanceof Error && error.name === 'TransactionConflictException') || (codes.includes('TransactionConflict') && !codes.includes(CONDITION_FAILED));
}

/**
 * Runs `write` again while it only lost to another transaction (lostToConflict), `attempts` times in
 * all, pausing a little longer each time (with jitter, so racing writers part); any other error, or
 * the last conflict, is thrown as it came.
 */
export async function retryLostConflicts<T>(write: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!lostToConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(400, 25 * 2 ** attempt) + Math.floor(Math.random() * 25)));
    }
  }
}
