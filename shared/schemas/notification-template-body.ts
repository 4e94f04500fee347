/** Body of POST /v1/notifications/admin/templates: messages are generated for the audience. */
import * as z from 'zod/mini';
import { audienceFilter } from './notification-audience.js';
import { contentFields } from './notification-content.js';

export const templateBody = z.strictObject({
  ...contentFields,
  /** At least one: a template never reaches every merchant by omission (NTF-3). */
  audienceFilters: z.array(audienceFilter).check(
    z.minLength(1, 'must name at least one filter (AllMerchants for everyone)'),
    z.refine((a) => new Set(a).size === a.length, 'must not repeat a filter'),
  ),
});
export type TemplateBody = z.infer<typeof templateBody>;
