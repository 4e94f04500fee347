/** Request and response shapes of the content endpoints. */
import * as z from 'zod/mini';

export const DOCUMENT_FORMATS = ['json', 'html', 'md'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** ?format=json|html|md, json when absent; other parameters are refused. */
export const documentQuery = z.strictObject({ format: z._default(z.enum(DOCUMENT_FORMATS), 'json') });

const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));

/** Markdown text and the same text rendered to HTML (raw HTML off). */
export const documentSection = z.strictObject({
  id: z.string(),
  heading: z.string(),
  body: z.string(),
  bodyHtml: z.string(),
});

const documentHead = {
  id: z.string(),
  title: z.string(),
  updatedDate: isoDate(),
  summary: z.string(),
  summaryHtml: z.string(),
};

export const documentResult = z.strictObject({ ...documentHead, sections: z.array(documentSection) });
export type DocumentResult = z.infer<typeof documentResult>;

export const faqQuestion = z.strictObject({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  answerHtml: z.string(),
});

export const faqResult = z.strictObject({ ...documentHead, questions: z.array(faqQuestion) });
export type FaqResult = z.infer<typeof faqResult>;

const nullableString = () => z.nullable(z.string());

export const contactDetails = z.strictObject({
  organisationName: z.string(),
  supportEmail: z.string().check(z.email()),
  privacyEmail: z.string().check(z.email()),
  securityEmail: z.string().check(z.email()),
  /** E.164. */
  phoneNumber: z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, 'must be E.164')),
  phoneNumberDisplay: z.string(),
  websiteUrl: z.string().check(z.url()),
  supportHours: z.strictObject({
    /** IANA time zone the hours are in. */
    timeZone: z.string(),
    periods: z.array(
      z.strictObject({
        days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
        opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
        closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
      }),
    ),
    note: nullableString(),
  }),
  /** Same field names as the interface's Address resource. */
  address: z.strictObject({
    addressLine1: z.string(),
    addressLine2: nullableString(),
    city: z.string(),
    state: nullableString(),
    postalCode: nullableString(),
    countryIsoCode: z.string().check(z.regex(/^[A-Z]{3}$/)),
  }),
});
export type ContactDetails = z.infer<typeof contactDetails>;

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
