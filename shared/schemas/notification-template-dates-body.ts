/** Body of PATCH /v1/notifications/admin/templates/{templateReference}/dates: a template's visibility window. */
import * as z from 'zod/mini';
import { dateTime, opt } from './common.js';

export const templateDatesBody = z.strictObject({
  visibleFromDate: opt(dateTime()),
  visibleUntilDate: dateTime(),
});
export type TemplateDatesBody = z.infer<typeof templateDatesBody>;
