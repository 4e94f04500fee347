/**
 * Reading what a Step Functions workflow hands one of its tasks. The input is our own state
 * machine's (lib/workflows/*.asl.json), references and flags only, so a small reader does instead
 * of a zod schema: zod's core was 16 KB of every task's bundle, the functions every payment and
 * refund runs (issue 16, PERF-26). Fields not named are left out, as zod's object did.
 */

/** The input is not what the workflow sends: a defect of ours, which the workflow's Catch compensates. */
export class MalformedTaskInput extends Error {
  override name = 'MalformedTaskInput';
}

type Fields = Readonly<Record<string, unknown>>;

export function taskFields(event: unknown, where = 'task input'): Fields {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new MalformedTaskInput(`${where} is not an object`);
  return event as Fields;
}

/** A reference: a string of 1–128 characters. */
export function reference(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string' || value.length < 1 || value.length > 128) throw new MalformedTaskInput(`${key} must be a string of 1 to 128 characters`);
  return value;
}

export function optionalString(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  if (value !== undefined && typeof value !== 'string') throw new MalformedTaskInput(`${key} must be a string when present`);
  return value;
}

export function optionalBoolean(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  if (value !== undefined && typeof value !== 'boolean') throw new MalformedTaskInput(`${key} must be true or false when present`);
  return value;
}

/** The workflow's Catch puts the failure under `failure`: States' Error and Cause, each a string when present. */
export function failureOf(fields: Fields): { Error?: string; Cause?: string } {
  const failure = taskFields(fields['failure'], 'failure');
  const Error = optionalString(failure, 'Error');
  const Cause = optionalString(failure, 'Cause');
  return { ...(Error === undefined ? {} : { Error }), ...(Cause === undefined ? {} : { Cause }) };
}
