/** ACP's error codes as errors the agentic routes throw (protocol.ts turns them into ACP's error object). */
import { ApiError } from '../http/errors.js';

/** An error with ACP's own code (and, for version errors, the versions served). */
export class AcpError extends ApiError {
  constructor(status: number, readonly acpCode: string, message: string, readonly param?: string, headers: Record<string, string> = {}, readonly supportedVersions?: readonly string[]) {
    super(status, acpCode.toUpperCase(), message, [], {}, headers);
  }
}

const thrownAfterCommit = new WeakSet<object>();

/**
 * Marks an error thrown after the request committed a change: idempotency.ts then keeps it as the
 * key's answer instead of freeing the key, so a retry under the key cannot run again on what the
 * change left (ACP-7). Returns the error, to be thrown.
 */
export function afterCommit<E>(error: E): E {
  if (typeof error === 'object' && error !== null) thrownAfterCommit.add(error);
  return error;
}

export const isAfterCommit = (error: unknown): boolean => typeof error === 'object' && error !== null && thrownAfterCommit.has(error);
