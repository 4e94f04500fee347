import { endpoint } from '../../shared/http/endpoint.js';
import { ValidationError } from '../../shared/http/errors.js';
import { lookUpDigitalAddress } from '../../shared/lookups/ghana-post-gps.js';
import { addressByDigitalAddress } from '../../shared/routes/lookups/digital-address.js';

export const handler = endpoint(addressByDigitalAddress, async ({ path }) => {
  const result = lookUpDigitalAddress(path.digitalAddress);
  // The path schema already refuses what this cannot read; kept so the two can never disagree silently.
  if (!result) throw new ValidationError([{ field: 'path.digitalAddress', reason: 'must be a Ghana Post GPS digital address such as GA-123-4567' }]);
  return result;
});
