/** The wait item the AwaitSourceAnswer task leaves for the PIN and confirmation endpoints (shared/payments/waits.ts). */
import { config, paymentAnswerTimeoutSeconds } from '../../config.js';
import type { AwaitedAnswer } from '../payments.js';
import { sealTaskToken, waitKeys, type StoredWait } from '../waits.js';
import { epochSeconds } from '../../epoch.js';

/**
 * The workflow's AwaitSourceAnswer timeout (TimeoutSecondsPath in lib/workflows/payment.asl.json,
 * in the execution input the pay handler starts it with, PAY-25): the token is dead after it. 300 s unless PAYMENT_ANSWER_TIMEOUT_SECONDS says otherwise.
 */
export const answerTimeoutSeconds = (): number => paymentAnswerTimeoutSeconds();

export async function waitPut(paymentReference: string, transactionReference: string, taskToken: string, awaiting: AwaitedAnswer, now = new Date()): Promise<Record<string, unknown>> {
  const item: StoredWait = {
    paymentReference, sealedTaskToken: await sealTaskToken(transactionReference, taskToken), awaiting, expiresAt: epochSeconds(now) + answerTimeoutSeconds(),
  };
  // A retried task writes the same wait again; a new token replaces an unanswered one.
  return { Put: { TableName: config.tableName, Item: { ...waitKeys.wait(transactionReference), entity: 'PaymentWait', ...item } } };
}
