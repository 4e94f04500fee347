import { endpoint } from '../../shared/http/endpoint.js';
import { addressAtLocation } from '../../shared/lookups/location.js';
import { addressByLocation } from '../../shared/routes/lookups/address.js';

export const handler = endpoint(addressByLocation, async ({ query }) => addressAtLocation(query.latitude, query.longitude));
