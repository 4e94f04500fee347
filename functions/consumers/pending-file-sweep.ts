import type { Context } from 'aws-lambda';
import { sweepPendingFiles, type PendingFileSweepResult } from '../../shared/consumer-files/pending-files.js';

// What a run leaves itself to finish the file it started, before Lambda's timeout.
const FINISHING_MS = 10_000;

// Run every few minutes (EventBridge in AWS, a timer locally): removes what uploads that never
// finished left, pending records and any object versions (KYC-2).
export const handler = async (_event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<PendingFileSweepResult> => {
  const stopAfter = context ? new Date(Date.now() + context.getRemainingTimeInMillis() - FINISHING_MS) : undefined;
  return sweepPendingFiles(stopAfter ? { stopAfter } : {});
};
