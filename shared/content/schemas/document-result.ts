/** GET /v1/content/{privacy-policy,terms-of-use,help}?format=json. */
import * as z from 'zod/mini';
import { documentHead } from './document-head.js';

/** Markdown text and the same text rendered to HTML (raw HTML off). */
export const documentSection = z.strictObject({
  id: z.string(),
  heading: z.string(),
  body: z.string(),
  bodyHtml: z.string(),
});

export const documentResult = z.strictObject({ ...documentHead, sections: z.array(documentSection) });
export type DocumentResult = z.infer<typeof documentResult>;
