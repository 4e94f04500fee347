/**
 * The port the sandbox connectors and the sandbox vault keep their state through, so a Lambda
 * invocation sees what the previous one did (attempts, results, vaulted cards). The DynamoDB
 * implementation is sandbox-table.ts.
 */
import type { SandboxBehaviour } from './sandbox-behaviour.js';
import type { RailOutcome, RailResult } from './types.js';

export type { RailOperation as OperationKind } from './types.js';
import type { RailOperation as OperationKind } from './types.js';

/** One debit, credit, refund or recall under an idempotency key. */
export interface OperationRecord {
  /** Calls of the operation so far, this one included. */
  attempts: number;
  /** SHA-256 of the request (rail, amount, currency, instrument): the key must not be reused for another. */
  fingerprint: string;
  /** Recorded once; replaced only when a pending outcome (requires_pin, requires_confirmation) settles. */
  result?: RailResult;
  reversed?: boolean;
}

/** What the sandbox vault keeps under a token: the behaviour and what the payment shows, never a PAN or CVV. */
export interface VaultRecord extends SandboxBehaviour {
  kind: 'card' | 'devicePayment';
  bin?: string;
  lastFour?: string;
  expiryMonth?: number;
  expiryYear?: number;
}

export interface SandboxStore {
  /** Counts one more attempt (creating the record with the fingerprint); answers the record after counting. */
  countAttempt(kind: OperationKind, key: string, fingerprint: string): Promise<OperationRecord>;
  /**
   * Records `result` if none is recorded, or if the recorded outcome is `replacing`; answers the
   * record as it then stands (someone else's result when they were first).
   */
  recordResult(kind: OperationKind, key: string, result: RailResult, replacing?: RailOutcome): Promise<OperationRecord>;
  /** Marks the operation reversed, recording `resultIfNone` when nothing was recorded (a late debit then does nothing). */
  markReversed(kind: OperationKind, key: string, fingerprint: string, resultIfNone: RailResult): Promise<OperationRecord>;
  read(kind: OperationKind, key: string): Promise<OperationRecord | undefined>;
  putVaulted(vaultToken: string, record: VaultRecord): Promise<void>;
  getVaulted(vaultToken: string): Promise<VaultRecord | undefined>;
}
