import { accessRoute } from '../../http/route.js';
import { cardIssuerCountryQuery } from '../../lookups/card-issuer-query.js';
import { cardIssuerCountryResult } from '../../lookups/results.js';
import { common } from './common.js';

export const cardIssuerCountry = accessRoute({
  ...common, path: '/v1/lookup/card-issuer-country', handler: 'lookups/card-issuer-country',
  schemas: { query: cardIssuerCountryQuery, response: cardIssuerCountryResult },
  summary: 'Issuer country of a card from its 6-digit BIN (never more digits); isAvailable false when unknown.',
});
