/**
 * Runs health checks in parallel, each under its own timeout, and folds them into one report.
 * A check that throws or times out is Unhealthy; one that succeeds slowly is Degraded. The report's
 * status is the worst entry's. Checks receive an AbortSignal so a timed-out SDK call is cancelled.
 */
import { logger } from '../log.js';
import type { HealthEntry, HealthResult, HealthStatus } from './schemas/health-result.js';

export interface CheckOutcome {
  /** A reachable dependency that is not fully usable (e.g. a table still being updated). */
  status?: 'Healthy' | 'Degraded';
  description?: string;
}

export interface HealthCheck {
  name: string;
  run(signal: AbortSignal): Promise<CheckOutcome>;
}

export interface HealthOptions {
  /** A check still running after this is cancelled and reported Unhealthy. */
  timeoutMs: number;
  /** A check that succeeds but takes longer than this is reported Degraded. */
  slowMs: number;
  /** Millisecond clock; injectable for tests. */
  now?: () => number;
}

export const DEFAULT_HEALTH_OPTIONS: HealthOptions = { timeoutMs: 2000, slowMs: 1000 };

const RANK: Record<HealthStatus, number> = { Healthy: 0, Degraded: 1, Unhealthy: 2 };

/** The worst of the statuses; Healthy when there are none. */
export function worstStatus(statuses: Iterable<HealthStatus>): HealthStatus {
  let worst: HealthStatus = 'Healthy';
  for (const s of statuses) if (RANK[s] > RANK[worst]) worst = s;
  return worst;
}

/** Milliseconds as a .NET TimeSpan string ("00:00:01.2345000"), the format the interface's clients parse. */
export function formatTimeSpan(ms: number): string {
  const ticks = Math.max(0, Math.round(ms * 10_000));
  const totalSeconds = Math.floor(ticks / 10_000_000);
  const fraction = String(ticks % 10_000_000).padStart(7, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${fraction}`;
}

/** A short, safe reason: the error's name or code (e.g. ResourceNotFoundException, ECONNREFUSED), never its message. */
export function shortReason(error: unknown): string {
  if (error instanceof CheckFailure) return error.message;
  const candidate = error instanceof Error ? (error.name !== 'Error' ? error.name : (error as { code?: unknown }).code) : undefined;
  return typeof candidate === 'string' && /^[\w.-]{1,80}$/.test(candidate) ? candidate : 'check failed';
}

/** A failure whose message is safe to show callers as is. */
export class CheckFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

class TimedOut extends CheckFailure {}

async function runOne(check: HealthCheck, options: HealthOptions, now: () => number): Promise<HealthEntry> {
  const started = now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Reject first: an aborted SDK call rejects too, and the race must report the timeout.
      reject(new TimedOut(`timed out after ${options.timeoutMs} ms`));
      controller.abort();
    }, options.timeoutMs);
  });
  try {
    const outcome = await Promise.race([check.run(controller.signal), timeout]);
    const duration = now() - started;
    const slow = duration > options.slowMs;
    const status = slow ? 'Degraded' : (outcome.status ?? 'Healthy');
    const description = slow ? `${outcome.description ?? 'responded'} (slow: over ${options.slowMs} ms)` : outcome.description;
    return { status, duration: formatTimeSpan(duration), ...(description === undefined ? {} : { description }) };
  } catch (error) {
    const duration = now() - started;
    logger.warn('health check failed', {
      check: check.name,
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    return { status: 'Unhealthy', duration: formatTimeSpan(duration), error: shortReason(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once and reports them keyed by name. */
export async function runHealthChecks(checks: readonly HealthCheck[], options: HealthOptions = DEFAULT_HEALTH_OPTIONS): Promise<HealthResult> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const timeChecked = new Date().toISOString();
  const results = await Promise.all(checks.map(async (c) => [c.name, await runOne(c, options, now)] as const));
  const entries = Object.fromEntries(results);
  return {
    status: worstStatus(results.map(([, e]) => e.status)),
    totalDuration: formatTimeSpan(now() - started),
    entries,
    timeChecked,
  };
}
