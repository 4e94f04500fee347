/**
 * Runs executions of the platform's workflows with aws-local-stepfunctions. Each state machine is
 * built (and validated, ~150 ms) once; each execution gets the Context Object AWS would give it,
 * Task states run the workflow's functions in-process, `lambda:invoke` results are wrapped in
 * `{Payload}` as in AWS, and `.waitForTaskToken` tasks wait for SendTaskSuccess/Failure.
 */
import { randomUUID } from 'node:crypto';
import { ExecutionAbortedError, StateMachine, type RunOptions } from 'aws-local-stepfunctions';
import type { WorkflowDef } from '../../resources.js';
import { LAMBDA_INVOKE, LAMBDA_INVOKE_WAIT, LOCAL_ACCOUNT, loadDefinition, placeholderOf, taskTimeoutSeconds, type LoadedDefinition, type TaskState } from './definition.js';
import type { ExecutionStore, StoredExecution } from './execution-store.js';
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
  /** Keeps executions and their task tokens across restarts; absent = in memory (tests). */
  store?: ExecutionStore;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Lambda serialises events and results as JSON; doing the same here catches non-JSON values locally.
const viaJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export class WorkflowRunner {
  readonly tokens = new TaskTokens((executionArn) => this.persist(executionArn));
  private readonly machines = new Map<string, Machine>();
  private readonly executions = new Map<string, Execution>();
  /** Each task module loaded once: a dynamic import per task (path resolution, module-map lookup, an await) was on every step's path. */
  private readonly taskFunctions = new Map<string, Promise<TaskFunction>>();
  /** Executions found running in the store, to run again once the functions' environment is set. */
  private readonly interrupted: StoredExecution[] = [];
  private closing = false;

  constructor(private readonly options: RunnerOptions) {
    for (const workflow of options.workflows) {
      const loaded = loadDefinition(workflow, options.workflowDir, options.region);
      const arn = `arn:aws:states:${options.region}:${LOCAL_ACCOUNT}:stateMachine:${workflow.name}`;
      this.machines.set(arn, { arn, workflow, loaded, machine: new StateMachine(loaded.definition), createdAt: new Date() });
    }
    for (const stored of options.store?.loadAll() ?? []) this.restore(stored);
  }

  /** An execution from the store: its record, and for a running one its tokens (answerable at once). */
  private restore(stored: StoredExecution): void {
    const execution: Execution = {
      executionArn: stored.executionArn, stateMachineArn: stored.stateMachineArn, name: stored.name, input: stored.input,
      status: stored.status as ExecutionStatus, startDate: new Date(stored.startDate), history: ExecutionHistory.from(stored.history), abort: () => undefined,
      ...(stored.stopDate === undefined ? {} : { stopDate: new Date(stored.stopDate) }),
      ...(stored.output === undefined ? {} : { output: stored.output }),
      ...(stored.error === undefined ? {} : { error: stored.error }),
      ...(stored.cause === undefined ? {} : { cause: stored.cause }),
    };
    this.executions.set(execution.executionArn, execution);
    this.tokens.restore(execution.executionArn, stored.tokens);
    if (execution.status === 'RUNNING') this.interrupted.push(stored);
  }

  /**
   * Runs again every execution a restart interrupted, from its input: finished steps answer from
   * their own records (each is idempotent), and a wait finds its token with its first deadline.
   */
  resumeInterrupted(): number {
    const resumed = this.interrupted.splice(0);
    for (const stored of resumed) {
      const execution = this.execution(stored.executionArn);
      if (!this.machines.has(stored.stateMachineArn)) {
        this.finish(execution, 'FAILED', { error: 'States.Runtime', cause: 'its state machine no longer exists' });
        continue;
      }
      execution.history.push('ExecutionResumed', { executionResumedEventDetails: { reason: 'local platform restarted; the execution runs again from its input' } });
      this.run(this.machine(stored.stateMachineArn), execution);
    }
    return resumed.length;
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
    try {
      JSON.parse(inputText);
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
    const execution: Execution = {
      executionArn, stateMachineArn: machine.arn, name: executionName, input: inputText, status: 'RUNNING', startDate: new Date(),
      history: new ExecutionHistory(), abort: () => undefined,
    };
    this.executions.set(executionArn, execution);
    this.run(machine, execution);
    return execution;
  }

  private run(machine: Machine, execution: Execution): void {
    const input = JSON.parse(execution.input) as JsonValue;
    const runOptions: RunOptions = {
      context: {
        Execution: { Id: execution.executionArn, Name: execution.name, Input: input, StartTime: execution.startDate.toISOString(), RoleArn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/local` },
        StateMachine: { Id: machine.arn, Name: machine.workflow.name },
        Task: { Token: TOKEN_MARKER },
      },
      overrides: { taskResourceLocalHandlers: this.taskHandlers(machine, execution.executionArn) },
    };
    const run = machine.machine.run(input, runOptions);
    execution.abort = run.abort;
    this.persist(execution.executionArn);
    void this.follow(execution, run.result, run.eventLogs);
  }

  /** Writes the execution to the store (when there is one), unless the platform is shutting down. */
  private persist(executionArn: string): void {
    const store = this.options.store;
    const e = this.executions.get(executionArn);
    if (!store || !e || this.closing) return;
    store.save({
      executionArn: e.executionArn, stateMachineArn: e.stateMachineArn, name: e.name, input: e.input, status: e.status,
      startDate: e.startDate.toISOString(), history: e.history.events, tokens: this.tokens.saved(e.executionArn),
      ...(e.stopDate === undefined ? {} : { stopDate: e.stopDate.toISOString() }),
      ...(e.output === undefined ? {} : { output: e.output }),
      ...(e.error === undefined ? {} : { error: e.error }),
      ...(e.cause === undefined ? {} : { cause: e.cause }),
    });
  }

  private finish(execution: Execution, status: ExecutionStatus, end: { output?: string; error?: string; cause?: string }): void {
    execution.status = status;
    execution.stopDate ??= new Date();
    Object.assign(execution, end);
    this.persist(execution.executionArn);
  }

  stop(executionArn: string, error?: string, cause?: string): Date {
    const execution = this.execution(executionArn);
    if (execution.status === 'RUNNING') {
      this.finish(execution, 'ABORTED', { ...(error === undefined ? {} : { error }), ...(cause === undefined ? {} : { cause }) });
      execution.abort();
      this.tokens.abandon(executionArn);
    }
    return execution.stopDate ?? new Date();
  }

  /**
   * Platform shutdown. With a store, running executions are kept as they are (running, their
   * tokens live) and run again at the next start; without one they are aborted.
   */
  close(): void {
    const running = [...this.executions.values()].filter((e) => e.status === 'RUNNING');
    if (!this.options.store) {
      for (const e of running) this.stop(e.executionArn, 'States.Runtime', 'local platform stopped');
      return;
    }
    for (const e of running) this.persist(e.executionArn);
    this.closing = true;
    this.tokens.suspend();
    for (const e of running) e.abort();
  }

  private async follow(execution: Execution, result: Promise<unknown>, events: AsyncGenerator<EventLog>): Promise<void> {
    const recording = (async () => {
      for await (const event of events) execution.history.add(event);
    })().catch(() => undefined);
    let end: { status: ExecutionStatus; output?: string; error?: string; cause?: string } | undefined;
    try {
      end = { status: 'SUCCEEDED', output: JSON.stringify((await result) ?? null) };
    } catch (error) {
      if (!(error instanceof ExecutionAbortedError)) {
        const failure = error instanceof Error ? error : new Error(String(error));
        const cause = isObject(failure) && 'cause' in failure && failure.cause !== undefined ? failure.cause : failure.message;
        end = {
          status: failure.name === 'ExecutionTimeoutError' ? 'TIMED_OUT' : 'FAILED',
          error: failure.name === 'ExecutionError' && isObject(cause) && typeof cause['name'] === 'string' ? cause['name'] : failure.name,
          cause: typeof cause === 'string' ? cause : isObject(cause) && typeof cause['message'] === 'string' ? cause['message'] : JSON.stringify(cause ?? null),
        };
      }
    }
    // Aborted by the platform's shutdown: it stays running in the store, to run again at the next start.
    if (this.closing) return;
    await recording;
    const { status, ...rest } = end ?? { status: execution.status };
    if (execution.status === 'RUNNING') this.finish(execution, status, rest);
    // A task the library timed out never hears of it here: once the execution ends, no token of it
    // may still be answered (AWS answers TaskTimedOut).
    this.tokens.abandon(execution.executionArn);
  }

  private taskHandlers(machine: Machine, executionArn: string): Record<string, (input: unknown) => Promise<never>> {
    const handlers: Record<string, (input: unknown) => Promise<never>> = {};
    for (const task of machine.loaded.tasks.values()) {
      // The library's types want a JSON value back; what we return is one (viaJson).
      handlers[task.name] = (input: unknown) => this.runTask(machine, task, executionArn, input) as Promise<never>;
    }
    return handlers;
  }

  private taskFunction(module: string): Promise<TaskFunction> {
    let loading = this.taskFunctions.get(module);
    if (!loading) {
      loading = this.options.loadTask(module);
      // A failed load is not kept: the next task tries again (as a Lambda cold start would).
      loading.catch(() => this.taskFunctions.delete(module));
      this.taskFunctions.set(module, loading);
    }
    return loading;
  }

  private async runTask(machine: Machine, task: TaskState, executionArn: string, input: unknown): Promise<unknown> {
    const viaInvoke = task.resource === LAMBDA_INVOKE || task.resource === LAMBDA_INVOKE_WAIT;
    const functionArn = viaInvoke && isObject(input) ? String(input['FunctionName']) : task.resource;
    const payload = viaInvoke && isObject(input) ? input['Payload'] : input;
    const placeholder = placeholderOf(functionArn);
    const module = placeholder === undefined ? undefined : machine.workflow.taskFunctions[placeholder];
    if (module === undefined) throw new TaskError('States.Runtime', `no local function for ${functionArn}`);
    const fn = await this.taskFunction(module);
    const context = { functionName: placeholder, awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 60_000 };

    if (task.resource === LAMBDA_INVOKE_WAIT) {
      // Keyed by state and input: the same wait reached again after a restart gets the same token.
      const timeoutSeconds = taskTimeoutSeconds(task, input);
      const { token, done, handed } = this.tokens.open(executionArn, `${task.name} ${JSON.stringify(payload)}`, {
        ...(task.heartbeatSeconds === undefined ? {} : { heartbeatSeconds: task.heartbeatSeconds }),
        ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
      });
      if (!handed) {
        try {
          await fn(viaJson(withToken(payload, token)), context);
        } catch (error) {
          this.tokens.forget(token);
          throw lambdaError(error);
        }
        this.tokens.handedOn(token);
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
