/** The query of the four document routes. */
import * as z from 'zod/mini';
import { DOCUMENT_FORMATS } from './document-fields.js';

/** ?format=json|html|md, json when absent; other parameters are refused. */
export const documentQuery = z.strictObject({ format: z._default(z.enum(DOCUMENT_FORMATS), 'json') });
