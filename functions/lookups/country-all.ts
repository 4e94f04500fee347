import { endpoint } from '../../shared/http/endpoint.js';
import { allCountries } from '../../shared/lookups/countries.js';
import { countryAll } from '../../shared/routes/lookups/country-all.js';

export const handler = endpoint(countryAll, async () => [...allCountries()]);
