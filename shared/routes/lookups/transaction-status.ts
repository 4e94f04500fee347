import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { transactionStatusResult } from '../../lookups/results.js';
import { common } from './common.js';

export const transactionStatus = accessRoute({
  ...common, path: '/v1/lookup/transaction-status', handler: 'lookups/transaction-status',
  schemas: { query: noQuery(), response: z.array(transactionStatusResult) },
  summary: 'Payment and transaction statuses: code, name, description, whether final, and the statuses each may move to.',
});
