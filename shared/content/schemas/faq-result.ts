/** GET /v1/content/faq?format=json. */
import * as z from 'zod/mini';
import { documentHead } from './document-head.js';

export const faqQuestion = z.strictObject({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  answerHtml: z.string(),
});

export const faqResult = z.strictObject({ ...documentHead, questions: z.array(faqQuestion) });
export type FaqResult = z.infer<typeof faqResult>;
