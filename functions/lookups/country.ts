import { endpoint } from '../../shared/http/endpoint.js';
import { allCountries } from '../../shared/lookups/countries.js';
import { configuredSubset, lookupSettings } from '../../shared/lookups/settings.js';
import { country } from '../../shared/routes/lookups/country.js';

export const handler = endpoint(country, async () =>
  configuredSubset(allCountries(), (c) => c.longIsoCode, lookupSettings.enabledCountries, 'ENABLED_COUNTRIES'),
);
