/** One message template as the template routes answer it, with its counts and progress. */
import * as z from 'zod/mini';
import { opt } from './common.js';
import { audienceFilter } from './notification-audience.js';
import { messagePlacement, messageTarget, messageType } from './notification-enums.js';

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
