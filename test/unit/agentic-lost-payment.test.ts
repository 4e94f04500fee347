/**
 * A completion whose payment step fails (docs/decisions/agentic.md, ACP-24): the token and the
 * session are given back only when no payment exists under the session's reference. One the insert
 * committed before the step failed (its answer lost) keeps the claim, so no later completion adopts
 * it at a total the session no longer has. The sessions, tokens and markers are DynamoDB Local's;
 * the payment submission is faked: it writes the session's reference marker, or nothing, then fails.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as CheckoutModule from '../../shared/agentic/checkout.js';
import type * as CompleteModule from '../../shared/agentic/complete.js';
import type * as DelegateModule from '../../shared/agentic/delegate.js';
import type * as TokensModule from '../../shared/agentic/delegated-tokens.js';
import type { Caller } from '../../shared/http/caller.js';
import type * as SubmissionModule from '../../shared/payments/submission.js';
import type { Submission } from '../../shared/payments/submission.js';
import { delegateBody, givenShop, inProcessCaller } from '../integration/acp-fixtures.js';
import { inject } from '../integration/harness.js';
import { localTable } from '../integration/identity-fixtures.js';

let checkout: typeof CheckoutModule;
let complete: typeof CompleteModule;
let delegate: typeof DelegateModule;
let tokens: typeof TokensModule;

/** How the faked submission fails: after its insert committed (the marker written) or before anything. */
let submitFails: 'after its insert' | 'before its insert' = 'before its insert';

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  const { markerPut, callerScope } = await import('../../shared/db/markers.js');
  const { paymentMarkers } = await import('../../shared/payments/payments.js');
  vi.doMock('../../shared/payments/submission.js', async (original) => ({
    ...(await original<typeof SubmissionModule>()),
    submit: vi.fn(async (caller: Caller, submission: Submission) => {
      if (submitFails === 'after its insert') {
        const marker = paymentMarkers.yourReference(callerScope(caller), submission.yourReference ?? '');
        const { Put } = markerPut(marker.kind, marker.parts, { paymentReference: randomUUID() }) as { Put: { Item: Record<string, unknown> } };
        const { db, tableName } = localTable();
        await db.send(new PutCommand({ TableName: tableName, Item: Put.Item }));
      }
      throw new Error('the payment step failed');
    }),
  }));
  checkout = await import('../../shared/agentic/checkout.js');
  complete = await import('../../shared/agentic/complete.js');
  delegate = await import('../../shared/agentic/delegate.js');
  tokens = await import('../../shared/agentic/delegated-tokens.js');
});

const caller = inProcessCaller;

/** A ready session of 1000 ZAR and a token delegated for it, both the caller's. */
async function readyWithToken(who: Caller): Promise<{ id: string; token: string }> {
  const shop = await givenShop([{ name: 'Lamp', amountInCents: 1000 }]);
  const session = await checkout.createSession(who, { currency: 'zar', capabilities: {}, line_items: [{ id: shop.products[0]?.reference ?? '', quantity: 1 }] });
  expect(session.status).toBe('ready_for_payment');
  const delegated = await delegate.delegatePayment(who, delegateBody({ max_amount: 1000, checkout_session_id: session.id, merchant_id: shop.merchantReference }) as never);
  return { id: session.id, token: delegated.id };
}

const completeBody = (token: string) => ({ payment_data: { handler_id: 'card_tokenized', instrument: { type: 'card', credential: { type: 'spt', token } } } }) as never;

describe('a completion whose payment step fails', () => {
  it.each([
    { fails: 'before its insert', status: 'ready_for_payment', token: { used: false }, what: 'no payment was made: the token and the session are given back' },
    { fails: 'after its insert', status: 'complete_in_progress', token: { used: true }, what: 'a payment exists under the session\'s reference: the claim stays (ACP-24)' },
  ] as const)('$what', async ({ fails, status, token: expected }) => {
    const who = caller();
    const { id, token } = await readyWithToken(who);
    submitFails = fails;
    await expect(complete.completeSession(who, id, completeBody(token))).rejects.toThrow('the payment step failed');
    expect((await checkout.getOwnSession(who, id)).status).toBe(status);
    expect(await tokens.getDelegatedToken(token)).toMatchObject(expected);
  });
});
