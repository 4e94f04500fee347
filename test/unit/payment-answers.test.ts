/**
 * The PIN and confirmation answers (shared/payments/answers.ts) as a use case alone: the payment
 * and wait entities, the rail and the workflow are handed in, so no DynamoDB, Step Functions or
 * sandbox runs. The HTTP behaviour is held by test/integration/payments-api*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import { answerConfirmation, answerPin, type AnswerStore } from '../../shared/payments/answers.js';
import type { PaymentRecord, SourceLegRecord } from '../../shared/payments/payments.js';
import type { WaitItem } from '../../shared/payments/waits.js';
import type { PaymentWorkflow } from '../../shared/payments/workflow.js';
import type { Connector, RailResult } from '../../shared/rails/types.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const payer: Caller = { kind: 'user', subject: 'payer', claims: {}, accessPolicies: [], tokenId: 't', pendingSteps: false };
const stranger: Caller = { ...payer, subject: 'someone-else' };

const leg: SourceLegRecord = {
  side: 'source', transactionReference: 'txn-1', index: 0, group: 'mobileWallets', groupIndex: 0, amountInCents: 500, currency: 'ZAR',
  status: 'AwaitingPin', awaiting: 'pin', display: 'MTN +233 •••• 0202', updatedAt: NOW.toISOString(),
  leg: { rail: 'mobileWallet', instrument: { msisdn: '+233240000202', operator: 'MTN' } },
};

function payment(extra: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    paymentReference: 'pay-1', shortPaymentReference: 'ABC', status: 'AwaitingPin', createdBy: 'sub:payer', merchantReferences: [], channel: 'Unknown',
    sources: [leg], destinations: [], amountTotals: [{ currency: 'ZAR', amountInCents: 500 }], createdAt: NOW.toISOString(), version: 3, ...extra,
  };
}

/** The entities in memory: one payment, one wait. */
function memoryStore(stored: PaymentRecord, wait: WaitItem | undefined) {
  const calls: string[] = [];
  const store: AnswerStore = {
    paymentOfTransaction: async (ref) => (ref === leg.transactionReference ? stored : undefined),
    readWait: async () => wait,
    takeWait: async () => {
      calls.push('take');
      if (!wait || wait.answeredAt) return false;
      wait.answeredAt = NOW.toISOString();
      return true;
    },
    releaseWait: async () => {
      calls.push('release');
      delete wait!.answeredAt;
      wait!.pinFailures = (wait!.pinFailures ?? 0) + 1;
      return wait!.pinFailures;
    },
    reopenWait: async () => {
      calls.push('reopen');
      delete wait!.answeredAt;
    },
  };
  return { store, calls };
}

const liveWait = (): WaitItem => ({ paymentReference: 'pay-1', taskToken: 'token-1', sealedTaskToken: 'sealed', awaiting: 'pin', expiresAt: NOW.getTime() / 1000 + 60 });

function recordingWorkflow() {
  const answers: string[] = [];
  const workflow: PaymentWorkflow = {
    start: async () => undefined,
    succeed: async (token, output) => (answers.push(`succeed ${token} ${JSON.stringify(output)}`), 'ok'),
    fail: async (token, error) => (answers.push(`fail ${token} ${error}`), 'ok'),
  };
  return { workflow, answers };
}

/** A rail answering verifyPin and confirm with `result`, recording what it was asked. */
function rail(result: RailResult['outcome']) {
  const asked: string[] = [];
  const answer = (declineCode?: RailResult['declineCode']): RailResult => ({ outcome: result, connectorReference: 'r', ...(declineCode ? { declineCode } : {}) });
  const connector = {
    verifyPin: async (_request: unknown, pin: string) => (asked.push(`pin ${pin}`), answer(result === 'declined' ? 'incorrect_pin' : undefined)),
    confirm: async () => (asked.push('confirm'), answer()),
    reverse: async () => (asked.push('reverse'), answer()),
  } as unknown as Connector;
  return { connector, asked };
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: { status?: number; details?: { field: string; reason: string }[]; extra?: Record<string, unknown> }) => e);

