/**
 * The shape of one access policy name. Apart from claims.ts so that the claim checks
 * (claim-policy.ts), which every route that enforces a claim bundles, need not build the schema of
 * every claim a partner may put in a token (issue 16).
 */
import * as z from 'zod/mini';

/** One policy name, as a regular-expression source (the AccessPolicy claim joins them with commas). */
export const POLICY_NAME_SOURCE = '[A-Za-z0-9_.:-]{1,64}';

/** Access policies travel in the AccessPolicy claim, comma separated (claim values are strings). */
export const accessPolicyName = z.string().check(z.regex(new RegExp(`^${POLICY_NAME_SOURCE}$`), 'must be 1-64 letters, digits or _ . : -'));
