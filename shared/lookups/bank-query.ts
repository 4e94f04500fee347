/** Query of GET /v1/lookup/bank. */
import * as z from 'zod/mini';
import { countryIsoCode } from './schemas.js';

/** ?country= (optional) on GET /v1/lookup/bank. */
export const bankQuery = z.strictObject({ country: z.optional(countryIsoCode()) });
