/** One in-app message as the notification routes answer it. */
import * as z from 'zod/mini';
import { opt } from './common.js';
import { messagePlacement, messageTarget, messageType } from './notification-enums.js';

export const messageResult = z.object({
  reference: z.string(),
  messageType: messageType,
  messageTarget: messageTarget,
  messagePlacement: messagePlacement,
  header: z.string(),
  body: z.string(),
  navigationKey: opt(z.string()),
  navigationValue: opt(z.string()),
  buttonText: opt(z.string()),
  isRead: z.boolean(),
  readDate: opt(z.string()),
  visibleFromDate: opt(z.string()),
  visibleUntilDate: z.string(),
  createdDate: z.string(),
});
export type MessageResult = z.infer<typeof messageResult>;
