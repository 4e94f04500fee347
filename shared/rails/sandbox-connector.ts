/**
 * The built-in sandbox connector, one for every rail: deterministic answers from the magic values
 * in sandbox-behaviour.ts, with state in a SandboxStore so separate Lambda invocations agree.
 * Same key, same answer: a repeated successful debit reports success without debiting again, unless
 * it was reversed since: then it answers declined `reversed`, as a key reversed before it ran does (PAY-38).
 */
import { createHash } from 'node:crypto';
import { isExpired } from './card-checks.js';
import { RailRequestConflict, RailRequestInvalid, RailTimeout } from './errors.js';
import {
  SANDBOX_PIN, SUCCEED, suffixBehaviour, type CreditBehaviour, type DebitBehaviour, type RefundBehaviour, type SandboxBehaviour,
} from './sandbox-behaviour.js';
import type { OperationKind, OperationRecord, SandboxStore } from './sandbox-store.js';
import type { Connector, DebitRequest, DeclineCode, DestinationLeg, RailRequestBase, RailResult, SourceLeg } from './types.js';

/** The operation a refund or recall gives back for, and the column that decides it. */
const GIVES_BACK = { refund: 'debit', recall: 'credit' } as const;

const KEY = /^[A-Za-z0-9_-]{1,128}$/;

type Leg = SourceLeg | DestinationLeg;
type Decision = SandboxBehaviour | { declined: DeclineCode };

const reference = (kind: string, key: string) => `sandbox_${kind}_${key}`;

function declined(kind: string, key: string, declineCode: DeclineCode): RailResult {
  return { outcome: 'declined', declineCode, message: `Declined by the sandbox: ${declineCode.replace(/_/g, ' ')}.`, connectorReference: reference(kind, key) };
}

/** The answer a behaviour calls for once any timeout is over. */
function resultOf(behaviour: DebitBehaviour | CreditBehaviour | RefundBehaviour, kind: OperationKind, key: string): RailResult {
  switch (behaviour) {
    case 'succeed':
    case 'timeout_then_succeed':
      return { outcome: 'succeeded', connectorReference: reference(kind, key) };
    case 'requires_pin':
    case 'requires_confirmation':
      return { outcome: behaviour, connectorReference: reference(kind, key) };
    default:
      return declined(kind, key, behaviour);
  }
}

/** SHA-256 of what the key stands for: reusing the key for another request is a conflict. */
function fingerprint(kind: OperationKind, request: RailRequestBase, leg: Leg): string {
  const body = JSON.stringify([kind, leg.rail, request.amountInCents, request.currency, leg.instrument]);
  return createHash('sha256').update(body).digest('hex');
}

function checked(record: OperationRecord, kind: OperationKind, request: RailRequestBase, leg: Leg): OperationRecord {
  if (record.fingerprint !== fingerprint(kind, request, leg)) throw new RailRequestConflict();
  return record;
}

function checkKey(key: string): void {
  if (!KEY.test(key)) throw new RailRequestInvalid('The idempotency key must be 1 to 128 letters, digits, - or _.');
}

/** The store's parts a debit or credit uses. */
export type MoveStore = Pick<SandboxStore, 'countAttempt' | 'recordResult' | 'getVaulted'>;
/** The store's parts a reversal uses. */
export type ReverseStore = Pick<SandboxStore, 'markReversed' | 'recordResult'>;

/** What the instrument's magic value says; vaulted instruments are looked up by their token. */
async function decide(store: Pick<SandboxStore, 'getVaulted'>, leg: Leg, now: () => Date): Promise<Decision> {
  switch (leg.rail) {
    case 'card':
    case 'applePay':
    case 'googlePay': {
      const vaulted = await store.getVaulted(leg.instrument.vaultToken);
      if (!vaulted) return { declined: 'unknown_instrument' };
      const { expiryMonth: month, expiryYear: year } = vaulted;
      if (month !== undefined && year !== undefined && isExpired({ month, year }, now())) return { declined: 'expired_card' };
      return { debit: vaulted.debit, credit: vaulted.credit, refund: vaulted.refund ?? 'succeed' };
    }
    case 'mobileWallet':
      return suffixBehaviour(leg.instrument.msisdn);
    case 'bankAccount':
      return suffixBehaviour(leg.instrument.accountNumber);
    case 'wallet':
      // Wallets are held on the platform and move only in the ledger (docs/decisions/wallets.md): no rail serves them.
      throw new RailRequestInvalid('Wallets move only in the ledger; no rail serves them.');
    default:
      return SUCCEED;
  }
}

async function settle(store: Pick<SandboxStore, 'recordResult'>, kind: OperationKind, key: string, result: RailResult): Promise<RailResult> {
  return (await store.recordResult(kind, key, result)).result ?? result;
}

