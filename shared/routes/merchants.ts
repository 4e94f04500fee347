/** Merchant profiles (self-service and admin), lookups by reference, short code, attribute, terminal or wallet, and terminal telemetry. */
import * as z from 'zod/mini';
import { route } from '../http/route.js';
import { noQuery, uuidPath } from '../http/schemas.js';
import { digitsAsInt, msisdn } from '../schemas/common.js';
import {
  attributeLookupPath, externalMerchantPath, MAX_MERCHANT_BODY_BYTES, merchantAdminCreateBody, merchantAdminUpdateBody,
  merchantBalanceResult, merchantBasicResult, merchantBody, merchantFullResult, merchantUpdateBody, terminalLookupPath,
} from '../schemas/merchant.js';
import { payResult } from '../schemas/payment.js';
import { telemetryQuery, telemetryReportBody, telemetryResult } from '../schemas/telemetry.js';
import { payoutBody } from '../schemas/wallet.js';

const domain = 'merchants';

export const adminCreateMerchant = route({
  method: 'POST', path: '/v1/merchant/admin', auth: 'admin', domain, handler: 'merchants/admin-create-merchant',
  schemas: { query: noQuery(), body: merchantAdminCreateBody, response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Creates a merchant (name, category code and currency required), optionally with its first bank account.',
});

// The interface does not show this answer; the full profile is what the create route returns.
export const adminUpdateMerchant = route({
  method: 'PUT', path: '/v1/merchant/admin', auth: 'admin', domain, handler: 'merchants/admin-update-merchant',
  schemas: { query: noQuery(), body: merchantAdminUpdateBody, response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Updates any merchant named by the body\'s reference, including product assignments and settlement account.',
});

// Ours, not the interface's: it reads merchants only by short code, attribute, terminal or wallet.
export const adminGetMerchant = route({
  method: 'GET', path: '/v1/merchant/admin/{merchantReference}', auth: 'admin', domain, handler: 'merchants/admin-get-merchant',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): any merchant\'s full profile by its reference, as the updates answer it; 404 when unknown.',
});

export const createMerchant = route({
  method: 'POST', path: '/v1/merchant', auth: 'access', domain, handler: 'merchants/create-merchant',
  schemas: { query: noQuery(), body: merchantBody, response: merchantBasicResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Registers a merchant profile for the caller.',
});

// The interface does not show this answer; the full profile, as on the admin update.
export const updateMerchant = route({
  method: 'PUT', path: '/v1/merchant', auth: 'access', domain, handler: 'merchants/update-merchant',
  schemas: { query: noQuery(), body: merchantUpdateBody, response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, maxBodyBytes: MAX_MERCHANT_BODY_BYTES,
  summary: 'Updates the caller\'s merchant profile; product assignments are left unchanged.',
});

export const passcodeReminder = route({
  method: 'GET', path: '/v1/merchant/employee/passcode-reminder/{employeeReference}', auth: 'access', domain,
  handler: 'merchants/passcode-reminder',
  schemas: { path: uuidPath('employeeReference'), query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read', signingKey: true },
  // The passcode is sealed with a key derived from the platform secret; the reminder shows it to the employee's merchant.
  summary: 'Reminds an employee of their passcode; returns the merchant\'s full profile, 404 for an unknown employee.',
});

export const lookupExternal = route({
  method: 'GET', path: '/v1/merchant/lookup/{merchantReference}/{merchantSource}', auth: 'access', domain,
  handler: 'merchants/lookup-external',
  schemas: { path: externalMerchantPath, query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant by its reference in a source system; not available in production.',
});

export const adminLookupShortCode = route({
  method: 'GET', path: '/v1/merchant/admin/lookup/shortcode/{shortCode}', auth: 'admin', domain, handler: 'merchants/admin-lookup-shortcode',
  schemas: { path: z.strictObject({ shortCode: digitsAsInt(9) }), query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant by its short code (USSD/QR identifier).',
});

export const adminLookupAttribute = route({
  method: 'GET', path: '/v1/merchant/admin/lookup/attribute/{attribute}/{attributeValue}', auth: 'admin', domain,
  handler: 'merchants/admin-lookup-attribute',
  schemas: { path: attributeLookupPath, query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant by the value of one of its attributes.',
});

export const adminLookupTerminal = route({
  method: 'GET', path: '/v1/merchant/admin/lookup/terminal/{terminalReference}/{merchantSource}', auth: 'admin', domain,
  handler: 'merchants/admin-lookup-terminal',
  schemas: { path: terminalLookupPath, query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'The merchant owning a terminal, named by UUID or by the source system\'s reference.',
});

export const adminLookupWallet = route({
  method: 'GET', path: '/v1/merchant/admin/lookup/wallet/{msisdn}', auth: 'admin', domain, handler: 'merchants/admin-lookup-wallet',
  schemas: { path: z.strictObject({ msisdn: msisdn() }), query: noQuery(), response: z.array(merchantBasicResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Merchants linked to a mobile wallet number.',
});

export const adminTerminalTelemetry = route({
  method: 'GET', path: '/v1/merchant/admin/terminal/telemetry/{merchantReference}/{terminalReference}', auth: 'admin', domain,
  handler: 'merchants/admin-terminal-telemetry',
  schemas: { path: uuidPath('merchantReference', 'terminalReference'), query: noQuery(), response: telemetryResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Latest telemetry of one terminal; 404 when the merchant, terminal or data is absent.',
});

export const adminMerchantTelemetry = route({
  method: 'GET', path: '/v1/merchant/admin/terminal/telemetry/{merchantReference}', auth: 'admin', domain,
  handler: 'merchants/admin-merchant-telemetry',
  schemas: { path: uuidPath('merchantReference'), query: telemetryQuery, response: z.array(telemetryResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Latest telemetry of a merchant\'s terminals, optionally only the named ones.',
});

// Ours, not the interface's: it shows only the admin reads, so this is how a terminal reports.
export const reportTerminalTelemetry = route({
  method: 'POST', path: '/v1/merchant/terminal/telemetry', auth: 'access', domain, handler: 'merchants/report-terminal-telemetry',
  schemas: { query: noQuery(), body: telemetryReportBody, response: telemetryResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): a token of the terminal\'s merchant reports the terminal\'s telemetry; answers the latest stored.',
});

// Ours, not the interface's: it shows no way to read what the platform owes a merchant (MER-17).
export const merchantBalance = route({
  method: 'GET', path: '/v1/merchant/balance', auth: 'access', domain, handler: 'merchants/merchant-balance',
  schemas: { query: noQuery(), response: merchantBalanceResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): the calling merchant\'s balance per currency (what the platform owes it), from the ledger.',
});

export const adminMerchantBalance = route({
  method: 'GET', path: '/v1/merchant/admin/balance/{merchantReference}', auth: 'admin', domain, handler: 'merchants/admin-merchant-balance',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), response: merchantBalanceResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Ours (not in the interface): a merchant\'s balance per currency (what the platform owes it), from the ledger.',
});

// Ours, not the interface's: it shows no way to pay a merchant what the platform owes it (WAL-6).
// signingKey: an Idempotency-Key record keeps an HMAC of the body, as for POST /v1/pay.
export const merchantPayout = route({
  method: 'POST', path: '/v1/merchant/payout', auth: 'access', domain, handler: 'merchants/payout',
  schemas: { query: noQuery(), body: payoutBody, response: payResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true },
  summary: 'Ours (not in the interface): pays part of the calling merchant\'s balance out to its bank account, as a payment; returns its reference.',
});

export const adminMerchantPayout = route({
  method: 'POST', path: '/v1/merchant/admin/payout/{merchantReference}', auth: 'admin', domain, handler: 'merchants/admin-payout',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), body: payoutBody, response: payResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true },
  summary: 'Ours (not in the interface): pays part of a merchant\'s balance out to its bank account, as a payment; returns its reference.',
});
