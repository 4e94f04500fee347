import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { payResult } from '../../schemas/pay-result.js';
import { payoutBody } from '../../schemas/wallet-payout-body.js';

export const adminMerchantPayout = adminRoute({
  method: 'POST', path: '/v1/merchant/admin/payout/{merchantReference}', auth: 'admin', domain: 'merchants', handler: 'merchants/admin-payout',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), body: payoutBody, response: payResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true }, readsIdempotencyKey: true,
  summary: 'Ours (not in the interface): pays part of a merchant\'s balance out to its bank account, as a payment; returns its reference.',
});
