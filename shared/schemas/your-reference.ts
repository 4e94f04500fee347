/** A caller's yourReference: a payment's, or a payment form's clientReference that becomes one (FORM-10). */
import * as z from 'zod/mini';
import { CHECKOUT_REFERENCE_PREFIX, RESERVED_REFERENCE_REASON } from '../payments/references.js';
import { text } from './common.js';

/** Any text up to `max` characters except the prefix agentic checkouts' payments are made under (ACP-8). */
export const yourReference = (max?: number) => text(max).check(z.refine((reference) => !reference.startsWith(CHECKOUT_REFERENCE_PREFIX), RESERVED_REFERENCE_REASON));
