/** ACP's Address, on a payment's and a delegated card's billing address. */
import * as z from 'zod/mini';
import { text } from './common.js';
import { opt } from './agentic-fields.js';

export const address = z.strictObject({
  name: text(256),
  line_one: text(60),
  line_two: opt(text(60)),
  city: text(60),
  state: text(128),
  country: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code')),
  postal_code: text(20),
});
