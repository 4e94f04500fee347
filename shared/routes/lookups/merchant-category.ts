import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { merchantCategoryResult } from '../../lookups/results.js';
import { common } from './common.js';

export const merchantCategory = accessRoute({
  ...common, path: '/v1/lookup/merchant-category', handler: 'lookups/merchant-category',
  schemas: { query: noQuery(), response: z.array(merchantCategoryResult) },
  summary: 'ISO 18245 merchant category codes with names, descriptions and their group.',
});
