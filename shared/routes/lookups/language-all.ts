import * as z from 'zod/mini';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { languageResult } from '../../lookups/results.js';
import { common } from './common.js';

export const languageAll = accessRoute({
  ...common, path: '/v1/lookup/language/all', handler: 'lookups/language-all',
  schemas: { query: noQuery(), response: z.array(languageResult) },
  summary: 'Every ISO 639-2 language: terminology and bibliographic codes, ISO 639-1 code, name.',
});
