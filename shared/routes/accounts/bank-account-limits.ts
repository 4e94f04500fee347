import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { limitResult } from '../../schemas/account-limit-result.js';

export const bankAccountLimits = accessRoute({
  method: 'GET', path: '/v1/consumer/account/bank-account/{bankAccountReference}/limit', auth: 'access', domain: 'accounts',
  handler: 'accounts/bank-account-limits',
  schemas: { path: uuidPath('bankAccountReference'), query: noQuery(), response: z.array(limitResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Transaction limits of one of the caller\'s bank accounts.',
});
