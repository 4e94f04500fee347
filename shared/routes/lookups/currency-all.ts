import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { currencyResult } from '../../lookups/results.js';
import { common } from './common.js';

export const currencyAll = accessRoute({
  ...common, path: '/v1/lookup/currency/all', handler: 'lookups/currency-all',
  schemas: { query: noQuery(), response: z.array(currencyResult) },
  summary: 'Every ISO 4217 currency we accept, with numeric code and minor units.',
});
