/**
 * The hosted payment form in a real browser (docs/decisions/payment-form.md, FORM-8): headless
 * Chromium (Debian's package; PAYMENT_FORM_CHROMIUM or /usr/bin/chromium) driven by playwright-core
 * against the local platform over HTTP. The page is served by the platform itself, under its own
 * Content-Security-Policy, or (FORM-9) by a merchant's site on another origin that calls the API
 * across origins; only the navigation carries the merchant's token (as the merchant's
 * server would), everything the page then calls uses the session token inside it. Each state is
 * kept as a screenshot under test-artifacts/payment-form/, and axe-core checks the page.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PIN } from '../../shared/rails/sandbox-behaviour.js';
import { baseUrl, call, waitForMessage } from './harness.js';
import { setTableAttributes, tableItem, uniqueEmail } from './identity-fixtures.js';
import { paymentsWhere, storedPayment } from './payment-fixtures.js';
import { billReferenceOf, formDataOf, formPath, givenFormMerchant, type FormMerchant } from './payment-form-fixtures.js';

const ARTIFACTS = new URL('../../test-artifacts/payment-form/', import.meta.url);
const executablePath = [process.env['PAYMENT_FORM_CHROMIUM'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p): p is string => !!p && existsSync(p));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let shop: FormMerchant;

beforeAll(async () => {
  if (!executablePath) throw new Error('no Chromium: install Debian\'s chromium package (.ci/run does) or set PAYMENT_FORM_CHROMIUM');
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  shop = await givenFormMerchant();
});

afterAll(async () => {
  await browser?.close();
});

interface OpenedForm { page: Page; violations: string[]; html: string; headers: Record<string, string> }

/** A phone-sized page, and the console's CSP and CORS complaints as they come. */
async function phonePage(): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content.Security.Policy|Refused to|CORS/i.test(message.text())) violations.push(message.text()); });
  return { page, violations };
}

/** A phone-sized page showing a fresh form; the merchant's token is added to that one navigation only. */
async function openFormPage(query: Record<string, string> = {}, served?: { html: string; headers: Record<string, string> }, merchant: FormMerchant = shop): Promise<OpenedForm> {
  const { page, violations } = await phonePage();
  const url = baseUrl() + formPath(merchant.terminalReference, query);
  let html = '';
  let headers: Record<string, string> = {};
  await page.route(url, async (route) => {
    // A page opened again from what was served before (the same session), as a second tab would.
    if (served) return route.fulfill({ status: 200, headers: served.headers, body: served.html });
    const response = await route.fetch({ headers: { ...route.request().headers(), authorization: `Bearer ${merchant.token}` } });
    html = await response.text();
    headers = response.headers();
    return route.fulfill({ response, body: html });
  });
  await page.goto(url);
  await page.waitForSelector('main[data-state="entry"]');
  return { page, violations, html: served?.html ?? html, headers: served?.headers ?? headers };
}

const shot = (page: Page, name: string) => page.screenshot({ path: new URL(`${name}.png`, ARTIFACTS).pathname, fullPage: true });

async function fillCard(page: Pick<Page, 'getByLabel'>, cardNumber: string, amount = '15.00'): Promise<void> {
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('987');
}

/** The id of the focused element (a string expression: this file is compiled without the DOM's types). */
const activeId = (page: Page) => page.evaluate<string>("document.activeElement ? document.activeElement.id : ''");

const state = (page: Page, name: string, timeout = 25_000) => page.waitForSelector(`main[data-state="${name}"]`, { timeout });

/** axe-core run inside the page (evaluated over the DevTools protocol, so the page's CSP stays as served). */
async function seriousViolations(page: Page): Promise<{ id: string; impact: string; nodes: number }[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>(
    "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })",
  );
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
}

/**
 * The merchant's own site on another origin (FORM-9): its server fetches a fresh form with its
 * bearer token and serves the HTML string as its checkout page (no header of the platform's, so the
 * page's own <meta> policy is what holds), or inside an iframe's srcdoc on a page of its own.
 */
