// The floor with zod/mini, its English messages and one small schema: the validator's own cost.
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { handler as floor } from '../floor.js';

z.config(en());
const query = z.strictObject({ reference: z.string(), pageSize: z.optional(z.number()) });

export const handler = async (event: unknown): Promise<{ statusCode: number; body: string }> => {
  query.safeParse(event);
  return floor();
};
