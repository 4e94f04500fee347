import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { payResult } from '../../schemas/pay-result.js';
import { payoutBody } from '../../schemas/wallet-payout-body.js';

// Ours, not the interface's: it shows no way to pay a merchant what the platform owes it (WAL-6).
// signingKey: an Idempotency-Key record keeps an HMAC of the body, as for POST /v1/pay.
export const merchantPayout = accessRoute({
  method: 'POST', path: '/v1/merchant/payout', auth: 'access', domain: 'merchants', handler: 'merchants/payout',
  schemas: { query: noQuery(), body: payoutBody, response: payResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true }, readsIdempotencyKey: true,
  summary: 'Ours (not in the interface): pays part of the calling merchant\'s balance out to its bank account, as a payment; returns its reference.',
});
