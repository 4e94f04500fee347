/**
 * Explicit JSON Schema for the zod shapes the converter cannot see through (API-4), and for the
 * free-form results checked as objects but documented as the records they are (PERF-24). Refinements
 * (`z.refine`, `z.superRefine`) convert to their base type: the document promises less than the
 * platform checks, never more. Anything else unrepresentable throws, so a new kind is noticed.
 */
import * as z from 'zod/mini';
import type { $ZodTypes, JSONSchema } from 'zod/v4/core';
import { TRACE_METADATA, TRACE_METADATA_LIMITS as L } from '../../shared/schemas/agentic-cancel-session-body.js';
import { FREE_FORM } from '../../shared/schemas/common.js';

type OverrideContext = { zodSchema: $ZodTypes; jsonSchema: JSONSchema.BaseSchema };

/**
 * A request pipe that starts with a transform (`repeatable` in shared/http/schemas.ts turns one
 * query value into an array) has no input type of its own; the client sends what the pipe
 * normalises to, so describe its output side.
 */
export function schemaOverride(io: 'input' | 'output') {
  return ({ zodSchema, jsonSchema }: OverrideContext): void => {
    if (FREE_FORM.has(zodSchema)) return replace(jsonSchema, z.toJSONSchema(FREE_FORM_RECORD, { target: 'draft-2020-12', io, unrepresentable: 'throw' }));
    if (TRACE_METADATA.has(zodSchema)) return replace(jsonSchema, { ...TRACE_METADATA_DOCUMENTED });
    if (io !== 'input' || zodSchema._zod.def.type !== 'pipe') return;
    const { in: first, out } = zodSchema._zod.def;
    if (first._zod.def.type !== 'transform') return;
    replace(jsonSchema, z.toJSONSchema(out, { target: 'draft-2020-12', io, unrepresentable: 'throw' }));
  };
}

/** A free-form object (looseRecord, looseResult) is the record of unknown values it stands for. */
const FREE_FORM_RECORD = z.record(z.string(), z.unknown());

/** ACP's IntentTrace.metadata as the cancel body checks it by hand (ACP-25). */
const TRACE_METADATA_DOCUMENTED: JSONSchema.BaseSchema = {
  type: 'object',
  maxProperties: L.maxFields,
  propertyNames: { type: 'string', minLength: 1, maxLength: L.maxNameLength },
  additionalProperties: { anyOf: [{ type: 'string', maxLength: L.maxTextLength }, { type: 'number' }, { type: 'boolean' }] },
};

function replace(jsonSchema: JSONSchema.BaseSchema, described: JSONSchema.BaseSchema): void {
  delete described.$schema;
  for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
  Object.assign(jsonSchema, described);
}
