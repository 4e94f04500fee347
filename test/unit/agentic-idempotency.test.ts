/**
 * Which failures free an ACP Idempotency-Key and which are kept as its answer (shared/agentic/
 * idempotency.ts, docs/decisions/agentic.md ACP-7): a request that fails before committing anything
 * frees its key; one that fails after committing a change keeps its error, replayed under the key.
 * The idempotency records are DynamoDB Local's; completing a session has its payment step faked.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as CheckoutModule from '../../shared/agentic/checkout.js';
import type * as CompleteModule from '../../shared/agentic/complete.js';
import type * as ErrorsModule from '../../shared/agentic/errors.js';
import type * as IdempotencyModule from '../../shared/agentic/idempotency.js';
import type { EndpointInput } from '../../shared/http/endpoint.js';
import type { Caller } from '../../shared/http/caller.js';
import { completeCheckoutSession as route } from '../../shared/routes/agentic/complete-checkout-session.js';
import { givenShop, inProcessCaller } from '../integration/acp-fixtures.js';
import { inject } from '../integration/harness.js';
import { itemsContaining } from '../integration/identity-fixtures.js';

let idempotency: typeof IdempotencyModule;
let errors: typeof ErrorsModule;
let checkout: typeof CheckoutModule;
let complete: typeof CompleteModule;
let tableName = '';

/** How the faked payment step ends: before its claim (nothing written) or after it. */
let payStep: 'refuse before the claim' | 'fail after the claim' = 'refuse before the claim';

beforeAll(async () => {
  for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
  tableName = inject('functionEnv').TABLE_NAME ?? '';
  vi.doMock('../../shared/agentic/payment.js', () => ({
    resumePayment: vi.fn(),
    payWithToken: vi.fn(async (_caller: unknown, _session: unknown, _data: unknown, _now: unknown, claim: (consume: Record<string, unknown>) => Promise<boolean>) => {
      if (payStep === 'refuse before the claim') throw new errors.AcpError(422, 'payment_token_used', 'used');
      // The claim writes with the session's move; a throwaway item stands in for the token's use.
      await claim({ Put: { TableName: tableName, Item: { PK: `TEST#${randomUUID()}`, SK: 'TEST' } } });
      throw new Error('the payment could not start');
    }),
  }));
  errors = await import('../../shared/agentic/errors.js');
  idempotency = await import('../../shared/agentic/idempotency.js');
  checkout = await import('../../shared/agentic/checkout.js');
  complete = await import('../../shared/agentic/complete.js');
});

const caller = inProcessCaller;

const completeBody = { payment_data: { handler_id: 'card_tokenized', instrument: { type: 'card', credential: { type: 'spt', token: 'vt_x' } } } };

function input(who: Caller, key: string, body: object = completeBody): EndpointInput<typeof route.schemas> {
  return { caller: who, headers: { 'idempotency-key': key }, path: { checkoutSessionId: 'cs_x' }, body, query: {}, requestId: 'r', sourceIp: '127.0.0.1', apiBase: undefined } as unknown as EndpointInput<typeof route.schemas>;
}

