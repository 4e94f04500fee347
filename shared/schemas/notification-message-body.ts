/** Body of the admin message create routes (one merchant or one consumer). */
import * as z from 'zod/mini';
import { opt, text } from './common.js';
import { contentFields } from './notification-content.js';

export const messageBody = z.strictObject({
  ...contentFields,
  navigationKey: opt(text(128)),
  navigationValue: opt(text(1024)),
});
export type MessageBody = z.infer<typeof messageBody>;
