import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { productTypeResult } from '../../lookups/results.js';
import { common } from './common.js';

export const productType = accessRoute({
  ...common, path: '/v1/lookup/product-type', handler: 'lookups/product-type',
  schemas: { query: noQuery(), response: z.array(productTypeResult) },
  summary: 'Product types a merchant product can have, with descriptions and display groups.',
});
