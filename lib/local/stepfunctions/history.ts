/**
 * Turns the library's execution event log into GetExecutionHistory events shaped like AWS's, so
 * operations staff read a local execution the way they read one in the console.
 */
import type { StateMachine } from 'aws-local-stepfunctions';

/** The library's event type (not exported by name). */
export type EventLog = ReturnType<StateMachine['run']>['eventLogs'] extends AsyncGenerator<infer E> ? E : never;

export interface HistoryEvent {
  id: number;
  previousEventId: number;
  /** Seconds since the epoch, as the AWS JSON protocol sends timestamps. */
  timestamp: number;
  type: string;
  [details: string]: unknown;
}

const json = (value: unknown): string => JSON.stringify(value ?? null);
const cause = (value: unknown): string => (typeof value === 'string' ? value : json(value));

/** The AWS event type and details for one library event. */
function describe(event: EventLog): { type: string; details: Record<string, unknown> } {
  switch (event.type) {
    case 'ExecutionStarted':
      return { type: 'ExecutionStarted', details: { executionStartedEventDetails: { input: json(event.input) } } };
    case 'ExecutionSucceeded':
      return { type: 'ExecutionSucceeded', details: { executionSucceededEventDetails: { output: json(event.output) } } };
    case 'ExecutionFailed':
      return { type: 'ExecutionFailed', details: { executionFailedEventDetails: { error: event.Error, cause: cause(event.Cause) } } };
    case 'ExecutionAborted':
      return { type: 'ExecutionAborted', details: { executionAbortedEventDetails: {} } };
    case 'ExecutionTimeout':
      return { type: 'ExecutionTimedOut', details: { executionTimedOutEventDetails: {} } };
    case 'MapIterationStarted':
    case 'MapIterationSucceeded':
    case 'MapIterationFailed':
      return { type: event.type, details: { [`mapIteration${event.type.slice('MapIteration'.length)}EventDetails`]: { name: event.parentState.name, index: event.index } } };
    case 'StateEntered':
      return { type: `${event.state.type}StateEntered`, details: { stateEnteredEventDetails: { name: event.state.name, input: json(event.state.input) } } };
    case 'StateExited':
      return { type: `${event.state.type}StateExited`, details: { stateExitedEventDetails: { name: event.state.name, output: json(event.state.output) } } };
    case 'StateFailed':
      return { type: event.state.type === 'Task' ? 'TaskFailed' : `${event.state.type}StateFailed`, details: { taskFailedEventDetails: { resourceType: 'lambda', resource: event.state.name, error: event.Error, cause: cause(event.Cause) } } };
    case 'StateRetried':
      // No AWS counterpart: AWS shows the failure and a new TaskScheduled; this keeps the attempt number.
      return { type: 'TaskRetried', details: { taskRetriedEventDetails: { name: event.state.name, attempt: event.retry.attempt } } };
    case 'StateCaught':
      return { type: 'TaskCaught', details: { taskCaughtEventDetails: { name: event.state.name } } };
    default:
      return { type: event.type, details: {} };
  }
}

export class ExecutionHistory {
  readonly events: HistoryEvent[] = [];

  /** The history kept by the execution store, to go on from. */
  static from(events: readonly HistoryEvent[]): ExecutionHistory {
    const history = new ExecutionHistory();
    history.events.push(...events);
    return history;
  }

  add(event: EventLog): void {
    const { type, details } = describe(event);
    this.push(type, details, event.timestamp);
  }

  push(type: string, details: Record<string, unknown>, timestampMs = Date.now()): void {
    const id = this.events.length + 1;
    this.events.push({ id, previousEventId: id - 1, timestamp: timestampMs / 1000, type, ...details });
  }
}
