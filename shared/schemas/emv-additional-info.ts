/** The named sub-IDs of EMV ID 62 (additional data), shared by the EMV request and the decode answer. */
import type * as z from 'zod/mini';
import { opt } from './common.js';

/** ID 62's sub-IDs 01-11 by the codec's names (shared/qr/fields.ts). */
export const ADDITIONAL_INFO_NAMES = [
  'billNumber', 'mobileNumber', 'storeLabel', 'loyaltyNumber', 'referenceLabel', 'customerLabel', 'terminalLabel',
  'purposeOfTransaction', 'additionalConsumerDataRequest', 'merchantTaxId', 'merchantChannel',
] as const;
export const additionalNamed = <T extends z.ZodMiniType>(schema: () => T) =>
  Object.fromEntries(ADDITIONAL_INFO_NAMES.map((name) => [name, opt(schema())])) as Record<(typeof ADDITIONAL_INFO_NAMES)[number], z.ZodMiniOptional<z.ZodMiniNullable<T>>>;
