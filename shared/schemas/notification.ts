/** In-app notification messages and the templates that generate them for an audience. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { dateTime, digitsAsInt, opt, requiredText, text } from './common.js';

export const MESSAGE_TYPES = ['Information', 'Warning', 'Critical'] as const;
export const messageType = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageType>;

export const MESSAGE_TARGETS = ['None', 'Portal', 'Terminal', 'Email'] as const;
export const messageTarget = z.enum(MESSAGE_TARGETS);
export type MessageTarget = z.infer<typeof messageTarget>;

export const MESSAGE_PLACEMENTS = [
  'None', 'Dashboard', 'Reports', 'ValueAddedServices', 'Profile', 'QR', 'Transactions', 'Loans', 'HelpAndSupport',
  'UserManagement', 'Devices',
] as const;
export const messagePlacement = z.enum(MESSAGE_PLACEMENTS);
export type MessagePlacement = z.infer<typeof messagePlacement>;

export const AUDIENCE_FILTERS = [
  'AllMerchants', 'IndustryRetail', 'IndustryRestaurant', 'IndustryForecourt', 'IndustryWorkshop',
  'MerchantsWithLegacyTerminals', 'MerchantsWithNewTerminals', 'MerchantsWithProducts',
] as const;
export const audienceFilter = z.enum(AUDIENCE_FILTERS);
export type AudienceFilter = z.infer<typeof audienceFilter>;

/** Interface limits. The body limit is ours. */
export const MAX_HEADER_LENGTH = 512;
export const MAX_BUTTON_TEXT_LENGTH = 128;
export const MAX_MESSAGE_BODY_LENGTH = 8000;

const contentFields = {
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

/** Body of the admin message create routes (one merchant or one consumer). */
export const messageBody = z.strictObject({
  ...contentFields,
  navigationKey: opt(text(128)),
  navigationValue: opt(text(1024)),
});
export type MessageBody = z.infer<typeof messageBody>;

/** Body of POST /v1/notifications/admin/templates: messages are generated for the audience. */
export const templateBody = z.strictObject({
  ...contentFields,
  /** At least one: a template never reaches every merchant by omission (NTF-3). */
  audienceFilters: z.array(audienceFilter).check(
    z.minLength(1, 'must name at least one filter (AllMerchants for everyone)'),
    z.refine((a) => new Set(a).size === a.length, 'must not repeat a filter'),
  ),
});
export type TemplateBody = z.infer<typeof templateBody>;

export const templateDatesBody = z.strictObject({
  visibleFromDate: opt(dateTime()),
  visibleUntilDate: dateTime(),
});
export type TemplateDatesBody = z.infer<typeof templateDatesBody>;

/** Paging of a message list, newest first (NTF-7): at most pageSize, older than the message named. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const messageListQuery = z.optional(z.strictObject({
  pageSize: z.optional(z.pipe(digitsAsInt(3), z.number().check(z.gte(1, 'must be at least 1'), z.lte(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)))),
  /** The reference of the last message of the previous page. */
  beforeReference: z.optional(uuid()),
}));
export type MessageListQuery = z.infer<typeof messageListQuery>;

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

export const templateResult = z.object({
  reference: z.string(),
  messageType: messageType,
  messageTarget: messageTarget,
  messagePlacement: messagePlacement,
  header: z.string(),
  body: z.string(),
  buttonText: opt(z.string()),
  visibleFromDate: opt(z.string()),
  visibleUntilDate: z.string(),
  audienceFilters: opt(z.array(audienceFilter)),
  isExtended: z.boolean(),
  createdDate: z.string(),
  /** Messages the fan-out created; a recipient deleting theirs does not lower it (NTF-6). */
  messageCount: z.number(),
  /** Where the background work stands (NTF-5): exact once status is Completed. */
  progress: z.object({
    status: z.enum(['Generating', 'Redating', 'Deleting', 'Completed']),
    shardsTotal: z.number(),
    shardsDone: z.number(),
    merchantsExamined: z.number(),
  }),
  endsSoon: z.boolean(),
  isExpired: z.boolean(),
  isActive: z.boolean(),
});
export type TemplateResult = z.infer<typeof templateResult>;
