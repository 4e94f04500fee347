import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { merchantCategoryGroupResult } from '../../lookups/results.js';
import { common } from './common.js';

export const merchantCategoryGroups = accessRoute({
  ...common, path: '/v1/lookup/merchant-category-groups', handler: 'lookups/merchant-category-groups',
  schemas: { query: noQuery(), response: z.array(merchantCategoryGroupResult) },
  summary: 'The merchant category groups, each with the codes of its categories.',
});
