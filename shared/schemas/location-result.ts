/** A geographic point as answered: plain types, so a stored value that predates a rule never turns a read into a 500. */
import * as z from 'zod/mini';
import { opt } from './common.js';

export const locationResult = z.object({
  latitude: z.number(),
  longitude: z.number(),
  timeZone: opt(z.string()),
  description: opt(z.string()),
});
