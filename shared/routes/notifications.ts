/** In-app notification messages and the templates that generate them, for admins and for their recipients. */
export { adminCreateMerchantMessage } from './notifications/admin-create-merchant-message.js';
export { adminListMerchantMessages } from './notifications/admin-list-merchant-messages.js';
export { adminCreateConsumerMessage } from './notifications/admin-create-consumer-message.js';
export { adminListConsumerMessages } from './notifications/admin-list-consumer-messages.js';
export { adminGetMessage } from './notifications/admin-get-message.js';
export { adminDeleteMessage } from './notifications/admin-delete-message.js';
export { adminMarkMessageRead } from './notifications/admin-mark-message-read.js';
export { adminCreateTemplate } from './notifications/admin-create-template.js';
export { adminListTemplates } from './notifications/admin-list-templates.js';
export { adminGetTemplate } from './notifications/admin-get-template.js';
export { adminDeleteTemplate } from './notifications/admin-delete-template.js';
export { adminTemplateDates } from './notifications/admin-template-dates.js';
export { listMessages } from './notifications/list-messages.js';
export { getMessage } from './notifications/get-message.js';
export { deleteMessage } from './notifications/delete-message.js';
export { markMessageRead } from './notifications/mark-message-read.js';
