/**
 * Task tokens of `.waitForTaskToken` states. The library has one Context Object per execution, so
 * `$$.Task.Token` resolves to a marker and the runner swaps it for a token of the waiting task's
 * own; SendTaskSuccess/Failure/Heartbeat then find that task here. Tokens are keyed by their
 * execution and waiting state, so an execution run again after a restart waits on the same token.
 */
import { randomBytes } from 'node:crypto';

/** What `$$.Task.Token` evaluates to locally before the runner replaces it. */
export const TOKEN_MARKER = '$$local-task-token$$';

export class TaskError extends Error {
  constructor(name: string, cause: string) {
    super(cause);
    this.name = name;
  }
}

/** How a token was answered: SendTaskSuccess's output, or SendTaskFailure's (or a timeout's) error. */
export type TokenAnswer = { output: unknown } | { error: string; cause: string };

/** A token as the execution store keeps it, so a restarted platform resumes the same wait. */
export interface SavedToken {
  token: string;
  /** The waiting state and its input: a replay of the execution reaching the same wait finds this token. */
  key: string;
  /** The task's function has the token (it stored it where the answer will come from). */
  handed: boolean;
  /** Epoch ms after which the wait times out (States.Timeout), whatever restarts happened meanwhile. */
  deadlineMs?: number;
  answer?: TokenAnswer;
}

interface Entry extends SavedToken {
  executionArn: string;
  done: Promise<unknown>;
  settle(answer: TokenAnswer): void;
  heartbeatMs?: number;
  heartbeatTimer?: NodeJS.Timeout;
  deadlineTimer?: NodeJS.Timeout;
}

export type TokenLookup = 'waiting' | 'finished' | 'unknown';

export interface OpenedToken {
  token: string;
  done: Promise<unknown>;
  handed: boolean;
}

export class TaskTokens {
  private readonly entries = new Map<string, Entry>();
  /** The same entries by execution, then wait key: a wait, a save or an abandon touches only its execution's. */
  private readonly byExecution = new Map<string, Map<string, Entry>>();

  /** `changed` hears of every change worth keeping (the runner persists the execution). */
  constructor(private readonly changed: (executionArn: string) => void = () => undefined) {}

  /**
   * The token of the wait `key` in the execution: the one already opened (a replay after a restart)
   * or a new one. `timeoutSeconds` counts from the first opening.
   */
  open(executionArn: string, key: string, options: { heartbeatSeconds?: number; timeoutSeconds?: number } = {}): OpenedToken {
    const found = this.byExecution.get(executionArn)?.get(key);
    const entry = found ?? this.create(executionArn, {
      token: randomBytes(48).toString('base64url'), key, handed: false,
      ...(options.timeoutSeconds === undefined ? {} : { deadlineMs: Date.now() + options.timeoutSeconds * 1000 }),
    });
    if (options.heartbeatSeconds !== undefined) entry.heartbeatMs = options.heartbeatSeconds * 1000;
    if (!entry.answer) this.armHeartbeat(entry);
    if (!found) this.changed(executionArn);
    return { token: entry.token, done: entry.done, handed: entry.handed };
  }

  /** Tokens kept by the execution store, answered or not, brought back after a restart. */
  restore(executionArn: string, saved: readonly SavedToken[]): void {
    for (const token of saved) this.create(executionArn, token);
  }

  /** What the execution store keeps of an execution's tokens. */
  saved(executionArn: string): SavedToken[] {
    return [...(this.byExecution.get(executionArn)?.values() ?? [])].map(({ token, key, handed, deadlineMs, answer }) => ({
      token, key, handed, ...(deadlineMs === undefined ? {} : { deadlineMs }), ...(answer === undefined ? {} : { answer }),
    }));
  }

  /** The task's function has stored the token. */
  handedOn(token: string): void {
    const entry = this.entries.get(token);
    if (!entry || entry.handed) return;
    entry.handed = true;
    this.changed(entry.executionArn);
  }

  /** Drops a token whose function failed before handing it on: a retry of the task opens a new one. */
  forget(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.stopTimers(entry);
    this.entries.delete(token);
    this.byExecution.get(entry.executionArn)?.delete(entry.key);
    this.changed(entry.executionArn);
  }

  lookup(token: string): TokenLookup {
    const entry = this.entries.get(token);
    if (!entry) return 'unknown';
    return entry.answer ? 'finished' : 'waiting';
  }

  succeed(token: string, output: unknown): boolean {
    return this.answer(token, { output });
  }

  fail(token: string, error: string, cause: string): boolean {
    return this.answer(token, { error, cause });
  }

  heartbeat(token: string): boolean {
    const entry = this.entries.get(token);
    if (entry && !entry.answer) this.armHeartbeat(entry);
    return entry !== undefined && !entry.answer;
  }

  /** Ends every task of a stopped execution. */
  abandon(executionArn: string): void {
    for (const entry of this.byExecution.get(executionArn)?.values() ?? []) this.answer(entry.token, { error: 'States.Runtime', cause: 'execution stopped' });
  }

  /** Stops every timer (platform shutdown) without answering anything: the store keeps the waits. */
  suspend(): void {
    for (const entry of this.entries.values()) this.stopTimers(entry);
  }

  private create(executionArn: string, saved: SavedToken): Entry {
    let settle!: (answer: TokenAnswer) => void;
    const done = new Promise<unknown>((resolve, reject) => {
      settle = (answer) => ('output' in answer ? resolve(answer.output) : reject(new TaskError(answer.error, answer.cause)));
    });
    // The task may have failed before awaiting `done`; its rejection must not go unhandled.
    done.catch(() => undefined);
    const entry: Entry = { ...saved, executionArn, done, settle };
    this.entries.set(entry.token, entry);
    const waits = this.byExecution.get(executionArn) ?? new Map<string, Entry>();
    waits.set(entry.key, entry);
    this.byExecution.set(executionArn, waits);
    if (entry.answer) settle(entry.answer);
    else if (entry.deadlineMs !== undefined) {
      entry.deadlineTimer = setTimeout(() => this.answer(entry.token, { error: 'States.Timeout', cause: 'the task timed out' }), Math.max(0, entry.deadlineMs - Date.now()));
      entry.deadlineTimer.unref();
    }
    return entry;
  }

  private answer(token: string, answer: TokenAnswer): boolean {
    const entry = this.entries.get(token);
    if (!entry || entry.answer) return false;
    this.stopTimers(entry);
    entry.answer = answer;
    // Kept before the waiting task hears of it, so a crash in between still finds the answer.
    this.changed(entry.executionArn);
    entry.settle(answer);
    return true;
  }

  private stopTimers(entry: Entry): void {
    clearTimeout(entry.heartbeatTimer);
    clearTimeout(entry.deadlineTimer);
  }

  private armHeartbeat(entry: Entry): void {
    clearTimeout(entry.heartbeatTimer);
    if (entry.heartbeatMs === undefined) return;
    entry.heartbeatTimer = setTimeout(() => this.answer(entry.token, { error: 'States.HeartbeatTimeout', cause: 'no heartbeat in time' }), entry.heartbeatMs);
    entry.heartbeatTimer.unref();
  }
}

/** Copies `value` with every token marker replaced by `token`. */
export function withToken(value: unknown, token: string): unknown {
  if (value === TOKEN_MARKER) return token;
  if (Array.isArray(value)) return value.map((v) => withToken(v, token));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withToken(v, token)]));
  }
  return value;
}

export function containsMarker(value: unknown): boolean {
  if (value === TOKEN_MARKER) return true;
  if (Array.isArray(value)) return value.some(containsMarker);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsMarker);
  return false;
}
