import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { countryResult } from '../../lookups/results.js';
import { common } from './common.js';

export const country = accessRoute({
  ...common, path: '/v1/lookup/country', handler: 'lookups/country',
  schemas: { query: noQuery(), response: z.array(countryResult) },
  summary: 'Countries this environment serves (ENABLED_COUNTRIES): ISO 3166-1 codes, names and dialing codes.',
});
