import { endpoint } from '../../shared/http/endpoint.js';
import { allLanguages } from '../../shared/lookups/languages.js';
import { configuredSubset, lookupSettings } from '../../shared/lookups/settings.js';
import { language } from '../../shared/routes/lookups/language.js';

export const handler = endpoint(language, async () =>
  configuredSubset(allLanguages(), (l) => l.code, lookupSettings.enabledLanguages, 'ENABLED_LANGUAGES'),
);
