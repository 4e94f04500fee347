/** Query of the hosted payment form from a signed offline link. */
import * as z from 'zod/mini';
import { requiredText } from './common.js';

/** ?x=ClientTimestamp|…: pipe-delimited values, the first a client timestamp. */
export const offlinePaymentFormQuery = z.strictObject({ x: requiredText(4096) });
export type OfflinePaymentFormQuery = z.infer<typeof offlinePaymentFormQuery>;
