import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { languageResult } from '../../lookups/results.js';
import { common } from './common.js';

export const language = accessRoute({
  ...common, path: '/v1/lookup/language', handler: 'lookups/language',
  schemas: { query: noQuery(), response: z.array(languageResult) },
  summary: 'Languages this environment serves (ENABLED_LANGUAGES), as ISO 639-2 codes and names.',
});
