import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { currencyResult } from '../../lookups/results.js';
import { common } from './common.js';

export const currency = accessRoute({
  ...common, path: '/v1/lookup/currency', handler: 'lookups/currency',
  schemas: { query: noQuery(), response: z.array(currencyResult) },
  summary: 'Currencies this environment serves (ENABLED_CURRENCIES), with ISO 4217 numeric code and minor units.',
});
