/** In-app notification messages and the templates that generate them, for admins and for their recipients. */
import * as z from 'zod/mini';
import { route } from '../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../http/schemas.js';
import { messageBody, messageListQuery, messageResult, templateBody, templateDatesBody, templateResult } from '../schemas/notification.js';

const domain = 'notifications';

export const adminCreateMerchantMessage = route({
  method: 'POST', path: '/v1/notifications/admin/messages/merchant/{merchantReference}', auth: 'admin', domain,
  handler: 'notifications/admin-create-merchant-message',
  schemas: { path: uuidPath('merchantReference'), query: noQuery(), body: messageBody, response: messageResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates an in-app message for one merchant.',
});

export const adminListMerchantMessages = route({
  method: 'GET', path: '/v1/notifications/admin/messages/merchant/{merchantReference}', auth: 'admin', domain,
  handler: 'notifications/admin-list-merchant-messages',
  schemas: { path: uuidPath('merchantReference'), query: messageListQuery, response: z.array(messageResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Messages of one merchant, visible or not, newest first, paged (pageSize, beforeReference).',
});

export const adminCreateConsumerMessage = route({
  method: 'POST', path: '/v1/notifications/admin/messages/consumer/{consumerReference}', auth: 'admin', domain,
  handler: 'notifications/admin-create-consumer-message',
  schemas: { path: uuidPath('consumerReference'), query: noQuery(), body: messageBody, response: messageResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Creates an in-app message for one consumer.',
});

export const adminListConsumerMessages = route({
  method: 'GET', path: '/v1/notifications/admin/messages/consumer/{consumerReference}', auth: 'admin', domain,
  handler: 'notifications/admin-list-consumer-messages',
  schemas: { path: uuidPath('consumerReference'), query: messageListQuery, response: z.array(messageResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Messages of one consumer, visible or not, newest first, paged (pageSize, beforeReference).',
});

export const adminGetMessage = route({
  method: 'GET', path: '/v1/notifications/admin/messages/{messageReference}', auth: 'admin', domain, handler: 'notifications/admin-get-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: messageResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Any message by reference.',
});

export const adminDeleteMessage = route({
  method: 'DELETE', path: '/v1/notifications/admin/messages/{messageReference}', auth: 'admin', domain,
  handler: 'notifications/admin-delete-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Deletes any message.',
});

export const adminMarkMessageRead = route({
  method: 'PATCH', path: '/v1/notifications/admin/messages/{messageReference}/read', auth: 'admin', domain,
  handler: 'notifications/admin-mark-message-read',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Marks any message read and sets its read date.',
});

export const adminCreateTemplate = route({
  method: 'POST', path: '/v1/notifications/admin/templates', auth: 'admin', domain, handler: 'notifications/admin-create-template',
  schemas: { query: noQuery(), body: templateBody, response: templateResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['notifications'] },
  summary: 'Creates a message template; its messages are generated in the background for the audience the filters select (progress on the template).',
});

export const adminListTemplates = route({
  method: 'GET', path: '/v1/notifications/admin/templates', auth: 'admin', domain, handler: 'notifications/admin-list-templates',
  schemas: { query: noQuery(), response: z.array(templateResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'All message templates with their message counts.',
});

export const adminGetTemplate = route({
  method: 'GET', path: '/v1/notifications/admin/templates/{templateReference}', auth: 'admin', domain, handler: 'notifications/admin-get-template',
  schemas: { path: uuidPath('templateReference'), query: noQuery(), response: templateResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One message template.',
});

export const adminDeleteTemplate = route({
  method: 'DELETE', path: '/v1/notifications/admin/templates/{templateReference}', auth: 'admin', domain,
  handler: 'notifications/admin-delete-template',
  schemas: { path: uuidPath('templateReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['notifications'] },
  summary: 'Deletes a template and, in the background, every message generated from it.',
});

export const adminTemplateDates = route({
  method: 'PATCH', path: '/v1/notifications/admin/templates/{templateReference}/dates', auth: 'admin', domain,
  handler: 'notifications/admin-template-dates',
  schemas: { path: uuidPath('templateReference'), query: noQuery(), body: templateDatesBody, response: templateResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['notifications'] },
  summary: 'Changes the visibility window of a template now and of its messages in the background.',
});

export const listMessages = route({
  method: 'GET', path: '/v1/notifications/messages', auth: 'access', domain, handler: 'notifications/list-messages',
  schemas: { query: messageListQuery, response: z.array(messageResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Messages of the authenticated consumer or merchant visible now, newest first, paged (pageSize, beforeReference).',
});

export const getMessage = route({
  method: 'GET', path: '/v1/notifications/messages/{messageReference}', auth: 'access', domain, handler: 'notifications/get-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: messageResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'One of the caller\'s messages.',
});

export const deleteMessage = route({
  method: 'DELETE', path: '/v1/notifications/messages/{messageReference}', auth: 'access', domain, handler: 'notifications/delete-message',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Deletes one of the caller\'s messages.',
});

export const markMessageRead = route({
  method: 'PATCH', path: '/v1/notifications/messages/{messageReference}/read', auth: 'access', domain, handler: 'notifications/mark-message-read',
  schemas: { path: uuidPath('messageReference'), query: noQuery(), response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Marks one of the caller\'s messages read and sets its read date.',
});
