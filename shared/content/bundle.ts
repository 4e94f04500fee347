/** GET /v1/content and GET /v1/content/contact-details: the client content bundle and contact details. */
import { createHash } from 'node:crypto';
import contactDetailsJson from './contact-details.json' with { type: 'json' };
import { contentDocument, DOCUMENT_IDS, DOCUMENT_SOURCES } from './documents.js';
import { contactDetails as contactDetailsSchema, type ContactDetails } from './schemas/contact-details.js';
import type { ContentBundle } from './schemas/content-bundle.js';
import { DOCUMENT_FORMATS } from './schemas/document-fields.js';

export const APP_NAME = 'Payments Platform';
export const CONTENT_LOCALE = 'en';

// Checked when the module loads: a bad edit to the JSON fails the function at once, not per request.
export const contactDetails: ContactDetails = contactDetailsSchema.parse(contactDetailsJson);

/** A hash of everything the bundle points at, so clients can tell when to refetch. */
export function contentVersion(): string {
  const hash = createHash('sha256');
  for (const id of DOCUMENT_IDS) hash.update(id).update('\0').update(DOCUMENT_SOURCES[id]).update('\0');
  hash.update(JSON.stringify(contactDetails));
  return hash.digest('hex').slice(0, 16);
}

export function contentBundle(): ContentBundle {
  const documents = DOCUMENT_IDS.map((id) => {
    const doc = contentDocument(id);
    return { id, title: doc.title, updatedDate: doc.updatedDate, url: `/v1/content/${id}`, formats: [...DOCUMENT_FORMATS] };
  });
  return {
    version: contentVersion(),
    appName: APP_NAME,
    locale: CONTENT_LOCALE,
    updatedDate: documents.map((d) => d.updatedDate).reduce((a, b) => (a > b ? a : b)),
    documents,
    supportLinks: [
      { id: 'email', label: 'E-mail support', url: `mailto:${contactDetails.supportEmail}` },
      { id: 'phone', label: 'Call support', url: `tel:${contactDetails.phoneNumber}` },
      { id: 'faq', label: 'Frequently asked questions', url: '/v1/content/faq?format=html' },
      { id: 'help', label: 'Help', url: '/v1/content/help?format=html' },
      { id: 'website', label: 'Website', url: contactDetails.websiteUrl },
    ],
    contactDetailsUrl: '/v1/content/contact-details',
  };
}
