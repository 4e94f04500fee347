/** Pieces the content results share that build nothing when imported: the document formats and the date field. */
import * as z from 'zod/mini';

export const DOCUMENT_FORMATS = ['json', 'html', 'md'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));
