import { endpoint } from '../../shared/http/endpoint.js';
import { allCurrencies } from '../../shared/lookups/currencies.js';
import { currencyAll } from '../../shared/routes/lookups/currency-all.js';

export const handler = endpoint(currencyAll, async () => [...allCurrencies()]);