/** One debit, credit, refund or recall: count the attempt, answer a recorded result, else decide and record. */
async function operate(store: MoveStore, now: () => Date, kind: OperationKind, request: RailRequestBase, leg: Leg): Promise<RailResult> {
  checkKey(request.idempotencyKey);
  const key = request.idempotencyKey;
  const record = checked(await store.countAttempt(kind, key, fingerprint(kind, request, leg)), kind, request, leg);
  // Reversed under this key: the money went back, so a repeat is told so, never 'succeeded' (PAY-38).
  if (record.result?.outcome === 'succeeded' && record.reversed === true) return declined(kind, key, 'reversed');
  if (record.result) return record.result;
  const decision = await decide(store, leg, now);
  if ('declined' in decision) return settle(store, kind, key, declined(kind, key, decision.declined));
  const behaviour = kind === 'debit' || kind === 'credit' ? decision[kind] : (decision.refund ?? 'succeed');
  // The first attempt under a key times out; the retry (any later invocation) goes through.
  if (behaviour === 'timeout_then_succeed' && record.attempts === 1) throw new RailTimeout();
  return settle(store, kind, key, resultOf(behaviour, kind, key));
}

/** The sandbox's debit and credit, apart from its other operations so a leg step bundles only these (issue 16). */
export function sandboxMoves(store: MoveStore, now: () => Date = () => new Date()): Pick<Connector, 'debit' | 'credit'> {
  return {
    debit: (request) => operate(store, now, 'debit', request, request.source),
    credit: (request) => operate(store, now, 'credit', request, request.destination),
  };
}

/** The sandbox's reversal of a debit, credit, refund or recall under its key. */
export function sandboxReverse(store: ReverseStore): Connector['reverse'] {
  return async (request) => {
    checkKey(request.idempotencyKey);
    const key = request.idempotencyKey;
    const kind = request.operation;
    const leg = 'source' in request ? request.source : request.destination;
    const cancelled = declined(kind, key, 'reversed');
    const record = checked(await store.markReversed(kind, key, fingerprint(kind, request, leg), cancelled), kind, request, leg);
    // A debit still waiting for its PIN or confirmation is cancelled: it can no longer complete.
    const outcome = record.result?.outcome;
    if (outcome === 'requires_pin' || outcome === 'requires_confirmation') await store.recordResult(kind, key, cancelled, outcome);
    return { outcome: 'succeeded', connectorReference: reference(`reverse_${kind}`, key) };
  };
}

/** The sandbox connector over a store (DynamoDB in the functions, anything in a test). */
export function sandboxConnector(store: SandboxStore, now: () => Date = () => new Date()): Connector {
  /**
   * A refund or recall: only of a debit or credit settled (and not reversed) under the original key,
   * for no more than it moved; then the instrument's refund column decides.
   */
  async function giveBack(kind: 'refund' | 'recall', request: RailRequestBase & { originalIdempotencyKey: string }, leg: Leg): Promise<RailResult> {
    checkKey(request.originalIdempotencyKey);
    const original = await store.read(GIVES_BACK[kind], request.originalIdempotencyKey);
    const settled = original?.result?.outcome === 'succeeded' && original.reversed !== true;
    if (!settled) {
      checkKey(request.idempotencyKey);
      checked(await store.countAttempt(kind, request.idempotencyKey, fingerprint(kind, request, leg)), kind, request, leg);
      return settle(store, kind, request.idempotencyKey, declined(kind, request.idempotencyKey, 'original_not_found'));
    }
    return operate(store, now, kind, request, leg);
  }

  /** Moves a debit waiting for `pending` to `result`; any other state answers what is recorded. */
  async function resume(request: DebitRequest, pending: 'requires_pin' | 'requires_confirmation', result: (key: string) => RailResult) {
    checkKey(request.idempotencyKey);
    const key = request.idempotencyKey;
    const record = await store.read('debit', key);
    if (!record?.result) throw new RailRequestInvalid('No debit under this key awaits an answer.');
    checked(record, 'debit', request, request.source);
    if (record.result.outcome !== pending) return record.result;
    const settled = await store.recordResult('debit', key, result(key), pending);
    return settled.result ?? result(key);
  }

  return {
    ...sandboxMoves(store, now),
    refund: (request) => giveBack('refund', request, request.source),
    recall: (request) => giveBack('recall', request, request.destination),

    verifyPin: (request, pin) =>
      // Compared and dropped: the PIN is neither stored nor logged.
      resume(request, 'requires_pin', (key) => (pin === SANDBOX_PIN ? resultOf('succeed', 'debit', key) : declined('debit', key, 'incorrect_pin'))),

    confirm: (request) => resume(request, 'requires_confirmation', (key) => resultOf('succeed', 'debit', key)),

    async lookup(operation, idempotencyKey) {
      checkKey(idempotencyKey);
      const record = await store.read(operation, idempotencyKey);
      if (!record?.result) return undefined;
      return { outcome: record.result.outcome, reversed: record.reversed === true, ...(record.result.declineCode ? { declineCode: record.result.declineCode } : {}) };
    },

    reverse: sandboxReverse(store),
  };
}
