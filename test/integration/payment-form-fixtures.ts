/** Merchants with a terminal, opened payment forms and signed offline links, for the payment form tests. */
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type * as Offline from '../../shared/payment-form/offline.js';
import { platformCodeIn } from '../../shared/qr/platform-code.js';
import { readQr } from '../../shared/qr/schemes/detect.js';
import { adminApiKey, call, type CallResult } from './harness.js';

export interface FormMerchant { reference: string; token: string; terminalReference: string }

/** A merchant with one terminal (ZAR, South Africa unless overridden) and a token speaking for it. */
export async function givenFormMerchant(overrides: Record<string, unknown> = {}): Promise<FormMerchant> {
  const body = { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', countryIsoCode: 'ZAF', city: 'Cape Town', terminals: [{ yourReference: 'Till 1' }], ...overrides };
  const res = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body });
  expect(res.status, res.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${res.body.result.reference}`, { apiKey: adminApiKey() });
  return { reference: res.body.result.reference, token: token.body.result.accessToken, terminalReference: res.body.result.terminals[0].reference };
}

/** What the page's script reads (its JSON data block). */
export interface FormData {
  sessionReference: string;
  token: string;
  merchantReference: string;
  merchantName: string;
  currency: string;
  minorUnits: number;
  amountInCents?: number;
  qrCode?: string;
  clientReference?: string;
  templateName: string;
  notificationEmailTemplateName?: string;
  methods: string[];
  validUntil: string;
  operators: { code: string; name: string }[];
}

export function formDataOf(html: string): FormData {
  const json = /<script type="application\/json" id="form-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no form data in the page');
  return JSON.parse(json) as FormData;
}

export const formPath = (reference: string, query: Record<string, string> = {}): string => {
  const search = new URLSearchParams(query).toString();
  return `/v1/merchant/payment/form/${reference}${search ? `?${search}` : ''}`;
};

/** The QR bill a dynamic code names (a form opens for it, FORM-4). */
export function billReferenceOf(qrCode: string): string {
  const code = platformCodeIn(readQr(qrCode));
  if (typeof code !== 'object' || code.kind !== 'bill') throw new Error(`not a QR bill: ${qrCode}`);
  return code.billReference;
}

/** GET the form; the page's data when it answered 200. */
export async function openForm(token: string, reference: string, query: Record<string, string> = {}): Promise<CallResult<any> & { data?: FormData }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await call('GET', formPath(reference, query), { token });
  return res.status === 200 ? { ...res, data: formDataOf(res.text) } : res;
}

let offline: Promise<typeof Offline> | undefined;

/** x for GET …/form/offline, signed with the merchant's offline key (derived as the platform derives it). */
export async function signedOfflineLink(merchantReference: string, values: [string, string, string, string]): Promise<string> {
  offline ??= (async () => {
    Object.assign(process.env, inject('functionEnv'));
    return import('../../shared/payment-form/offline.js');
  })();
  const { offlineKey, signOfflineValues } = await offline;
  return [...values, signOfflineValues(await offlineKey(merchantReference), values)].join('|');
}
