/**
 * Runs executions of the platform's workflows with aws-local-stepfunctions. Each state machine is
 * built (and validated, ~150 ms) once; each execution gets the Context Object AWS would give it,
 * Task states run the workflow's functions in-process, `lambda:invoke` results are wrapped in
 * `{Payload}` as in AWS, and `.waitForTaskToken` tasks wait for SendTaskSuccess/Failure.
 */
import { randomUUID } from 'node:crypto';
import { ExecutionAbortedError, StateMachine, type RunOptions } from 'aws-local-stepfunctions';
import type { WorkflowDef } from '../../resources.js';
import { LAMBDA_INVOKE, LAMBDA_INVOKE_WAIT, LOCAL_ACCOUNT, loadDefinition, placeholderOf, type LoadedDefinition, type TaskState } from './definition.js';
import { ExecutionHistory, type EventLog } from './history.js';
import { TaskError, TaskTokens, TOKEN_MARKER, withToken } from './task-tokens.js';

// aws-local-stepfunctions 3 calls Promise.withResolvers (Node 22); without it every Task fails on Node 20.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      return { promise, resolve, reject };
    },
  });
}

type JsonValue = NonNullable<Parameters<StateMachine['run']>[0]>;

export type TaskFunction = (event: unknown, context: unknown) => Promise<unknown>;

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED' | 'TIMED_OUT';

export interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: ExecutionStatus;
  startDate: Date;
  stopDate?: Date;
  output?: string;
  error?: string;
  cause?: string;
  history: ExecutionHistory;
  abort(): void;
}

interface Machine {
  arn: string;
  workflow: WorkflowDef;
  loaded: LoadedDefinition;
  machine: StateMachine;
  createdAt: Date;
}

/** An API error with the Step Functions error code the SDK turns into an exception class. */
export class SfnError extends Error {
  constructor(readonly code: string, message: string, readonly status = 400) {
    super(message);
  }
}

