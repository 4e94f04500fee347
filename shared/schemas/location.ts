/** A geographic point as requests give it (addresses, pay requests, terminals, refunds); as answered: location-result.ts. */
import * as z from 'zod/mini';
import { opt, text } from './common.js';
import { storableIssues } from './storable.js';

/** A number the table can store (storable.ts): a denormal like 4e-323 would be refused by DynamoDB as a 500. */
const storableNumber = () => z.number().check(z.refine((n) => storableIssues(n).length === 0, 'must be 0 or at least 1e-130 in magnitude'));

/** Geographic point with an optional zone name and description (addresses, pay requests, terminals). */
export const location = z.strictObject({
  latitude: storableNumber().check(z.gte(-90, 'must be -90 to 90'), z.lte(90, 'must be -90 to 90')),
  longitude: storableNumber().check(z.gte(-180, 'must be -180 to 180'), z.lte(180, 'must be -180 to 180')),
  timeZone: opt(text(64)),
  description: opt(text(512)),
});
export type Location = z.infer<typeof location>;
