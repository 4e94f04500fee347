/**
 * The periods a bank account's limits count in, in UTC. Apart from limit-rules.ts so the payment
 * tasks that release a limit reservation (limit-spend.ts) bundle the dates, not the rules' reads.
 */
import type { ResetPeriod } from '../schemas/account-limit-types.js';

/** A reset period that spans time: its spending is counted (PerTransaction's is not). */
export type CountedPeriod = Exclude<ResetPeriod, 'PerTransaction'>;

export const isCountedPeriod = (period: ResetPeriod): period is CountedPeriod => period !== 'PerTransaction';

/**
 * The start of the period a limit counts in, in UTC: midnight for Daily, Monday for Weekly, the
 * first of the month or year; `now` itself for PerTransaction (nothing earlier counts).
 */
export function periodStart(resetPeriod: ResetPeriod, now = new Date()): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (resetPeriod) {
    case 'PerTransaction':
      return new Date(now.getTime());
    case 'Daily':
      return new Date(Date.UTC(y, m, d));
    case 'Weekly':
      return new Date(Date.UTC(y, m, d - ((now.getUTCDay() + 6) % 7)));
    case 'Monthly':
      return new Date(Date.UTC(y, m, 1));
    case 'Yearly':
      return new Date(Date.UTC(y, 0, 1));
  }
}

/** The end of the period that starts at `start` (the next period's start). */
export function periodEnd(resetPeriod: CountedPeriod, start: Date): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  const d = start.getUTCDate();
  switch (resetPeriod) {
    case 'Daily':
      return new Date(Date.UTC(y, m, d + 1));
    case 'Weekly':
      return new Date(Date.UTC(y, m, d + 7));
    case 'Monthly':
      return new Date(Date.UTC(y, m + 1, 1));
    case 'Yearly':
      return new Date(Date.UTC(y + 1, 0, 1));
  }
}
