/**
 * Task tokens of `.waitForTaskToken` states. The library has one Context Object per execution, so
 * `$$.Task.Token` resolves to a marker and the runner swaps it for a token of the waiting task's
 * own; SendTaskSuccess/Failure/Heartbeat then find that task here.
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

interface Waiting {
  executionArn: string;
  resolve(output: unknown): void;
  reject(error: Error): void;
  heartbeatMs?: number;
  timer?: NodeJS.Timeout;
}

export type TokenLookup = 'waiting' | 'finished' | 'unknown';

export class TaskTokens {
  private readonly waiting = new Map<string, Waiting>();
  private readonly finished = new Set<string>();

  /** A new token and the promise its task waits on. */
  open(executionArn: string, heartbeatSeconds?: number): { token: string; done: Promise<unknown> } {
    const token = randomBytes(48).toString('base64url');
    const done = new Promise<unknown>((resolve, reject) => {
      const entry: Waiting = { executionArn, resolve, reject };
      if (heartbeatSeconds !== undefined) entry.heartbeatMs = heartbeatSeconds * 1000;
      this.waiting.set(token, entry);
      this.armHeartbeat(token, entry);
    });
    // The task may have failed before awaiting `done`; its rejection must not go unhandled.
    done.catch(() => undefined);
    return { token, done };
  }

  lookup(token: string): TokenLookup {
    if (this.waiting.has(token)) return 'waiting';
    return this.finished.has(token) ? 'finished' : 'unknown';
  }

  succeed(token: string, output: unknown): boolean {
    const entry = this.take(token);
    entry?.resolve(output);
    return entry !== undefined;
  }

  fail(token: string, error: string, cause: string): boolean {
    const entry = this.take(token);
    entry?.reject(new TaskError(error, cause));
    return entry !== undefined;
  }

  heartbeat(token: string): boolean {
    const entry = this.waiting.get(token);
    if (entry) this.armHeartbeat(token, entry);
    return entry !== undefined;
  }

  /** Ends every task of a stopped execution. */
  abandon(executionArn: string): void {
    for (const [token, entry] of this.waiting) {
      if (entry.executionArn === executionArn) this.fail(token, 'States.Runtime', 'execution stopped');
    }
  }

  private take(token: string): Waiting | undefined {
    const entry = this.waiting.get(token);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.waiting.delete(token);
    this.finished.add(token);
    return entry;
  }

  private armHeartbeat(token: string, entry: Waiting): void {
    clearTimeout(entry.timer);
    if (entry.heartbeatMs === undefined) return;
    entry.timer = setTimeout(() => this.fail(token, 'States.HeartbeatTimeout', 'no heartbeat in time'), entry.heartbeatMs);
    entry.timer.unref();
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
