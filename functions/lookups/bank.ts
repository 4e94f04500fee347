import { endpoint } from '../../shared/http/endpoint.js';
import { banks } from '../../shared/lookups/banks.js';
import { bank } from '../../shared/routes/lookups/bank.js';

// A valid country with no banks listed answers an empty list, not 404: the filter found nothing.
export const handler = endpoint(bank, async ({ query }) => banks(query.country));
