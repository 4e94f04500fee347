/** The content fields a message body and a template body share. */
import * as z from 'zod/mini';
import { dateTime, opt, requiredText, text } from './common.js';
import { messagePlacement, messageTarget, messageType } from './notification-enums.js';
import { MAX_BUTTON_TEXT_LENGTH, MAX_HEADER_LENGTH, MAX_MESSAGE_BODY_LENGTH } from './notification-limits.js';

export const contentFields = {
  messageType: messageType,
  messageTarget: messageTarget,
  messagePlacement: z.optional(messagePlacement),
  header: requiredText(MAX_HEADER_LENGTH),
  body: requiredText(MAX_MESSAGE_BODY_LENGTH),
  buttonText: opt(text(MAX_BUTTON_TEXT_LENGTH)),
  /** Null = visible from creation. */
  visibleFromDate: opt(dateTime()),
  visibleUntilDate: dateTime(),
};
