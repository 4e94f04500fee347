import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { bankQuery } from '../../lookups/bank-query.js';
import { bankResult } from '../../lookups/results.js';
import { common } from './common.js';

export const bank = accessRoute({
  ...common, path: '/v1/lookup/bank', handler: 'lookups/bank',
  schemas: { query: bankQuery, response: z.array(bankResult) },
  summary: 'Banks with SWIFT and national bank codes; ?country=<alpha-3> narrows to one country.',
});
