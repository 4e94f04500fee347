/**
 * The payment trace: a payment's Step Functions execution (named after the payment reference) read
 * through DescribeExecution and GetExecutionHistory, one line per event, every input, output, error
 * and cause masked. The same function reads AWS or the local platform; only the client's endpoint
 * differs. Card numbers, MSISDNs and account numbers keep their last four characters; CVVs, PINs,
 * OTPs and task tokens are never printed.
 */
import { DescribeExecutionCommand, GetExecutionHistoryCommand, type HistoryEvent, type SFNClient } from '@aws-sdk/client-sfn';
import { maskCardNumbers, maskMsisdn, maskTail } from '../rails/masking.js';

export interface TraceLine {
  /** ISO time of the event. */
  time: string;
  type: string;
  /** The state the event belongs to, when it names one. */
  state?: string;
  /** Input, output, error, cause or retry attempt, masked. */
  detail?: string;
}

export interface PaymentTrace {
  executionArn: string;
  status: string;
  startDate?: string;
  stopDate?: string;
  lines: TraceLine[];
}

export interface TraceOptions {
  client: Pick<SFNClient, 'send'>;
  /** The payment state machine's ARN (WORKFLOW_ARN_PAYMENT in AWS; the local platform's otherwise). */
  stateMachineArn: string;
  paymentReference: string;
}

/** arn:aws:states:REGION:ACCOUNT:stateMachine:NAME → arn:aws:states:REGION:ACCOUNT:execution:NAME:EXECUTION. */
export function executionArnFor(stateMachineArn: string, executionName: string): string {
  const parts = stateMachineArn.split(':');
  if (parts.length !== 7 || parts[0] !== 'arn' || parts[2] !== 'states' || parts[5] !== 'stateMachine') {
    throw new Error(`not a state machine ARN: ${stateMachineArn}`);
  }
  return [...parts.slice(0, 5), 'execution', parts[6], executionName].join(':');
}

// Keys whose value is a secret: never shown, not even masked.
const SECRET_KEYS = /^(?:taskToken|token|cvv|cvc|pin|otp|password|cardNumber|accessToken|refreshToken|secret)$/i;
// Keys whose value identifies a person or an account: last four characters only.
const MSISDN_KEYS = /^(?:msisdn|mobileNumber|phoneNumber)$/i;
const ACCOUNT_KEYS = /^(?:accountNumber|iban|bankAccountNumber|qrCode)$/i;
// What a task token looks like in free text (a cause, a log line): long base64url or base64 runs.
const TOKEN_LIKE = /[A-Za-z0-9+/_-]{40,}={0,2}/g;
// International numbers in free text: + and 8 to 15 digits.
const MSISDN_LIKE = /\+\d{8,15}\b/g;

// A UUID (a payment's, a leg's or an execution's reference): kept whole, even when a run of its
// groups is all digits and so looks like a card number (about one reference in a hundred).
const UUID_LIKE = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

function maskString(value: string): string {
  // split with a capturing pattern: the UUIDs are at the odd places, untouched.
  return value.split(UUID_LIKE).map((part, i) => (i % 2 === 1 ? part : maskFreeText(part))).join('');
}

function maskFreeText(value: string): string {
  return maskCardNumbers(value).replace(MSISDN_LIKE, (m) => maskMsisdn(m)).replace(TOKEN_LIKE, '[token]');
}

function maskValue(value: unknown, key?: string): unknown {
  if (key !== undefined && SECRET_KEYS.test(key)) return '[redacted]';
  if (typeof value === 'string') {
    if (key !== undefined && MSISDN_KEYS.test(key)) return maskMsisdn(value);
    if (key !== undefined && ACCOUNT_KEYS.test(key)) return maskTail(value);
    // A string that holds JSON (an error's cause) is masked field by field.
    if (/^\s*[[{]/.test(value)) {
      try {
        return JSON.stringify(maskValue(JSON.parse(value) as unknown));
      } catch {
        // not JSON after all: free text
      }
    }
    return maskString(value);
  }
  if (Array.isArray(value)) return value.map((v) => maskValue(v));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValue(v, k)]));
  }
  return value;
}

/** Masks a JSON document (or free text) from the history for printing. */
export function maskTraceText(text: string): string {
  try {
    return JSON.stringify(maskValue(JSON.parse(text) as unknown));
  } catch {
    return maskString(text);
  }
}

const masked = (text: string | undefined): string | undefined => (text === undefined ? undefined : maskTraceText(text));

/**
 * Errors that are no failure of the payment: a source waiting for the payer's PIN or confirmation ends
 * its debit with SourceAwaitsAnswer, which the workflow catches into the wait (PAY-25).
 */
