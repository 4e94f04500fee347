import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { digitalAddressResult } from '../../lookups/address-results.js';
import { digitalAddressPath } from '../../lookups/digital-address-path.js';
import { common } from './common.js';

export const addressByDigitalAddress = accessRoute({
  ...common, path: '/v1/lookup/address/{digitalAddress}', handler: 'lookups/digital-address',
  schemas: { path: digitalAddressPath, query: noQuery(), response: digitalAddressResult },
  summary: 'Region and postcode of a Ghana Post GPS digital address; coordinates are not decoded offline.',
});
