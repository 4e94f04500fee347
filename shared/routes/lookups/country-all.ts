import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { countryResult } from '../../lookups/results.js';
import { common } from './common.js';

export const countryAll = accessRoute({
  ...common, path: '/v1/lookup/country/all', handler: 'lookups/country-all',
  schemas: { query: noQuery(), response: z.array(countryResult) },
  summary: 'Every ISO 3166-1 country: alpha-2, alpha-3 and numeric codes, name, dialing code.',
});
