import { endpoint } from '../../shared/http/endpoint.js';
import { allCurrencies } from '../../shared/lookups/currencies.js';
import { configuredSubset, lookupSettings } from '../../shared/lookups/settings.js';
import { currency } from '../../shared/routes/lookups/currency.js';

export const handler = endpoint(currency, async () =>
  configuredSubset(allCurrencies(), (c) => c.code, lookupSettings.enabledCurrencies, 'ENABLED_CURRENCIES'),
);
