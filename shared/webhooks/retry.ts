/**
 * When a failed webhook is tried again. SQS redelivers a message when its visibility timeout ends;
 * after a failed attempt the sender sets that timeout to the next delay (ChangeMessageVisibility),
 * so the queue's 8 receives are spread over more than a day instead of 8 × 3 minutes.
 */
import { optionalEnv } from '../config.js';

/** After receive 1, 2, … 7 (the 8th is the last): 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 11 h = 26 h 36 min. */
export const RETRY_DELAYS_SECONDS: readonly number[] = [60, 300, 1800, 7200, 18_000, 28_800, 39_600];

/**
 * SQS refuses to keep a received message invisible more than 12 hours after its receive; the
 * change is made within the consumer's 30 s, so a delay up to this bound is always accepted.
 */
export const MAX_DELAY_SECONDS = 12 * 3600 - 120;

/** The schedule in force: WEBHOOK_RETRY_DELAYS_SECONDS (comma-separated seconds; the local platform's tests) or the AWS one. */
export function retryDelays(): readonly number[] {
  const text = optionalEnv('WEBHOOK_RETRY_DELAYS_SECONDS', '');
  if (text === '') return RETRY_DELAYS_SECONDS;
  const delays = text.split(',').map((d) => Number(d.trim()));
  if (delays.length === 0 || delays.some((d) => !Number.isInteger(d) || d < 0)) throw new Error('WEBHOOK_RETRY_DELAYS_SECONDS must be comma-separated whole seconds');
  return delays;
}

/** Seconds to wait after the failed attempt of receive `receiveCount` (1-based); the last delay repeats if the schedule is short. */
export function retryDelaySeconds(receiveCount: number, delays: readonly number[] = RETRY_DELAYS_SECONDS): number {
  const index = Math.min(Math.max(receiveCount, 1), delays.length) - 1;
  return Math.min(delays[index] ?? 0, MAX_DELAY_SECONDS);
}
