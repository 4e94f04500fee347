/** The integration harness's response check (test/integration/response-contract.ts, ERR-8) on hand-made responses. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkResponse, undocumentedKeys } from '../integration/response-contract.js';

const requestId = 'req-1';

function response(method: string, path: string, status: number, body: unknown, contentType = 'application/json; charset=utf-8') {
  const text = typeof body === 'string' && !contentType.includes('json') ? body : JSON.stringify(body);
  return { method, path, status, headers: new Headers({ 'content-type': contentType, 'x-request-id': requestId }), text };
}

const error = (code: string, extra: Record<string, unknown> = {}) => ({ success: false, error: { code, message: 'No.', details: [], requestId }, ...extra });

const payment = () => ({
  isComplete: true, percentageComplete: 100, status: 'Completed', paymentReference: randomUUID(),
  paymentSources: { cards: [{ transactionReference: 't1', rail: 'card', status: 'Completed', amountInCents: 100, currency: 'ZAR', display: 'Card' }] },
  paymentDestinations: {}, amountTotals: [{ currency: 'ZAR', amountInCents: 100 }],
});

describe('response contract', () => {
  it('accepts a documented result and names an undocumented key at any depth', () => {
    const status = `/v1/pay/status/${randomUUID()}`;
    expect(() => checkResponse(response('GET', '/v1/ping', 200, { success: true, result: 'pong' }))).not.toThrow();
    expect(() => checkResponse(response('GET', status, 200, { success: true, result: payment() }))).not.toThrow();
    const extraTop = { ...payment(), internalNote: 'x' };
    expect(() => checkResponse(response('GET', status, 200, { success: true, result: extraTop }))).toThrow(/result\.internalNote/);
    const extraDeep = payment();
    Object.assign(extraDeep.paymentSources.cards[0] as object, { cardNumber: '4242' });
    expect(() => checkResponse(response('GET', status, 200, { success: true, result: extraDeep }))).toThrow(/result\.paymentSources\.cards\[0\]\.cardNumber/);
    // Records the interface leaves open keep every key: nothing to report inside them.
    expect(undocumentedKeys({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });

  it('refuses a wrong type, a missing field and a status the route does not answer', () => {
    const status = `/v1/pay/status/${randomUUID()}`;
    expect(() => checkResponse(response('GET', status, 200, { success: true, result: { ...payment(), isComplete: 'yes' } }))).toThrow(/isComplete/);
    const { amountTotals: _missing, ...partial } = payment();
    expect(() => checkResponse(response('GET', status, 200, { success: true, result: partial }))).toThrow(/amountTotals/);
    expect(() => checkResponse(response('GET', status, 201, { success: true, result: payment() }))).toThrow(/success status is 200/);
    expect(() => checkResponse(response('GET', '/v1/ping', 200, { success: true }))).toThrow(/GET \/v1\/ping/);
    expect(() => checkResponse(response('GET', '/v1/ping', 418, error('TEAPOT')))).toThrow(/not a documented error status/);
  });

  it('checks error envelopes, also on paths with no route', () => {
    expect(() => checkResponse(response('GET', '/v1/nothing-here', 404, error('NOT_FOUND')))).not.toThrow();
    expect(() => checkResponse(response('GET', '/v1/ping', 401, error('UNAUTHORIZED', { result: { mustChangePassword: true } })))).not.toThrow();
    expect(() => checkResponse(response('GET', '/v1/nothing-here', 404, { success: false, error: { code: 'NOT_FOUND', message: 'No.', requestId } }))).toThrow(/details/);
    expect(() => checkResponse(response('GET', '/v1/ping', 500, 'Internal Server Error', 'text/plain'))).toThrow(/not application\/json/);
    const otherId = { ...response('GET', '/v1/ping', 403, error('FORBIDDEN')), headers: new Headers({ 'content-type': 'application/json', 'x-request-id': 'other' }) };
    expect(() => checkResponse(otherId)).toThrow(/X-Request-Id/);
    expect(() => checkResponse(response('GET', '/v1/nothing-here', 200, { success: true }))).toThrow(/no route answered a success/);
  });

  it('takes raw answers by their declared kind', () => {
    expect(() => checkResponse(response('GET', '/.well-known/jwks.json', 200, { keys: [] }, 'application/jwk-set+json'))).not.toThrow();
    expect(() => checkResponse(response('GET', '/v1/content/help?format=html', 200, '<html></html>', 'text/html; charset=utf-8'))).not.toThrow();
    expect(() => checkResponse(response('GET', '/v1/content/help?format=md', 200, '# Help', 'text/markdown; charset=utf-8'))).not.toThrow();
    expect(() => checkResponse(response('GET', '/v1/content/help?format=md', 200, '<html></html>', 'text/html'))).toThrow(/format asked/);
    expect(() => checkResponse(response('GET', '/v1/content/help', 200, '# Help', 'text/markdown'))).toThrow(/not application\/json/);
  });
});
