/**
 * ACP conformance for the agentic tests: the ACP 2026-04-17 JSON Schemas (draft 2020-12 bundles,
 * copied from ../shared/spec/acp-2026-04-17 into test/fixtures/acp) compiled with ajv 8 and
 * ajv-formats, and calls to the agentic routes that validate every request and response body
 * against the definition ACP names for it.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { Caller } from '../../shared/http/caller.js';
import { adminApiKey, call, type CallResult } from './harness.js';

const FIXTURES = new URL('../fixtures/acp/', import.meta.url);

export type Bundle = 'checkout' | 'delegate' | 'feed' | 'webhook';

const FILES: Record<Bundle, string> = {
  checkout: 'schema.agentic_checkout.json',
  delegate: 'schema.delegate_payment.json',
  feed: 'schema.feed.json',
  // The order webhooks' WebhookEvent (its Order is the checkout bundle's): see SOURCE.md.
  webhook: 'schema.agentic_checkout_webhook.json',
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const ids = {} as Record<Bundle, string>;
for (const [bundle, file] of Object.entries(FILES) as [Bundle, string][]) {
  const schema = JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as { $id: string };
  ajv.addSchema(schema);
  ids[bundle] = schema.$id;
}

/** The errors of `value` against `#/$defs/<definition>` of a bundle (empty when it conforms). */
export function acpErrors(bundle: Bundle, definition: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${ids[bundle]}#/$defs/${definition}`);
  if (!validate) throw new Error(`no definition ${definition} in ${bundle}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

export function expectAcp(bundle: Bundle, definition: string, value: unknown): void {
  expect(acpErrors(bundle, definition, value), `${definition}: ${JSON.stringify(value).slice(0, 400)}`).toEqual([]);
}

/** The curated examples (../shared/spec/acp-2026-04-17/examples). */
export function acpExamples(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`examples/${file}`, FIXTURES), 'utf8')) as Record<string, unknown>;
}

export const ACP_VERSION = '2026-04-17';

export interface AcpCall {
  token: string;
  body?: unknown;
  key?: string;
  headers?: Record<string, string>;
}

/** A call with ACP's headers (API-Version, a fresh Idempotency-Key on POST unless given). */
export function acpCall(method: 'GET' | 'POST', path: string, options: AcpCall): Promise<CallResult<any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const headers: Record<string, string> = { 'API-Version': ACP_VERSION, ...options.headers };
  if (method === 'POST' && !('Idempotency-Key' in headers)) headers['Idempotency-Key'] = options.key ?? randomUUID();
  return call(method, path, { token: options.token, headers, ...(options.body !== undefined ? { body: options.body } : {}) });
}

/** Which definition a response of a route must match: the session (with its order once completed), or Error. */
function responseDefinition(path: string, status: number, body: Record<string, unknown>): [Bundle, string] {
  if (path.startsWith('/v1/agentic_commerce/delegate_payment')) {
    if (status < 300) return ['delegate', 'DelegatePaymentResponse'];
    // delegate_payment's Error lists only its own codes; any other code is the checkout Error (ACP-11).
    return acpErrors('delegate', 'Error', body).length === 0 ? ['delegate', 'Error'] : ['checkout', 'Error'];
  }
  if (path.startsWith('/v1/acp/products')) return status < 300 ? ['feed', 'ProductsResponse'] : ['feed', 'Error'];
  if (status >= 300) return ['checkout', 'Error'];
  return ['checkout', body['order'] ? 'CheckoutSessionWithOrder' : 'CheckoutSession'];
}

/** A request definition per route, or none (GET, cancel without a body). */
function requestDefinition(method: string, path: string): [Bundle, string] | undefined {
  if (method !== 'POST') return undefined;
  if (path === '/v1/checkout_sessions') return ['checkout', 'CheckoutSessionCreateRequest'];
  if (path.startsWith('/v1/agentic_commerce/delegate_payment')) return ['delegate', 'DelegatePaymentRequest'];
  if (path.endsWith('/complete')) return ['checkout', 'CheckoutSessionCompleteRequest'];
  if (path.endsWith('/cancel')) return ['checkout', 'CancelSessionRequest'];
  return ['checkout', 'CheckoutSessionUpdateRequest'];
}

/**
 * An ACP call whose request (when it is meant to be valid) and response bodies are validated
 * against ACP's schemas; the feed's products are validated one by one against Product (its
 * envelope {version, products, total} is the interface's: ACP-12).
 */
export async function acp(method: 'GET' | 'POST', path: string, options: AcpCall & { invalidRequest?: boolean }): Promise<CallResult<any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const request = requestDefinition(method, path);
  if (request && options.body !== undefined && !options.invalidRequest) expectAcp(request[0], request[1], options.body);
  const res = await acpCall(method, path, options);
  const body = res.body as Record<string, unknown>;
  const [bundle, definition] = responseDefinition(path, res.status, body);
  if (bundle === 'feed' && definition === 'ProductsResponse') {
    expectAcp('feed', 'ProductsResponse', { products: body['products'] });
  } else {
    expectAcp(bundle, definition, body);
  }
  return res;
}

/** The reference of a shop's i-th product. */
export function productRef(shop: { products: readonly { reference: string }[] }, index: number): string {
  const product = shop.products[index];
  if (!product) throw new Error(`the shop has no product ${index}`);
  return product.reference;
}

/** A merchant (ZAR) and products of it, created over HTTP; an agent token of its own. */
export async function givenShop(products: Record<string, unknown>[], merchant: Record<string, unknown> = {}): Promise<{ merchantReference: string; merchantName: string; products: { reference: string; name: string; amountInCents?: number }[] }> {
  const merchantName = `Agentic Shop ${randomUUID().slice(0, 8)}`;
  const m = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: merchantName, categoryCode: 5411, currency: 'ZAR', ...merchant } });
  expect(m.status, m.text).toBe(200);
  const merchantReference = m.body.result.reference as string;
  const created = [];
  for (const p of products) {
    const res = await call('POST', `/v1/merchant/product/admin/${merchantReference}`, { apiKey: adminApiKey(), body: { productType: 'Tickets', ...p } });
    expect(res.status, res.text).toBe(200);
    created.push(res.body.result as { reference: string; name: string; amountInCents?: number });
  }
  return { merchantReference, merchantName, products: created };
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** A delegated token for the session's allowance; the card pays in the sandbox. */
export function delegateBody(allowance: Record<string, unknown>, number = '4242424242424242'): Record<string, unknown> {
  return {
    payment_method: {
      type: 'card', card_number_type: 'fpan', number, exp_month: '12', exp_year: '2099', name: 'Ada Lovelace', cvc: '123',
      display_card_funding_type: 'credit', display_last4: number.slice(-4), metadata: {},
    },
    allowance: { reason: 'one_time', currency: 'zar', expires_at: inAnHour(), ...allowance },
    billing_address: { name: 'Ada Lovelace', line_one: '1 Main Road', city: 'Cape Town', state: 'WC', country: 'ZA', postal_code: '8001' },
    risk_signals: [{ type: 'card_testing', score: 3, action: 'authorized' }],
    metadata: { source: 'test' },
  };
}

/** A fresh user caller of its own, for the use cases called in-process (no token behind it). */
export const inProcessCaller = (): Caller => ({ kind: 'user', subject: `sub-${randomUUID()}`, claims: {}, accessPolicies: [], tokenId: 't', pendingSteps: false });