describe('answering a waiting source, with no table', () => {
  it('a right PIN resumes the workflow with the wait taken once', async () => {
    const { store, calls } = memoryStore(payment(), liveWait());
    const { workflow, answers } = recordingWorkflow();
    const { connector, asked } = rail('succeeded');
    await answerPin(payer, 'TXN-1', '1234', { workflow, connector: () => connector, now: () => NOW, store });
    expect(asked).toEqual(['pin 1234']);
    expect(answers).toEqual(['succeed token-1 {"answer":"verified"}']);
    expect(calls).toEqual(['take']);
    // A second answer finds the wait taken: 409, and nothing reaches the rail.
    expect(await failure(answerPin(payer, 'txn-1', '1234', { workflow, connector: () => connector, now: () => NOW, store }))).toMatchObject({ status: 409 });
    expect(asked).toEqual(['pin 1234']);
  });

  it('a workflow that cannot be reached gives the wait back, no attempt counted, and 503; the answer sent again completes', async () => {
    const wait = liveWait();
    const { store, calls } = memoryStore(payment(), wait);
    const { workflow, answers } = recordingWorkflow();
    const succeed = workflow.succeed;
    let unreachable = true;
    workflow.succeed = async (token, output) => {
      if (unreachable) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
      return succeed(token, output);
    };
    const { connector, asked } = rail('succeeded');
    const deps = { workflow, connector: () => connector, now: () => NOW, store };
    expect(await failure(answerPin(payer, 'txn-1', '1234', deps))).toMatchObject({ status: 503 });
    expect(calls).toEqual(['take', 'reopen']);
    expect(wait.answeredAt).toBeUndefined();
    expect(wait.pinFailures).toBeUndefined();

    unreachable = false;
    await answerPin(payer, 'txn-1', '1234', deps);
    expect(asked).toEqual(['pin 1234', 'pin 1234']);
    expect(answers).toEqual(['succeed token-1 {"answer":"verified"}']);
    expect(calls).toEqual(['take', 'reopen', 'take']);
  });

  it('a rail that asks again gives the wait back: 422 naming body.pin with the attempts left, then declines on the last', async () => {
    const wait = liveWait();
    const { store } = memoryStore(payment(), wait);
    const { workflow, answers } = recordingWorkflow();
    const { connector, asked } = rail('requires_pin');
    const deps = { workflow, connector: () => connector, now: () => NOW, store };
    expect(await failure(answerPin(payer, 'txn-1', '0000', deps))).toMatchObject({ status: 422, details: [{ field: 'body.pin' }], extra: { attemptsLeft: 2 } });
    expect(await failure(answerPin(payer, 'txn-1', '0000', deps))).toMatchObject({ status: 422, extra: { attemptsLeft: 1 } });
    expect(await failure(answerPin(payer, 'txn-1', '0000', deps))).toMatchObject({ status: 422, extra: { attemptsLeft: 0 } });
    expect(asked.at(-1)).toBe('reverse');
    expect(answers).toEqual(['fail token-1 PaymentDeclined']);
  });

  it('refuses a stranger (404), a payment being compensated (409) and an expired wait (409), before the rail', async () => {
    const { connector, asked } = rail('succeeded');
    const { workflow } = recordingWorkflow();
    const deps = (p: PaymentRecord, w: WaitItem) => ({ workflow, connector: () => connector, now: () => NOW, store: memoryStore(p, w).store });
    expect(await failure(answerPin(stranger, 'txn-1', '1234', deps(payment(), liveWait())))).toMatchObject({ status: 404 });
    expect(await failure(answerPin(payer, 'txn-1', '1234', deps(payment({ compensatingSince: NOW.toISOString() }), liveWait())))).toMatchObject({ status: 409 });
    expect(await failure(answerPin(payer, 'txn-1', '1234', deps(payment(), { ...liveWait(), expiresAt: NOW.getTime() / 1000 - 1 })))).toMatchObject({ status: 409 });
    expect(asked).toEqual([]);
  });

  it('a declined confirmation cancels through the workflow without asking the rail', async () => {
    const waiting = payment({ status: 'AwaitingConfirmation', sources: [{ ...leg, status: 'AwaitingConfirmation', awaiting: 'confirmation' }] });
    const { store } = memoryStore(waiting, { ...liveWait(), awaiting: 'confirmation' });
    const { workflow, answers } = recordingWorkflow();
    const { connector, asked } = rail('succeeded');
    await answerConfirmation(payer, 'txn-1', false, { workflow, connector: () => connector, now: () => NOW, store });
    expect(answers).toEqual(['fail token-1 PaymentCancelled']);
    expect(asked).toEqual([]);
  });
});
