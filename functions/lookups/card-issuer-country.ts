import { endpoint } from '../../shared/http/endpoint.js';
import { cardIssuerCountry as issuerCountry } from '../../shared/lookups/card-issuers.js';
import { cardIssuerCountry } from '../../shared/routes/lookups/card-issuer-country.js';

// The BIN is card data: it is not logged here, and the chain logs neither query strings nor reasons carrying values.
export const handler = endpoint(cardIssuerCountry, async ({ query }) => issuerCountry(query.cardBin));
