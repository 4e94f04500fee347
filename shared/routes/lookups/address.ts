import { accessRoute } from '../../http/route.js';
import { addressByLocationResult } from '../../lookups/address-results.js';
import { addressByLocationQuery } from '../../lookups/location-query.js';
import { common } from './common.js';

export const addressByLocation = accessRoute({
  ...common, path: '/v1/lookup/address', handler: 'lookups/address',
  schemas: { query: addressByLocationQuery, response: addressByLocationResult },
  summary: 'Country, time zone and nearest city of a latitude/longitude, and which address fields stay unknown.',
});
