/**
 * Reads a workflow's ASL file the way CDK deploys it: `${Placeholder}` substitutions become function
 * ARNs, and every Task state is listed so the runner can serve it with an in-process function.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import type { WorkflowDef } from '../../resources.js';

export const LOCAL_ACCOUNT = '000000000000';

export const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';
export const LAMBDA_INVOKE_WAIT = 'arn:aws:states:::lambda:invoke.waitForTaskToken';

/** What the runner needs to know of one Task state. */
export interface TaskState {
  name: string;
  resource: string;
  heartbeatSeconds?: number;
  timeoutSeconds?: number;
  /** Resolved against the task's effective input (after Parameters), as the local runner sees it. */
  timeoutSecondsPath?: string;
}

export function localFunctionArn(region: string, placeholder: string): string {
  return `arn:aws:lambda:${region}:${LOCAL_ACCOUNT}:function:${placeholder}`;
}

/** The function placeholder of a local ARN, e.g. `DebitSource` from `...:function:DebitSource`. */
export function placeholderOf(functionArn: string): string | undefined {
  return /:function:([^:]+)$/.exec(functionArn)?.[1];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects Task states at every depth (Map item processors, Parallel branches). */
function collectTasks(states: unknown, into: Map<string, TaskState>): void {
  if (!isObject(states)) return;
  for (const [name, state] of Object.entries(states)) {
    if (!isObject(state)) continue;
    if (state['Type'] === 'Task') {
      const task: TaskState = { name, resource: String(state['Resource']) };
      if (typeof state['HeartbeatSeconds'] === 'number') task.heartbeatSeconds = state['HeartbeatSeconds'];
      if (typeof state['TimeoutSeconds'] === 'number') task.timeoutSeconds = state['TimeoutSeconds'];
      if (typeof state['TimeoutSecondsPath'] === 'string') task.timeoutSecondsPath = state['TimeoutSecondsPath'];
      const seen = into.get(name);
      // The library routes local handlers by state name, so two different tasks may not share one.
      if (seen && JSON.stringify(seen) !== JSON.stringify(task)) throw new Error(`Task state name "${name}" is used twice with different definitions`);
      into.set(name, task);
    }
    for (const nested of [state['ItemProcessor'], state['Iterator']]) if (isObject(nested)) collectTasks(nested['States'], into);
    if (Array.isArray(state['Branches'])) for (const branch of state['Branches']) if (isObject(branch)) collectTasks(branch['States'], into);
  }
}

/**
 * AWS resolves a Task's TimeoutSecondsPath against the state's input; aws-local-stepfunctions 3
 * resolves it against the effective input, after Parameters (`{FunctionName, Payload}` for
 * lambda:invoke). The ASL stays as deployed: a path `$.x` is pointed at the Parameters (or Payload)
 * field that carries `$.x`, and a definition that does not pass it on there is refused.
 */
function localTimeoutPaths(states: unknown): void {
  if (!isObject(states)) return;
  for (const [name, state] of Object.entries(states)) {
    if (!isObject(state)) continue;
    const path = state['TimeoutSecondsPath'];
    if (state['Type'] === 'Task' && typeof path === 'string') {
      const params = isObject(state['Parameters']) ? state['Parameters'] : undefined;
      const carriers: Array<[string, unknown]> = [['$', params], ['$.Payload', isObject(params?.['Payload']) ? params['Payload'] : undefined]];
      const found = carriers.flatMap(([prefix, obj]) => (isObject(obj) ? Object.entries(obj).filter(([k, v]) => k.endsWith('.$') && v === path).map(([k]) => `${prefix}.${k.slice(0, -2)}`) : []));
      if (params && found[0] === undefined) throw new Error(`Task state "${name}": TimeoutSecondsPath ${path} must also be passed in its Parameters (or Payload) to run locally`);
      if (found[0] !== undefined) state['TimeoutSecondsPath'] = found[0];
    }
    for (const nested of [state['ItemProcessor'], state['Iterator']]) if (isObject(nested)) localTimeoutPaths(nested['States']);
    if (Array.isArray(state['Branches'])) for (const branch of state['Branches']) if (isObject(branch)) localTimeoutPaths(branch['States']);
  }
}

/** A task's timeout in seconds for this input (its TimeoutSeconds, or its path read from the effective input). */
export function taskTimeoutSeconds(task: TaskState, effectiveInput: unknown): number | undefined {
  if (task.timeoutSecondsPath === undefined) return task.timeoutSeconds;
  let value: unknown = effectiveInput;
  for (const part of task.timeoutSecondsPath.replace(/^\$\.?/, '').split('.').filter(Boolean)) value = isObject(value) ? value[part] : undefined;
  return typeof value === 'number' ? value : undefined;
}

export interface LoadedDefinition {
  definition: StateMachineDefinition;
  /** The ASL text after substitution, as DescribeStateMachine returns it. */
  text: string;
  tasks: Map<string, TaskState>;
}

export function loadDefinition(workflow: WorkflowDef, workflowDir: string, region: string): LoadedDefinition {
  const raw = readFileSync(join(workflowDir, workflow.definitionFile), 'utf8');
  const text = raw.replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, name: string) =>
    name in workflow.taskFunctions ? localFunctionArn(region, name) : whole,
  );
  const unresolved = /\$\{[A-Za-z0-9_]+\}/.exec(text);
  if (unresolved) throw new Error(`${workflow.definitionFile}: no task function for ${unresolved[0]}`);
  const parsed = JSON.parse(text) as Json;
  if (!isObject(parsed)) throw new Error(`${workflow.definitionFile} is not a state machine`);
  const tasks = new Map<string, TaskState>();
  localTimeoutPaths(parsed['States']);
  collectTasks(parsed['States'], tasks);
  return { definition: parsed as unknown as StateMachineDefinition, text, tasks };
}
