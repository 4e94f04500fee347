/** Request bodies of the product create and update routes (their results: product-results.ts). */
import * as z from 'zod/mini';
import { amountInCents, uuid } from '../http/schemas.js';
import { PRODUCT_TYPE_CODES } from '../lookups/product-type-codes.js';
import { currencyCode, dateTime, httpUrl, opt, requiredText, text } from './common.js';

const productTypes = new Set<string>(PRODUCT_TYPE_CODES);

/** A value the buyer enters when paying for the product (an account or meter number, say); the interface shows only `{}`. */
export const productInputField = z.strictObject({
  name: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a name of letters, digits and _ (at most 64)')),
  label: opt(text(128)),
  fieldType: z.optional(z.enum(['Text', 'Number', 'Msisdn', 'EmailAddress', 'AccountNumber', 'Date'])),
  isRequired: z.optional(z.boolean()),
  minimumLength: opt(z.number().check(z.int('must be a whole number'), z.gte(0, 'must be 0 to 256'), z.lte(256, 'must be 0 to 256'))),
  maximumLength: opt(z.number().check(z.int('must be a whole number'), z.gte(1, 'must be 1 to 256'), z.lte(256, 'must be 1 to 256'))),
  description: opt(text(512)),
});

const productFields = {
  reference: opt(uuid()),
  // Server-owned; accepted so a fetched product can be sent back, then ignored.
  createdDate: opt(z.string()),
  lastUpdatedDate: opt(z.string()),
  yourReference: opt(text()),
  name: requiredText(200),
  description: opt(text(2000)),
  unitLabel: opt(text(32)),
  productType: z.string().check(z.refine((v) => productTypes.has(v), 'must be a product type code from GET /v1/lookup/product-type, e.g. Airtime')),
  currency: z.optional(currencyCode()),
  amountInCents: opt(amountInCents()),
  maximumAmountInCents: opt(amountInCents()),
  futureAmountInCents: opt(amountInCents()),
  futureAmountEffectiveFromDate: opt(dateTime()),
  fullAmountRequired: z.optional(z.boolean()),
  quantityRequired: z.optional(z.boolean()),
  isActive: z.optional(z.boolean()),
  // Server-populated on lists; ignored on input.
  isAssigned: z.optional(z.boolean()),
  iconUrl: opt(httpUrl()),
  fields: opt(z.array(productInputField).check(z.maxLength(50, 'must hold at most 50 fields'))),
  // Ours: the owner's catalog the product is offered in (null = none); see docs/decisions/merchants-products.md.
  catalogName: opt(text(128)),
  // Ours: true deletes the product for good (there is no delete endpoint); false is the default.
  isDeleted: z.optional(z.boolean()),
};

/**
 * Body of the product create routes. A product is created live: `isDeleted: true` would be taken and
 * then dropped, so it is refused (MER-14); false, the default, is accepted.
 */
export const productBody = z.strictObject({
  ...productFields,
  isDeleted: z.optional(z.boolean().check(z.refine((deleted) => !deleted, 'cannot be true when creating a product: it is created live; delete it with PUT /v1/merchant/product'))),
});
export type ProductBody = z.infer<typeof productBody>;

/** Body of the product update routes: the reference names the product (404 when unknown). */
export const productUpdateBody = z.strictObject({ ...productFields, reference: uuid() });
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;