const NOT_FAILURES: Record<string, string> = { SourceAwaitsAnswer: 'SourceAwaitsAnswer (waits for the payer: not a failure)' };

function errorText(error: string | undefined, cause: string | undefined): string | undefined {
  const parts = [error === undefined ? undefined : (NOT_FAILURES[error] ?? error), masked(cause)].filter((p): p is string => p !== undefined && p !== '');
  return parts.length === 0 ? undefined : parts.join(': ');
}

/** The state name and masked detail of one history event, whatever its type. */
function describeEvent(event: HistoryEvent & Record<string, unknown>): Omit<TraceLine, 'time' | 'type'> {
  const e = event;
  if (e.stateEnteredEventDetails) return { state: e.stateEnteredEventDetails.name, detail: masked(e.stateEnteredEventDetails.input) };
  if (e.stateExitedEventDetails) return { state: e.stateExitedEventDetails.name, detail: masked(e.stateExitedEventDetails.output) };
  if (e.executionStartedEventDetails) return { detail: masked(e.executionStartedEventDetails.input) };
  if (e.executionSucceededEventDetails) return { detail: masked(e.executionSucceededEventDetails.output) };
  if (e.executionFailedEventDetails) return { detail: errorText(e.executionFailedEventDetails.error, e.executionFailedEventDetails.cause) };
  if (e.taskFailedEventDetails) return { state: e.taskFailedEventDetails.resource, detail: errorText(e.taskFailedEventDetails.error, e.taskFailedEventDetails.cause) };
  if (e.lambdaFunctionFailedEventDetails) return { detail: errorText(e.lambdaFunctionFailedEventDetails.error, e.lambdaFunctionFailedEventDetails.cause) };
  if (e.lambdaFunctionSucceededEventDetails) return { detail: masked(e.lambdaFunctionSucceededEventDetails.output) };
  if (e.lambdaFunctionScheduledEventDetails) return { detail: masked(e.lambdaFunctionScheduledEventDetails.input) };
  if (e.taskScheduledEventDetails) return { detail: masked(e.taskScheduledEventDetails.parameters) };
  if (e.taskSucceededEventDetails) return { detail: masked(e.taskSucceededEventDetails.output) };
  if (e.taskSubmittedEventDetails) return { detail: masked(e.taskSubmittedEventDetails.output) };
  if (e.mapIterationStartedEventDetails) return { state: e.mapIterationStartedEventDetails.name, detail: `iteration ${String(e.mapIterationStartedEventDetails.index)}` };
  if (e.mapIterationSucceededEventDetails) return { state: e.mapIterationSucceededEventDetails.name, detail: `iteration ${String(e.mapIterationSucceededEventDetails.index)}` };
  if (e.mapIterationFailedEventDetails) return { state: e.mapIterationFailedEventDetails.name, detail: `iteration ${String(e.mapIterationFailedEventDetails.index)}` };
  // Local extras with no AWS counterpart (lib/local/stepfunctions/history.ts).
  const retried = e['taskRetriedEventDetails'] as { name?: string; attempt?: number } | undefined;
  if (retried) return { state: retried.name, detail: `retry attempt ${String(retried.attempt)}` };
  const caught = e['taskCaughtEventDetails'] as { name?: string } | undefined;
  if (caught) return { state: caught.name, detail: 'error caught' };
  return {};
}

const iso = (d: Date | number | undefined): string | undefined => {
  if (d === undefined) return undefined;
  return (typeof d === 'number' ? new Date(d * 1000) : d).toISOString();
};

/** Reads the payment's execution and its whole history (every page), oldest first, masked. */
export async function tracePayment(options: TraceOptions): Promise<PaymentTrace> {
  const executionArn = executionArnFor(options.stateMachineArn, options.paymentReference);
  const execution = await options.client.send(new DescribeExecutionCommand({ executionArn }));
  const lines: TraceLine[] = [];
  let nextToken: string | undefined;
  do {
    const page = await options.client.send(new GetExecutionHistoryCommand({ executionArn, nextToken, maxResults: 1000, includeExecutionData: true }));
    for (const event of page.events ?? []) {
      const line: TraceLine = { time: iso(event.timestamp) ?? '', type: String(event.type), ...describeEvent(event as HistoryEvent & Record<string, unknown>) };
      lines.push(line);
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return { executionArn, status: String(execution.status), startDate: iso(execution.startDate), stopDate: iso(execution.stopDate), lines };
}

/** One printable line per event: time, type, state, detail. */
export function formatTraceLine(line: TraceLine): string {
  return [line.time, line.type.padEnd(28), (line.state ?? '').padEnd(22), line.detail ?? ''].join('  ').trimEnd();
}
