/**
 * The Step Functions API (JSON 1.0 protocol) for the part the platform uses, so handlers talk to
 * the local runner through an unchanged `@aws-sdk/client-sfn` pointed here by AWS_ENDPOINT_URL_SFN.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WorkflowDef } from '../../resources.js';
import { readText, replyAwsJson } from '../aws-json.js';
import { ExecutionStore } from './execution-store.js';
import { SfnError, WorkflowRunner, type Execution, type TaskFunction } from './runner.js';

export interface LocalStepFunctions {
  endpoint: string;
  stateMachineArn(name: string): string;
  /** Runs again the executions a restart interrupted (call once the functions' environment is set); how many. */
  resumeInterrupted(): number;
  close(): Promise<void>;
}

export interface StepFunctionsOptions {
  workflows: readonly WorkflowDef[];
  /** Folder the ASL files of `workflows` are in (lib/workflows for the platform). */
  workflowDir: string;
  loadTask(module: string): Promise<TaskFunction>;
  region: string;
  port?: number;
  /** Where executions and their task tokens survive restarts; undefined = in memory. */
  dataDir?: string;
}

type Body = Record<string, unknown>;

const seconds = (d: Date | undefined): number | undefined => (d === undefined ? undefined : d.getTime() / 1000);

function text(body: Body, key: string, required = true): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw new SfnError('ValidationException', `1 validation error detected: '${key}' must not be null`);
    return undefined;
  }
  if (typeof value !== 'string') throw new SfnError('ValidationException', `'${key}' must be a string`);
  return value;
}

function describeExecution(e: Execution): Body {
  return {
    executionArn: e.executionArn, stateMachineArn: e.stateMachineArn, name: e.name, status: e.status,
    startDate: seconds(e.startDate), stopDate: seconds(e.stopDate), input: e.input, output: e.output, error: e.error, cause: e.cause,
  };
}

/** One handler per supported operation; anything else is refused as AWS refuses an unknown action. */
function operations(runner: WorkflowRunner): Record<string, (body: Body) => Body> {
  const token = (body: Body): string => {
    const value = text(body, 'taskToken') ?? '';
    const state = runner.tokens.lookup(value);
    if (state === 'unknown') throw new SfnError(value.length < 1 || value.length > 2048 ? 'InvalidToken' : 'TaskDoesNotExist', 'Task Does Not Exist');
    if (state === 'finished') throw new SfnError('TaskTimedOut', 'Task Timed Out');
    return value;
  };
  return {
    StartExecution: (b) => {
      const e = runner.start(text(b, 'stateMachineArn') ?? '', text(b, 'name', false), text(b, 'input', false));
      return { executionArn: e.executionArn, startDate: seconds(e.startDate) };
    },
    DescribeExecution: (b) => describeExecution(runner.execution(text(b, 'executionArn') ?? '')),
    StopExecution: (b) => ({ stopDate: seconds(runner.stop(text(b, 'executionArn') ?? '', text(b, 'error', false), text(b, 'cause', false))) }),
    GetExecutionHistory: (b) => {
      const events = runner.execution(text(b, 'executionArn') ?? '').history.events;
      return { events: b['reverseOrder'] === true ? [...events].reverse() : events };
    },
    SendTaskSuccess: (b) => {
      const t = token(b);
      const output = text(b, 'output') ?? '';
      let parsed: unknown;
      try {
        parsed = JSON.parse(output);
      } catch {
        throw new SfnError('InvalidOutput', 'Invalid output: not JSON');
      }
      runner.tokens.succeed(t, parsed);
      return {};
    },
    SendTaskFailure: (b) => {
      runner.tokens.fail(token(b), text(b, 'error', false) ?? '', text(b, 'cause', false) ?? '');
      return {};
    },
    SendTaskHeartbeat: (b) => {
      runner.tokens.heartbeat(token(b));
      return {};
    },
    ListStateMachines: () => ({
      stateMachines: runner.listMachines().map((m) => ({ stateMachineArn: m.arn, name: m.workflow.name, type: 'STANDARD', creationDate: seconds(m.createdAt) })),
    }),
    DescribeStateMachine: (b) => {
      const m = runner.machine(text(b, 'stateMachineArn') ?? '');
      return { stateMachineArn: m.arn, name: m.workflow.name, status: 'ACTIVE', definition: m.loaded.text, roleArn: 'arn:aws:iam::000000000000:role/local', type: 'STANDARD', creationDate: seconds(m.createdAt) };
    },
  };
}

const reply = (res: ServerResponse, status: number, body: Body): void => replyAwsJson(res, '1.0', status, body);

export async function startStepFunctions(options: StepFunctionsOptions): Promise<LocalStepFunctions> {
  const runner = new WorkflowRunner({ ...options, ...(options.dataDir === undefined ? {} : { store: new ExecutionStore(options.dataDir) }) });
  const ops = operations(runner);
  const server = createServer((req, res) => {
    void readText(req).then((raw) => {
      try {
        const target = String(req.headers['x-amz-target'] ?? '');
        const op = ops[target.replace(/^AWSStepFunctions\./, '')];
        if (!target.startsWith('AWSStepFunctions.') || op === undefined) throw new SfnError('UnknownOperationException', `${target} is not supported locally`);
        const body = raw ? (JSON.parse(raw) as unknown) : {};
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SfnError('SerializationException', 'body must be a JSON object');
        reply(res, 200, op(body as Body));
      } catch (error) {
        if (error instanceof SfnError) reply(res, error.status, { __type: error.code, message: error.message });
        else if (error instanceof SyntaxError) reply(res, 400, { __type: 'SerializationException', message: 'body is not JSON' });
        else reply(res, 500, { __type: 'InternalFailure', message: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  await new Promise<void>((ok) => server.listen(options.port ?? 0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stateMachineArn: (name) => runner.stateMachineArn(name),
    resumeInterrupted: () => runner.resumeInterrupted(),
    close: async () => {
      runner.close();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
