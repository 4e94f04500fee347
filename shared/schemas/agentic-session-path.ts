/** The checkout session id in agentic paths and allowances. */
import * as z from 'zod/mini';

/** Session ids are ours (cs_…) but opaque to agents. */
export const checkoutSessionPath = z.strictObject({
  checkoutSessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a checkout session id')),
});
