/** What every content document starts with; the document and the FAQ results share it. */
import * as z from 'zod/mini';
import { isoDate } from './document-fields.js';

export const documentHead = {
  id: z.string(),
  title: z.string(),
  updatedDate: isoDate(),
  summary: z.string(),
  summaryHtml: z.string(),
};
