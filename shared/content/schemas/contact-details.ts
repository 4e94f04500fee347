/** GET /v1/content/contact-details, and the check of contact-details.json when the content loads. */
import * as z from 'zod/mini';

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
