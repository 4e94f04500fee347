/**
 * The payment calls of the flow tests through the typed client (clients/typescript), so a contract
 * break — a renamed field, a changed status — fails tsc or the test (docs/decisions/contract.md, API-7).
 */
import { expect } from 'vitest';
import { createPlatformClient, type components, type operations, type PlatformClient } from '../../clients/typescript/src/index.js';
import { baseUrl } from './harness.js';

type JsonBody<O extends keyof operations, S extends number> = operations[O]['responses'] extends Record<S, { content: { 'application/json': infer B } }> ? B : never;

export type PayBody = NonNullable<operations['payments.pay']['requestBody']>['content']['application/json'];
export type PaymentStatus = JsonBody<'payments.paymentStatus', 200>['result'];
export type PaymentReceipt = JsonBody<'payments.paymentReceipt', 200>['result'];
export type ErrorEnvelope = components['schemas']['Error'];

/** A client that sends the access token. */
export const clientFor = (token: string): PlatformClient => createPlatformClient(baseUrl(), { kind: 'bearer', token });

/** POST /v1/pay through the client; 200 with the new payment's reference, else the error envelope. */
export async function pay(token: string, body: PayBody) {
  const { data, error, response } = await clientFor(token).POST('/v1/pay', { body });
  return { status: response.status, result: data?.result, error };
}

/** GET /v1/pay/status/{paymentReference} through the client, polled 1.1 s apart (as the interface asks) until `done` holds. */
export async function statusUntil(token: string, paymentReference: string, done: (result: PaymentStatus) => boolean, timeoutMs = 20_000): Promise<PaymentStatus> {
  const client = clientFor(token);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data, error, response } = await client.GET('/v1/pay/status/{paymentReference}', { params: { path: { paymentReference } } });
    expect(response.status, JSON.stringify(error)).toBe(200);
    if (!data) throw new Error(`no status for ${paymentReference}`);
    if (done(data.result)) return data.result;
    if (Date.now() > deadline) throw new Error(`payment ${paymentReference} still ${data.result.status}`);
    await new Promise((r) => setTimeout(r, 1100));
  }
}

/** GET /v1/pay/receipt/{paymentReference} through the client. */
export async function receipt(token: string, paymentReference: string) {
  const { data, error, response } = await clientFor(token).GET('/v1/pay/receipt/{paymentReference}', { params: { path: { paymentReference } } });
  return { status: response.status, result: data?.result, error };
}
