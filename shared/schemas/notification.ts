/**
 * In-app notification messages and the templates that generate them for an audience. Each schema
 * lives in a module of its own so a function builds only the ones its route names (issue 16); this
 * module gathers them for importers that want them all.
 */
export { AUDIENCE_FILTERS, audienceFilter, type AudienceFilter } from './notification-audience.js';
export {
  MESSAGE_PLACEMENTS, MESSAGE_TARGETS, MESSAGE_TYPES, messagePlacement, messageTarget, messageType,
  type MessagePlacement, type MessageTarget, type MessageType,
} from './notification-enums.js';
export { DEFAULT_PAGE_SIZE, MAX_BUTTON_TEXT_LENGTH, MAX_HEADER_LENGTH, MAX_MESSAGE_BODY_LENGTH, MAX_PAGE_SIZE } from './notification-limits.js';
export { messageBody, type MessageBody } from './notification-message-body.js';
export { messageListQuery, type MessageListQuery } from './notification-message-query.js';
export { messageResult, type MessageResult } from './notification-message-result.js';
export { templateBody, type TemplateBody } from './notification-template-body.js';
export { templateDatesBody, type TemplateDatesBody } from './notification-template-dates-body.js';
export { templateResult, type TemplateResult } from './notification-template-result.js';
