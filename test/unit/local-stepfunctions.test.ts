/**
 * The local Step Functions stand-in, driven only through the real @aws-sdk/client-sfn: a Map whose
 * items each wait on their own task token, a Retry, a Catch, StopExecution, and the API's errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DescribeExecutionCommand, GetExecutionHistoryCommand, ListStateMachinesCommand, SendTaskFailureCommand,
  SendTaskHeartbeatCommand, SendTaskSuccessCommand, SFNClient, StartExecutionCommand, StopExecutionCommand,
} from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStepFunctions, type LocalStepFunctions } from '../../lib/local/stepfunctions/server.js';
import type { TaskFunction } from '../../lib/local/stepfunctions/runner.js';
import { announce, announcements, flaky, settle } from '../fixtures/workflows/tasks.js';

const TASKS: Record<string, TaskFunction> = { 'fixtures/flaky': flaky, 'fixtures/announce': announce, 'fixtures/settle': settle };

let local: LocalStepFunctions;
let sfn: SFNClient;
let machineArn: string;

beforeAll(async () => {
  local = await startStepFunctions({
    workflows: [{
      name: 'test-workflow', logicalId: 'TestWorkflow', definitionFile: 'test-workflow.asl.json',
      taskFunctions: { FlakyFunction: 'fixtures/flaky', AnnounceFunction: 'fixtures/announce', SettleFunction: 'fixtures/settle' },
    }],
    workflowDir: resolve(import.meta.dirname, '../fixtures/workflows'),
    loadTask: async (module) => TASKS[module]!,
    region: 'us-east-1',
  });
  sfn = new SFNClient({ endpoint: local.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  machineArn = local.stateMachineArn('test-workflow');
});

afterAll(async () => {
  sfn.destroy();
  await local.close();
});

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const tokensOf = (executionArn: string, count: number) =>
  until(() => {
    const mine = announcements.filter((a) => a.executionId === executionArn);
    return mine.length === count ? mine : undefined;
  }, `${count} waiting tasks`);

const finished = (executionArn: string) =>
  until(async () => {
    const d = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    return d.status === 'RUNNING' ? undefined : d;
  }, 'the execution to end');

describe('local Step Functions', () => {
  it('retries, waits in each Map item on its own token, and resumes on SendTaskSuccess', async () => {
    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name: 'pay-ok', input: JSON.stringify({ items: ['a', 'b'], failures: 1 }) }));
    expect(executionArn).toBe('arn:aws:states:us-east-1:000000000000:execution:test-workflow:pay-ok');

    const waiting = await tokensOf(executionArn!, 2);
    expect(new Set(waiting.map((w) => w.taskToken)).size).toBe(2);
    expect((await sfn.send(new DescribeExecutionCommand({ executionArn }))).status).toBe('RUNNING');
    await sfn.send(new SendTaskHeartbeatCommand({ taskToken: waiting[0]!.taskToken }));
    for (const w of waiting) await sfn.send(new SendTaskSuccessCommand({ taskToken: w.taskToken, output: JSON.stringify({ approved: w.item }) }));

    const done = await finished(executionArn!);
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ settled: [{ approved: 'a' }, { approved: 'b' }], prepared: { attempts: 2 } });
    expect(done.stopDate).toBeInstanceOf(Date);

    const history = await sfn.send(new GetExecutionHistoryCommand({ executionArn }));
    const types = history.events!.map((e) => e.type);
    expect(types[0]).toBe('ExecutionStarted');
    expect(types).toEqual(expect.arrayContaining(['TaskFailed', 'MapStateEntered', 'MapIterationSucceeded', 'ExecutionSucceeded']));

    // A token of a finished task is refused as AWS refuses it.
    await expect(sfn.send(new SendTaskSuccessCommand({ taskToken: waiting[0]!.taskToken, output: '{}' }))).rejects.toMatchObject({ name: 'TaskTimedOut' });
  });

  it('catches a task failure sent with SendTaskFailure and compensates', async () => {
    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name: 'pay-declined', input: JSON.stringify({ items: ['a'], failures: 0 }) }));
    const [waiting] = await tokensOf(executionArn!, 1);
    await sfn.send(new SendTaskFailureCommand({ taskToken: waiting!.taskToken, error: 'ItemRejected', cause: 'the payer said no' }));
    const done = await finished(executionArn!);
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ compensated: true, error: 'ItemRejected', cause: 'the payer said no' });
  });

  it('catches a function error by its name', async () => {
    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, input: JSON.stringify({ items: ['explode'], failures: 0 }) }));
    const done = await finished(executionArn!);
    expect(JSON.parse(done.output!)).toMatchObject({ compensated: true, error: 'PermanentError' });
    expect(JSON.parse(JSON.parse(done.output!).cause as string)).toEqual({ errorType: 'PermanentError', errorMessage: 'cannot announce this item' });
  });

  it('fails the execution when retries run out', async () => {
    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, input: JSON.stringify({ items: [], failures: 9 }) }));
    const done = await finished(executionArn!);
    expect(done.status).toBe('FAILED');
    expect(done.error).toBe('TransientError');
  }, 10_000);

  it('stops an execution and ends its waiting tasks', async () => {
    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name: 'pay-stopped', input: JSON.stringify({ items: ['a'], failures: 0 }) }));
    const [waiting] = await tokensOf(executionArn!, 1);
    await sfn.send(new StopExecutionCommand({ executionArn, error: 'Cancelled', cause: 'by the payer' }));
    const done = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    expect(done).toMatchObject({ status: 'ABORTED', error: 'Cancelled', cause: 'by the payer' });
    await expect(sfn.send(new SendTaskSuccessCommand({ taskToken: waiting!.taskToken, output: '{}' }))).rejects.toMatchObject({ name: 'TaskTimedOut' });
  });

  it('treats a repeated execution name as AWS does', async () => {
    const input = JSON.stringify({ items: ['a'], failures: 0 });
    const first = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name: 'pay-twice', input }));
    const again = await sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name: 'pay-twice', input }));
    expect(again.executionArn).toBe(first.executionArn);
    await expect(sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, name: 'pay-twice', input: '{"items":[]}' }))).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
    await sfn.send(new StopExecutionCommand({ executionArn: first.executionArn }));
  });

  it('answers the API errors handlers must handle', async () => {
    await expect(sfn.send(new SendTaskSuccessCommand({ taskToken: 'no-such-token', output: '{}' }))).rejects.toMatchObject({ name: 'TaskDoesNotExist' });
    await expect(sfn.send(new DescribeExecutionCommand({ executionArn: `${machineArn.replace(':stateMachine:', ':execution:')}:nope` }))).rejects.toMatchObject({ name: 'ExecutionDoesNotExist' });
    await expect(sfn.send(new StartExecutionCommand({ stateMachineArn: `${machineArn}-missing` }))).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
    await expect(sfn.send(new StartExecutionCommand({ stateMachineArn: machineArn, input: 'not json' }))).rejects.toMatchObject({ name: 'InvalidExecutionInput' });
    const list = await sfn.send(new ListStateMachinesCommand({ maxResults: 1 }));
    expect(list.stateMachines).toEqual([expect.objectContaining({ name: 'test-workflow', stateMachineArn: machineArn })]);
  });
});

describe('local Step Functions with a data directory', () => {
  it('keeps a running execution and its tokens across a restart: answers before and after it both count, and its history goes on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sfn-store-'));
    const options = {
      workflows: [{
        name: 'test-workflow', logicalId: 'TestWorkflow', definitionFile: 'test-workflow.asl.json',
        taskFunctions: { FlakyFunction: 'fixtures/flaky', AnnounceFunction: 'fixtures/announce', SettleFunction: 'fixtures/settle' },
      }],
      workflowDir: resolve(import.meta.dirname, '../fixtures/workflows'),
      loadTask: async (module: string) => TASKS[module]!,
      region: 'us-east-1',
      dataDir,
    };
    const first = await startStepFunctions(options);
    const client = (endpoint: string) => new SFNClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const before = client(first.endpoint);
    const { executionArn } = await before.send(new StartExecutionCommand({ stateMachineArn: first.stateMachineArn('test-workflow'), name: 'survives', input: JSON.stringify({ items: ['x', 'y'], failures: 0 }) }));
    const [x, y] = await tokensOf(executionArn!, 2);
    await before.send(new SendTaskSuccessCommand({ taskToken: x!.taskToken, output: JSON.stringify({ approved: 'x' }) }));
    before.destroy();
    await first.close();

    const second = await startStepFunctions(options);
    const after = client(second.endpoint);
    try {
      // Answerable as soon as the API is up, before the execution has run again.
      await after.send(new SendTaskSuccessCommand({ taskToken: y!.taskToken, output: JSON.stringify({ approved: 'y' }) }));
      expect(second.resumeInterrupted()).toBe(1);
      const done = await until(async () => {
        const d = await after.send(new DescribeExecutionCommand({ executionArn }));
        return d.status === 'RUNNING' ? undefined : d;
      }, 'the resumed execution to end');
      expect(done.status).toBe('SUCCEEDED');
      expect(JSON.parse(done.output!)).toMatchObject({ settled: [{ approved: 'x' }, { approved: 'y' }] });
      // The waits were not announced again: their functions already had the tokens.
      expect(announcements.filter((a) => a.executionId === executionArn)).toHaveLength(2);
      const types = (await after.send(new GetExecutionHistoryCommand({ executionArn }))).events!.map((e) => e.type);
      expect(types[0]).toBe('ExecutionStarted');
      expect(types).toContain('ExecutionResumed');
      expect(types.at(-1)).toBe('ExecutionSucceeded');
      // A token of an ended execution can no longer be answered.
      await expect(after.send(new SendTaskSuccessCommand({ taskToken: y!.taskToken, output: '{}' }))).rejects.toMatchObject({ name: 'TaskTimedOut' });
    } finally {
      after.destroy();
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
