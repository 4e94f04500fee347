/** A geographic point as requests give it (addresses, pay requests, terminals, refunds); as answered: location-result.ts. */
import * as z from 'zod/mini';
import { opt, storableNumber, text } from './common.js';

/** Geographic point with an optional zone name and description (addresses, pay requests, terminals). */
export const location = z.strictObject({
  latitude: storableNumber().check(z.gte(-90, 'must be -90 to 90'), z.lte(90, 'must be -90 to 90')),
  longitude: storableNumber().check(z.gte(-180, 'must be -180 to 180'), z.lte(180, 'must be -180 to 180')),
  timeZone: opt(text(64)),
  description: opt(text(512)),
});
export type Location = z.infer<typeof location>;