export interface RunnerOptions {
  workflows: readonly WorkflowDef[];
  workflowDir: string;
  loadTask(module: string): Promise<TaskFunction>;
  region: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Lambda serialises events and results as JSON; doing the same here catches non-JSON values locally.
const viaJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export class WorkflowRunner {
  readonly tokens = new TaskTokens();
  private readonly machines = new Map<string, Machine>();
  private readonly executions = new Map<string, Execution>();

  constructor(private readonly options: RunnerOptions) {
    for (const workflow of options.workflows) {
      const loaded = loadDefinition(workflow, options.workflowDir, options.region);
      const arn = `arn:aws:states:${options.region}:${LOCAL_ACCOUNT}:stateMachine:${workflow.name}`;
      this.machines.set(arn, { arn, workflow, loaded, machine: new StateMachine(loaded.definition), createdAt: new Date() });
    }
  }

  stateMachineArn(name: string): string {
    const found = [...this.machines.values()].find((m) => m.workflow.name === name);
    if (!found) throw new Error(`no workflow named ${name}`);
    return found.arn;
  }

  listMachines(): Machine[] {
    return [...this.machines.values()];
  }

  machine(arn: string): Machine {
    const found = this.machines.get(arn);
    if (!found) throw new SfnError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
    return found;
  }

  execution(arn: string): Execution {
    const found = this.executions.get(arn);
    if (!found) throw new SfnError('ExecutionDoesNotExist', `Execution Does Not Exist: '${arn}'`);
    return found;
  }

  start(stateMachineArn: string, name: string | undefined, input: string | undefined): Execution {
    const machine = this.machine(stateMachineArn);
    const executionName = name ?? randomUUID();
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(executionName)) throw new SfnError('InvalidName', `Invalid Name: '${executionName}'`);
    const inputText = input ?? '{}';
    let parsedInput: JsonValue;
    try {
      parsedInput = JSON.parse(inputText) as JsonValue;
    } catch {
      throw new SfnError('InvalidExecutionInput', 'Invalid State Machine Execution Input: not JSON');
    }
    const executionArn = `arn:aws:states:${this.options.region}:${LOCAL_ACCOUNT}:execution:${machine.workflow.name}:${executionName}`;
    const existing = this.executions.get(executionArn);
    if (existing) {
      // AWS: the same name and input while running is idempotent; anything else is a clash.
      if (existing.status === 'RUNNING' && existing.input === inputText) return existing;
      throw new SfnError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    const startDate = new Date();
    const runOptions: RunOptions = {
      context: {
        Execution: { Id: executionArn, Name: executionName, Input: parsedInput, StartTime: startDate.toISOString(), RoleArn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/local` },
        StateMachine: { Id: machine.arn, Name: machine.workflow.name },
        Task: { Token: TOKEN_MARKER },
      },
      overrides: { taskResourceLocalHandlers: this.taskHandlers(machine, executionArn) },
    };
    const run = machine.machine.run(parsedInput, runOptions);
    const execution: Execution = {
      executionArn, stateMachineArn: machine.arn, name: executionName, input: inputText, status: 'RUNNING', startDate,
      history: new ExecutionHistory(), abort: run.abort,
    };
    this.executions.set(executionArn, execution);
    void this.follow(execution, run.result, run.eventLogs);
    return execution;
  }

  stop(executionArn: string, error?: string, cause?: string): Date {
    const execution = this.execution(executionArn);
    if (execution.status === 'RUNNING') {
      execution.status = 'ABORTED';
      execution.stopDate = new Date();
      if (error !== undefined) execution.error = error;
      if (cause !== undefined) execution.cause = cause;
      execution.abort();
      this.tokens.abandon(executionArn);
    }
    return execution.stopDate ?? new Date();
  }

  /** Aborts every running execution (platform shutdown). */
  close(): void {
    for (const e of this.executions.values()) if (e.status === 'RUNNING') this.stop(e.executionArn, 'States.Runtime', 'local platform stopped');
  }

  private async follow(execution: Execution, result: Promise<unknown>, events: AsyncGenerator<EventLog>): Promise<void> {
    const recording = (async () => {
      for await (const event of events) execution.history.add(event);
    })().catch(() => undefined);
    try {
      const output = await result;
      if (execution.status === 'RUNNING') {
        execution.status = 'SUCCEEDED';
        execution.output = JSON.stringify(output ?? null);
      }
    } catch (error) {
      if (execution.status === 'RUNNING' && !(error instanceof ExecutionAbortedError)) {
        const failure = error instanceof Error ? error : new Error(String(error));
        const cause = isObject(failure) && 'cause' in failure && failure.cause !== undefined ? failure.cause : failure.message;
        execution.status = failure.name === 'ExecutionTimeoutError' ? 'TIMED_OUT' : 'FAILED';
        execution.error = failure.name === 'ExecutionError' && isObject(cause) && typeof cause['name'] === 'string' ? cause['name'] : failure.name;
        execution.cause = typeof cause === 'string' ? cause : isObject(cause) && typeof cause['message'] === 'string' ? cause['message'] : JSON.stringify(cause ?? null);
      }
    } finally {
      execution.stopDate ??= new Date();
      // A task the library timed out never hears of it here: once the execution ends, no token of it
      // may still be answered (AWS answers TaskTimedOut).
      this.tokens.abandon(execution.executionArn);
      await recording;
    }
  }

  private taskHandlers(machine: Machine, executionArn: string): Record<string, (input: unknown) => Promise<never>> {
    const handlers: Record<string, (input: unknown) => Promise<never>> = {};
    for (const task of machine.loaded.tasks.values()) {
      // The library's types want a JSON value back; what we return is one (viaJson).
      handlers[task.name] = (input: unknown) => this.runTask(machine, task, executionArn, input) as Promise<never>;
    }
    return handlers;
  }

  private async runTask(machine: Machine, task: TaskState, executionArn: string, input: unknown): Promise<unknown> {
    const viaInvoke = task.resource === LAMBDA_INVOKE || task.resource === LAMBDA_INVOKE_WAIT;
    const functionArn = viaInvoke && isObject(input) ? String(input['FunctionName']) : task.resource;
    const payload = viaInvoke && isObject(input) ? input['Payload'] : input;
    const placeholder = placeholderOf(functionArn);
    const module = placeholder === undefined ? undefined : machine.workflow.taskFunctions[placeholder];
    if (module === undefined) throw new TaskError('States.Runtime', `no local function for ${functionArn}`);
    const fn = await this.options.loadTask(module);
    const context = { functionName: placeholder, awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 60_000 };

    if (task.resource === LAMBDA_INVOKE_WAIT) {
      const { token, done } = this.tokens.open(executionArn, task.heartbeatSeconds);
      try {
        await fn(viaJson(withToken(payload, token)), context);
      } catch (error) {
        this.tokens.fail(token, 'States.TaskFailed', 'the function failed before handing on its token');
        throw lambdaError(error);
      }
      return viaJson(await done);
    }
    let result: unknown;
    try {
      result = viaJson(await fn(viaJson(payload), context));
    } catch (error) {
      throw lambdaError(error);
    }
    return task.resource === LAMBDA_INVOKE ? { ExecutedVersion: '$LATEST', Payload: result, StatusCode: 200 } : result;
  }
}

/** A function error as Step Functions reports it: the error's name, and Lambda's JSON as the cause. */
function lambdaError(error: unknown): TaskError {
  const e = error instanceof Error ? error : new Error(String(error));
  return new TaskError(e.name || 'Error', JSON.stringify({ errorType: e.name || 'Error', errorMessage: e.message }));
}
