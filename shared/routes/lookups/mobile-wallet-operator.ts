import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { mobileWalletOperatorResult } from '../../lookups/results.js';
import { common } from './common.js';

export const mobileWalletOperator = accessRoute({
  ...common, path: '/v1/lookup/mobile-wallet-operator', handler: 'lookups/mobile-wallet-operator',
  schemas: { query: noQuery(), response: z.array(mobileWalletOperatorResult) },
  summary: 'Mobile money operators with their country and currency.',
});
