/**
 * The body of POST /v1/checkout_sessions/{id}/cancel: ACP's CancelSessionRequest, optional. Its
 * intent_trace is kept on the session as sent, for the merchant's analytics (ACP-25).
 */
import * as z from 'zod/mini';
import { requiredText, text } from './common.js';
import { opt } from './agentic-fields.js';
import { numberIssue } from './storable.js';

export const TRACE_METADATA_LIMITS = { maxFields: 50, maxNameLength: 64, maxTextLength: 500 } as const;
const L = TRACE_METADATA_LIMITS;

function traceValueIssue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length > L.maxTextLength ? `must be at most ${L.maxTextLength} characters` : undefined;
  if (typeof value === 'number') return numberIssue(value);
  return typeof value === 'boolean' ? undefined : 'must be a string, a number or a boolean';
}

/**
 * ACP's IntentTrace.metadata: one level of names to strings, numbers or booleans, bounded here so
 * the session stays small. An object schema checked by hand: zod's record adds 3 KB (PERF-24).
 */
const traceMetadata = () => {
  const schema = z.looseObject({}).check(z.superRefine((value, ctx) => {
    const entries = Object.entries(value);
    if (entries.length > L.maxFields) ctx.addIssue({ code: 'custom', message: `must hold at most ${L.maxFields} fields`, input: value });
    for (const [name, field] of entries.slice(0, L.maxFields)) {
      const message = name === '' || name.length > L.maxNameLength ? `must be named with 1 to ${L.maxNameLength} characters` : traceValueIssue(field);
      if (message) ctx.addIssue({ code: 'custom', message, path: [name], input: field });
    }
  }));
  TRACE_METADATA.add(schema);
  return schema;
};

/** The metadata schemas, for the OpenAPI generator to document as the map they check (lib/openapi/overrides.ts). */
export const TRACE_METADATA = new WeakSet<object>();

export const cancelCheckoutSessionBody = z.optional(z.object({
  intent_trace: opt(z.object({ reason_code: requiredText(64), trace_summary: opt(text(L.maxTextLength)), metadata: opt(traceMetadata()) })),
}));
export type CancelCheckoutSessionBody = z.infer<typeof cancelCheckoutSessionBody>;
