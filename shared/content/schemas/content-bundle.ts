/** GET /v1/content. */
import * as z from 'zod/mini';
import { DOCUMENT_FORMATS, isoDate } from './document-fields.js';

export const contentBundle = z.strictObject({
  /** Changes whenever any document or the contact details change; clients may cache on it. */
  version: z.string(),
  appName: z.string(),
  locale: z.string(),
  updatedDate: isoDate(),
  documents: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      updatedDate: isoDate(),
      /** Relative to the API base URL; add ?format=html or ?format=md for those forms. */
      url: z.string(),
      formats: z.array(z.enum(DOCUMENT_FORMATS)),
    }),
  ),
  supportLinks: z.array(z.strictObject({ id: z.string(), label: z.string(), url: z.string() })),
  contactDetailsUrl: z.string(),
});
export type ContentBundle = z.infer<typeof contentBundle>;
