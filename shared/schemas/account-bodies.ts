/** Bodies of the card-stop and debit-order routes of a consumer's accounts. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { opt, requiredText, text } from './common.js';

export const cardStopBody = z.strictObject({
  cardReference: uuid(),
  reason: opt(text(512)),
});
export type CardStopBody = z.infer<typeof cardStopBody>;

/** Dispute or stop: the same list of debit orders. */
export const debitOrdersBody = z.strictObject({
  debitOrderReferences: z.array(requiredText(64)).check(z.minLength(1, 'must name at least one debit order'), z.maxLength(100, 'must hold at most 100 references')),
});
export type DebitOrdersBody = z.infer<typeof debitOrdersBody>;
