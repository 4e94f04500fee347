import { endpoint } from '../../shared/http/endpoint.js';
import { allLanguages } from '../../shared/lookups/languages.js';
import { languageAll } from '../../shared/routes/lookups/language-all.js';

export const handler = endpoint(languageAll, async () => [...allLanguages()]);
