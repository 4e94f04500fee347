/**
 * The hosted payment form served from the merchant's own origin (docs/decisions/payment-form.md,
 * FORM-3, FORM-9): the page calls the API at the API's own base URL; the five routes its session
 * token opens, and only those, answer CORS preflights and let any origin read their answers (errors
 * included); every other route stays without CORS. The end-to-end proof in a browser is in
 * payment-form-browser.test.ts ("pays from the merchant's own site …").
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, call, tokenPair } from './harness.js';
import { card, submitPay } from './payment-fixtures.js';
import { formPath, givenFormMerchant, openForm } from './payment-form-fixtures.js';

const SHOP_ORIGIN = 'https://shop.example';
const FORM_RESOURCES: [string, string][] = [
  ['POST', '/v1/pay'],
  ['GET', '/v1/pay/status/11111111-1111-4111-8111-111111111111'],
  ['POST', '/v1/transaction/pin/11111111-1111-4111-8111-111111111111'],
  ['POST', '/v1/transaction/confirm/11111111-1111-4111-8111-111111111111'],
  ['POST', '/v1/notification/email/11111111-1111-4111-8111-111111111111'],
];

/** A browser's preflight: no credentials, the method and headers the page will send. */
const preflight = (path: string, method: string) => fetch(baseUrl() + path, {
  method: 'OPTIONS',
  headers: { Origin: SHOP_ORIGIN, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key' },
});

const corsOf = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name.startsWith('access-control-')));

describe('the payment form routes from another origin', () => {
  it('answer a preflight on each of the five form resources with their method, the page\'s headers and a max-age, without credentials', async () => {
    for (const [method, path] of FORM_RESOURCES) {
      const res = await preflight(path, method);
      expect(res.status, path).toBe(204);
      expect(corsOf(res.headers), path).toEqual({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': `${method},OPTIONS`,
        'access-control-allow-headers': 'Authorization,Content-Type,Idempotency-Key',
        'access-control-max-age': '600',
      });
      expect(await res.text(), path).toBe('');
    }
  });

  it('let the page read its refusals: 401 and 403 from the gateway, 400 and 403 from the handler, and its successes', async () => {
    const shop = await givenFormMerchant();
    const form = await openForm(shop.token, shop.terminalReference);
    const other = await openForm(shop.token, shop.terminalReference);
    const headers = { Origin: SHOP_ORIGIN };

    const anonymous = await call('POST', '/v1/pay', { body: {}, headers });
    expect([anonymous.status, anonymous.headers.get('access-control-allow-origin')]).toEqual([401, '*']);
    const forged = await call('GET', '/v1/pay/status/11111111-1111-4111-8111-111111111111', { token: 'not.a.token', headers });
    expect([forged.status, forged.headers.get('access-control-allow-origin')]).toEqual([401, '*']);
    // A refresh token is denied by the authorizer's policy on every other route: the gateway's 403.
    const refresh = await call('POST', '/v1/pay', { token: (await tokenPair()).refreshToken, body: {}, headers });
    expect([refresh.status, refresh.body.error.code, refresh.headers.get('access-control-allow-origin')]).toEqual([403, 'FORBIDDEN', '*']);

    const invalid = await call('POST', '/v1/pay', { token: form.data!.token, body: { channel: 'Web' }, headers });
    expect([invalid.status, invalid.headers.get('access-control-allow-origin')]).toEqual([400, '*']);
    const crossed = await submitPay(form.data!.token, {
      paymentSources: { cards: [{ ...card('4242424242424242', 1500), currency: 'ZAR' }] },
      paymentDestinations: { merchants: [{ merchantReference: shop.reference, amountInCents: 1500, currency: 'ZAR' }] },
      channel: 'Web', paymentFormSessionReference: other.data!.sessionReference,
    }, headers);
    expect([crossed.status, crossed.headers.get('access-control-allow-origin')]).toEqual([403, '*']);
    const status = await call('GET', '/v1/pay/status/11111111-1111-4111-8111-111111111111', { token: form.data!.token, headers });
    expect([status.status, status.headers.get('access-control-allow-origin')]).toEqual([404, '*']);
  });
});

describe('every other route', () => {
  it('answers no preflight: the gateway\'s 404, with no CORS header (the form page itself included)', async () => {
    for (const [method, path] of [['GET', '/v1/pay/receipt/11111111-1111-4111-8111-111111111111'], ['GET', formPath('11111111-1111-4111-8111-111111111111')], ['GET', '/v1/ping'], ['POST', '/v1/nothing/here']]) {
      const res = await preflight(path!, method!);
      expect(res.status, path).toBe(404);
      expect(corsOf(res.headers), path).toEqual({});
    }
  });

  it('answers without a CORS header, success or handler error; only the gateway\'s own refusals carry it, as on every route', async () => {
    const shop = await givenFormMerchant();
    const headers = { Origin: SHOP_ORIGIN };
    const page = await call('GET', formPath(shop.terminalReference), { token: shop.token, headers });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const receipt = await call('GET', '/v1/pay/receipt/11111111-1111-4111-8111-111111111111', { token: shop.token, headers });
    expect(receipt.status).toBe(404);
    expect(receipt.headers.get('access-control-allow-origin')).toBeNull();
    const ping = await call('GET', '/v1/ping', { token: shop.token, headers });
    expect(ping.status).toBe(200);
    expect(ping.headers.get('access-control-allow-origin')).toBeNull();
    // The gateway's own refusals are API-wide on AWS (no gateway response per resource), so they
    // carry the header everywhere; with no preflight here, a page still cannot send a bearer token.
    const anonymous = await call('GET', '/v1/ping', { headers });
    expect([anonymous.status, anonymous.headers.get('access-control-allow-origin')]).toEqual([401, '*']);
  });
});

describe('the page\'s API base URL (FORM-3)', () => {
  it('is the API\'s own origin as the gateway served the page, whatever forwarding headers the caller sends, and the only one connect-src names', async () => {
    const shop = await givenFormMerchant();
    const res = await openForm(shop.token, shop.terminalReference, {});
    const origin = new URL(baseUrl()).origin;
    expect(res.data).toMatchObject({ apiBase: origin });
    expect(res.headers.get('content-security-policy')).toContain(`connect-src ${origin};`);
    expect(res.text).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(res.text).toContain(`connect-src ${origin}; img-src 'none'; base-uri 'none'; form-action 'none'">`);

    const spoofed = await call('GET', formPath(shop.terminalReference), {
      token: shop.token, headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Forwarded: 'host=evil.example;proto=https' },
    });
    expect(spoofed.status).toBe(200);
    expect(spoofed.text).toContain(`"apiBase":"${origin}"`);
    expect(spoofed.headers.get('content-security-policy')).toContain(`connect-src ${origin};`);
  });
});