async function startMerchantSite(merchant: FormMerchant): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const form = await call('GET', formPath(merchant.terminalReference, { clientReference: 'SHOP-ORDER-1' }), { token: merchant.token });
      const html = req.url === '/checkout-frame'
        ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop checkout</title></head><body><h1>Shop checkout</h1>
<iframe id="pay" title="Payment" style="width:100%;height:760px;border:0" srcdoc="${form.text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe></body></html>`
        : form.text;
      res.writeHead(form.status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    })();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  // localhost, not 127.0.0.1: another host as well as another port from the API's origin.
  return { origin: `http://localhost:${port}`, close: () => new Promise<void>((ok) => { server.closeAllConnections(); server.close(() => ok()); }) };
}

describe('the hosted payment form in Chromium', () => {
  it('validates as the payer types (Luhn, expiry), then pays and shows the receipt; the page runs under its CSP with no violation', async () => {
    const { page, violations, headers, html } = await openFormPage({ clientReference: 'ORDER-1' });
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    await shot(page, '01-entry');
    await page.getByLabel('Card number').fill('4242424242424241');
    await page.getByLabel('Card number').blur();
    await expect.poll(() => page.locator('#card-number-error').textContent()).toMatch(/not valid/);
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByLabel('Expiry (MM/YY)').blur();
    await expect.poll(() => page.locator('#card-expiry-error').textContent()).toMatch(/expired/);
    await page.getByRole('button', { name: 'Pay' }).click();
    expect(await page.locator('main').getAttribute('data-state')).toBe('entry');
    await shot(page, '02-invalid');
    expect(await seriousViolations(page)).toEqual([]);

    // clientReference (FORM-6): shown on the page, and the payment's yourReference.
    expect(await page.locator('#reference').textContent()).toBe('Reference: ORDER-1');
    await fillCard(page, '4242424242424242');
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('false');
    expect(await page.locator('#card-number-error').textContent()).toBe('');
    const submitted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/pay');
    await page.getByRole('button', { name: 'Pay' }).click();
    const { paymentReference } = ((await (await submitted).json()) as { result: { paymentReference: string } }).result;
    await state(page, 'completed');
    await shot(page, '03-receipt');
    expect(await page.locator('#outcome-title').textContent()).toBe('Payment successful');
    expect(await page.locator('#receipt-source').textContent()).toMatch(/^Card 424242\*+4242$/);
    // No receipt template named: no e-mail offer.
    expect(await page.locator('#email-form').isHidden()).toBe(true);
    expect(await storedPayment(paymentReference)).toMatchObject({ status: 'Completed', yourReference: 'ORDER-1', paymentFormSessionReference: formDataOf(html).sessionReference });
    expect(violations).toEqual([]);
    await page.close();
  });

  it('shows a decline with its reason', async () => {
    const { page } = await openFormPage();
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await state(page, 'declined');
    await shot(page, '04-declined');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.locator('#outcome-title').textContent()).toBe('Payment declined');
    expect(await page.locator('#outcome-text').textContent()).toMatch(/Nothing was taken/);
    await page.close();
  });

  it('asks for the PIN when the payment waits for one, shows the progress the status endpoint gives, then completes', async () => {
    const { page } = await openFormPage();
    let lastStatus: Promise<{ status: string; percentageComplete: number }> | undefined;
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/v1/pay/status/')) lastStatus = r.json().then((json: { result: { status: string; percentageComplete: number } }) => json.result);
    });
    await fillCard(page, '4990000000000202');
    await page.getByRole('button', { name: 'Pay' }).click();
    await state(page, 'pin');
    await shot(page, '05-pin');
    expect(await seriousViolations(page)).toEqual([]);
    // The next status call is held, so the page stays on its progress view showing the last answer.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/v1/pay/status/**', async (route) => { await held; await route.continue(); });
    await page.getByLabel('PIN or voucher code').fill(SANDBOX_PIN);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await state(page, 'processing');
    const shown = await lastStatus;
    expect(await page.locator('#progress-text').textContent()).toBe(`Status: ${shown?.status}`);
    expect(await page.locator('#progress-bar').getAttribute('value')).toBe(String(shown?.percentageComplete));
    expect(await activeId(page)).toBe('progress-title');
    await shot(page, '05b-processing');
    release();
    await state(page, 'completed');
    await shot(page, '06-pin-completed');
    await page.close();
  });

  it('shows the decline a wrong PIN ends in (the sandbox, like most rails, allows no second try)', async () => {
    const { page } = await openFormPage();
    await fillCard(page, '4990000000000202');
    await page.getByRole('button', { name: 'Pay' }).click();
    await state(page, 'pin');
    await page.getByLabel('PIN or voucher code').fill('0000');
    await page.getByRole('button', { name: 'Send PIN' }).click();
    // The 422 says no attempts are left: the page follows the status to the decline, not to "form already used".
    await state(page, 'declined');
    await shot(page, '06b-pin-declined');
    expect(await page.locator('#outcome-title').textContent()).toBe('Payment declined');
    expect(await page.locator('#outcome-text').textContent()).toMatch(/incorrect_pin\. Nothing was taken/);
    await page.close();
  });

  it('asks for a confirmation when the payment waits for one, then completes', async () => {
    const { page } = await openFormPage();
    await fillCard(page, '4990000000000301');
    await page.getByRole('button', { name: 'Pay' }).click();
    await state(page, 'confirmation');
    await shot(page, '07-confirmation');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await state(page, 'completed');
    await page.close();
  });

  it('refuses a session used already: the page says so', async () => {
    // With a clientReference, so the second attempt carries the same yourReference as the first.
    const first = await openFormPage({ clientReference: 'ORDER-2' });
    await fillCard(first.page, '4242424242424242');
    await first.page.getByRole('button', { name: 'Pay' }).click();
    await state(first.page, 'completed');
    const reference = await first.page.locator('#receipt-reference').textContent();
    expect(reference).toBeTruthy();
    // The same page (same session) in a second tab.
    const second = await openFormPage({}, { html: first.html, headers: first.headers });
    await fillCard(second.page, '4242424242424242');
    await second.page.getByRole('button', { name: 'Pay' }).click();
    await state(second.page, 'refused');
    await shot(second.page, '08-session-used');
    expect(await seriousViolations(second.page)).toEqual([]);
    expect(await second.page.locator('#outcome-title').textContent()).toBe('This payment form was already used');
    expect(await second.page.locator('#outcome-text').textContent()).toMatch(/already used/);
    await first.page.close();
    await second.page.close();
  });

  it('has no serious or critical axe-core violations, entering details and on the receipt, in both templates', async () => {
    for (const templateName of ['standard', 'dark']) {
      const { page } = await openFormPage({ templateName });
      // The template is the look the payer sees: a light or a dark page.
      expect(await page.evaluate<string>('getComputedStyle(document.body).backgroundColor')).toBe(templateName === 'dark' ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)');
      expect(await seriousViolations(page)).toEqual([]);
      await fillCard(page, '4242424242424242');
      await page.getByRole('button', { name: 'Pay' }).click();
      await state(page, 'completed');
      await shot(page, `09-receipt-${templateName}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('paying again after the answer was lost shows the payment that went through, not a refusal, and pays once', async () => {
    const { page, html } = await openFormPage({ clientReference: 'ORDER-3' });
    const { sessionReference } = formDataOf(html);
    let first: string | undefined;
    // The request reaches the platform, its answer never reaches the page.
    await page.route('**/v1/pay', async (route) => {
      first = ((await (await route.fetch()).json()) as { result: { paymentReference: string } }).result.paymentReference;
      await route.abort('connectionreset');
    }, { times: 1 });
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => page.locator('#pay-error').textContent()).toBe('The payment could not be sent. Check your connection and press Pay again.');
    expect(await page.locator('main').getAttribute('data-state')).toBe('entry');
    await shot(page, '14-answer-lost');
    // Pay again with the same details: the first answer is replayed under the page's Idempotency-Key.
    const again = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/pay');
    await page.getByRole('button', { name: 'Pay' }).click();
    const replayed = (await (await again).json()) as { result: { paymentReference: string } };
    expect(replayed.result.paymentReference).toBe(first);
    await state(page, 'completed');
    expect(await tableItem(`FORMSESSION#${sessionReference}`, 'FORMSESSION')).toMatchObject({ paymentReference: first });
    expect(await paymentsWhere('paymentFormSessionReference', sessionReference)).toHaveLength(1);
    await page.close();
  });

  it('offers to e-mail the receipt when the form names a receipt template, and sends it', async () => {
    const { page } = await openFormPage({ notificationEmailTemplateName: 'receipt-consumer' });
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await state(page, 'completed');
    const to = uniqueEmail();
    await page.getByLabel('E-mail me the receipt').fill(to);
    await page.getByRole('button', { name: 'Send receipt' }).click();
    await expect.poll(() => page.locator('#email-status').textContent()).toBe(`The receipt is on its way to ${to}.`);
    await shot(page, '13-receipt-emailed');
    expect((await waitForMessage(to)).text).toContain(await page.locator('#receipt-reference').textContent());
    await page.close();
  });

  it('says so when the session expired before the payer paid', async () => {
    const { page, html } = await openFormPage();
    const { sessionReference } = formDataOf(html);
    await setTableAttributes(`FORMSESSION#${sessionReference}`, 'FORMSESSION', { validUntil: new Date(Date.now() - 1000).toISOString() });
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await state(page, 'refused');
    await shot(page, '12-session-expired');
    expect(await page.locator('#outcome-title').textContent()).toBe('This payment form has expired');
    await page.close();
  });

  it('takes mobile money: checks the MSISDN as the payer types, then pays', async () => {
    const ghana = await givenFormMerchant({ currency: 'GHS', countryIsoCode: 'GHA', city: 'Accra' });
    const { page } = await openFormPage({}, undefined, ghana);
    await page.getByLabel('Mobile money', { exact: true }).check();
    expect(await page.locator('#card-fields').isHidden()).toBe(true);
    await page.getByLabel('Amount').fill('5.00');
    await page.getByLabel('Mobile money operator').selectOption('MTN_GH');
    await page.getByLabel('Mobile number').fill('024');
    await page.getByLabel('Mobile number').blur();
    await expect.poll(() => page.locator('#wallet-msisdn-error').textContent()).toMatch(/international format/);
    await shot(page, '10-mobile-money-invalid');
    await page.getByLabel('Mobile number').fill('+233241234567');
    expect(await page.getByLabel('Mobile number').getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Pay' }).click();
    await state(page, 'completed');
    expect(await page.locator('#receipt-source').textContent()).toMatch(/^MTN_GH \+\*+4567$/);
    await shot(page, '11-mobile-money-receipt');
    await page.close();
  });

  it('reads and shows amounts in the currency\'s own minor units: a shilling has none, a dinar three (FORM-10)', async () => {
    const uganda = await givenFormMerchant({ currency: 'UGX', countryIsoCode: 'UGA', city: 'Kampala' });
    const { page, html } = await openFormPage({}, undefined, uganda);
    expect(formDataOf(html).minorUnits).toBe(0);
    expect(await page.getByLabel('Amount').getAttribute('placeholder')).toBe('0');
    await fillCard(page, '4242424242424242', '25000.50');
    await page.getByLabel('Amount').blur();
    await expect.poll(() => page.locator('#amount-error').textContent()).toBe('Enter an amount, e.g. 25');
    await page.getByLabel('Amount').fill('25000');
    const submitted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/pay');
    await page.getByRole('button', { name: 'Pay' }).click();
    const { paymentReference } = ((await (await submitted).json()) as { result: { paymentReference: string } }).result;
    await state(page, 'completed');
    // 25,000 shillings, not 2,500,000 (the page used to multiply every amount by 100).
    expect(await storedPayment(paymentReference)).toMatchObject({ status: 'Completed', sources: [expect.objectContaining({ amountInCents: 25_000, currency: 'UGX' })] });
    expect(await page.locator('#receipt-amount').textContent()).toMatch(/^UGX\s?25,000$/);
    await page.close();

    const kuwait = await givenFormMerchant({ currency: 'KWD', countryIsoCode: 'KWT', city: 'Kuwait City' });
    const bill = await call('POST', '/v1/qr/generate/dynamic', { token: kuwait.token, body: { terminalReference: kuwait.terminalReference, qrCodeType: 'NONE', invoiceNumber: 'INV-KWD', amountInCents: 1500 } });
    expect(bill.status, bill.text).toBe(200);
    const kwd = await openFormPage({}, undefined, { ...kuwait, terminalReference: billReferenceOf(bill.body.result as string) });
    expect(await kwd.page.locator('#amount-fixed').textContent()).toMatch(/^KWD\s?1\.500$/);
    await kwd.page.close();
  });

  it('pays from the merchant\'s own site on another origin, its page or an iframe srcdoc, calling the API directly (real CORS preflights), and reads only the form routes', async () => {
    const site = await startMerchantSite(shop);
    try {
      const apiOrigin = new URL(baseUrl()).origin;
      const { page, violations } = await phonePage();
      await page.goto(`${site.origin}/checkout`);
      await page.waitForSelector('main[data-state="entry"]');
      expect(await page.evaluate<string>('location.origin')).toBe(site.origin);
      expect(await page.locator('#reference').textContent()).toBe('Reference: SHOP-ORDER-1');
      await fillCard(page, '4242424242424242');
      const submitted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === `${apiOrigin}/v1/pay`);
      await page.getByRole('button', { name: 'Pay' }).click();
      const answer = await submitted;
      // Cross-origin for real: the browser named the merchant's origin, and only sent the bearer header after a preflight.
      expect(await answer.request().headerValue('origin')).toBe(site.origin);
      const { paymentReference } = ((await answer.json()) as { result: { paymentReference: string } }).result;
      await state(page, 'completed');
      await shot(page, '15-merchant-site-receipt');
      expect(await page.locator('#outcome-title').textContent()).toBe('Payment successful');
      expect(await storedPayment(paymentReference)).toMatchObject({ status: 'Completed', yourReference: 'SHOP-ORDER-1' });
      expect(violations).toEqual([]);

      // The token cannot be used from there on a route the form does not call: no preflight answers, the browser refuses.
      const token = JSON.parse((await page.locator('#form-data').textContent()) ?? '{}') as { token: string };
      const receiptUrl = `${apiOrigin}/v1/pay/receipt/${paymentReference}`;
      const refused = await page.evaluate<string>(`fetch(${JSON.stringify(receiptUrl)}, { headers: { Authorization: ${JSON.stringify(`Bearer ${token.token}`)} } }).then(() => 'read', (e) => e.name)`);
      expect(refused).toBe('TypeError');
      await page.close();

      const { page: framed, violations: framedViolations } = await phonePage();
      await framed.goto(`${site.origin}/checkout-frame`);
      const frame = framed.frameLocator('#pay');
      await frame.locator('main[data-state="entry"]').waitFor();
      await fillCard(frame, '4242424242424242', '7.25');
      await frame.getByRole('button', { name: 'Pay' }).click();
      await frame.locator('main[data-state="completed"]').waitFor({ timeout: 25_000 });
      await shot(framed, '16-merchant-iframe-receipt');
      expect(await frame.locator('#outcome-title').textContent()).toBe('Payment successful');
      expect(framedViolations).toEqual([]);
      await framed.close();
    } finally {
      await site.close();
    }
  });

  it('is usable from the keyboard alone: tab through the fields and pay with Enter', async () => {
    const { page } = await openFormPage();
    const order: string[] = [];
    for (const value of ['9.50', 'Ada Lovelace', '4242 4242 4242 4242', '12/39', '987']) {
      await page.keyboard.press('Tab');
      order.push(await activeId(page));
      await page.keyboard.type(value);
    }
    expect(order).toEqual(['amount', 'card-name', 'card-number', 'card-expiry', 'card-cvv']);
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('pay-button');
    await page.keyboard.press('Enter');
    await state(page, 'completed');
    expect(await activeId(page)).toBe('outcome-title');
    await page.close();
  });
});
