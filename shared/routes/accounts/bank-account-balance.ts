import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { balanceResult } from '../../schemas/account-balance.js';

export const bankAccountBalance = accessRoute({
  method: 'GET', path: '/v1/consumer/account/bank-account/{bankAccountReference}/balance', auth: 'access', domain: 'accounts',
  handler: 'accounts/bank-account-balance',
  schemas: { path: uuidPath('bankAccountReference'), query: noQuery(), response: balanceResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Available and current balance of one of the caller\'s bank accounts.',
});