describe('ACP Idempotency-Key after a failure', () => {
  it('frees the key of a request that failed before committing anything: the same request runs again', async () => {
    const who = caller();
    const key = randomUUID();
    const run = vi.fn(async () => { throw new errors.AcpError(404, 'session_not_found', 'gone'); });
    await expect(idempotency.idempotent(route, input(who, key), run)).rejects.toMatchObject({ status: 404 });
    expect(await itemsContaining(key)).toEqual([]);
    await expect(idempotency.idempotent(route, input(who, key), run)).rejects.toMatchObject({ status: 404 });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps the error of a request that failed after committing a change, replayed with Idempotent-Replayed; an unexpected one as 500', async () => {
    const who = caller();
    for (const [thrown, status, body] of [
      [new errors.AcpError(422, 'session_repriced', 'The total is now 2000.', '$.line_items'), 422, { type: 'invalid_request', code: 'session_repriced', message: 'The total is now 2000.', param: '$.line_items' }],
      [new Error('table exploded'), 500, { type: 'processing_error', code: 'internal' }],
    ] as const) {
      const key = randomUUID();
      const run = vi.fn(async () => { throw errors.afterCommit(thrown); });
      await expect(idempotency.idempotent(route, input(who, key), run)).rejects.toBe(thrown);
      expect(await itemsContaining(key)).toEqual([expect.objectContaining({ state: 'completed' })]);
      const replayed = await idempotency.idempotent(route, input(who, key), run).catch((e: unknown) => e);
      expect(run).toHaveBeenCalledTimes(1);
      expect(replayed).toBeInstanceOf(errors.AcpError);
      const { acpErrorBody } = await import('../../shared/agentic/protocol.js');
      const answer = acpErrorBody(replayed, route);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject(body);
      expect(answer.headers).toMatchObject({ 'Idempotent-Replayed': 'true', 'Idempotency-Key': key });
      // Another body under the key is still 422 idempotency_conflict.
      await expect(idempotency.idempotent(route, input(who, key, { ...completeBody, order_notes: 'x' }), run)).rejects.toMatchObject({ status: 422, details: [{ field: 'header.idempotency-key' }] });
    }
  });
});

describe('completing a session marks what fails after its claim', () => {
  it('an error before the claim frees the key; one after it (the payment could not start) is kept', async () => {
    const shop = await givenShop([{ name: 'Lamp', amountInCents: 1000 }]);
    const who = caller();
    const open = async () => (await checkout.createSession(who, { currency: 'zar', capabilities: {}, line_items: [{ id: shop.products[0]?.reference ?? '' }] })).id;

    payStep = 'refuse before the claim';
    const refused = await complete.completeSession(who, await open(), completeBody).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, acpCode: 'payment_token_used' });
    expect(errors.isAfterCommit(refused)).toBe(false);

    payStep = 'fail after the claim';
    const id = await open();
    const failed = await complete.completeSession(who, id, completeBody).catch((e: unknown) => e);
    expect(failed).toMatchObject({ message: 'the payment could not start' });
    expect(errors.isAfterCommit(failed)).toBe(true);
    expect((await checkout.getOwnSession(who, id)).status).toBe('complete_in_progress');
  });
});

describe('the size of an answer kept under its key', () => {
  it('keptAnswerBytes is at least the record idempotency.ts writes, and within 4 KB of it', async () => {
    const { keptAnswerBytes, answerSecrets } = await import('../../shared/agentic/answer-size.js');
    const { sealSecrets } = await import('../../shared/messages/seal.js');
    const { idempotencyPut } = await import('../../shared/idempotency/records.js');
    const { itemBytes } = await import('../../shared/db/item-size.js');
    const key = 'k'.repeat(255);
    const scope = `acp|POST /v1/checkout_sessions/{checkoutSessionId}/complete|sub:${'s'.repeat(128)}`;
    for (const body of [{}, { id: 'cs_1', note: 'quotes " and \\ and é and 😀' }, { lines: Array.from({ length: 2000 }, (_, i) => ({ k: `v${i}` })) }]) {
      const sealed = await sealSecrets(`acp|${scope}|${key}`, answerSecrets(body), randomBytes(32));
      const record = { scope, idempotencyKey: key, requestHmac: 'f'.repeat(64), state: 'completed' as const, result: { sealed }, createdAt: 1_800_000_000, expiresAt: 1_800_086_400 };
      const stored = itemBytes((idempotencyPut(record)['Put'] as { Item: object }).Item);
      expect(keptAnswerBytes(body)).toBeGreaterThanOrEqual(stored);
      expect(keptAnswerBytes(body) - stored).toBeLessThan(4096);
    }
  });
});
