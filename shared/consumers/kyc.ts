/**
 * KYC decisions on a consumer's kycStatusSummary (interface "States and transitions"):
 * Unverified → Verified, Unverified → Rejected, and Rejected → Verified (a re-review after new
 * documents). Verified → Rejected is refused: withdrawing a verified consumer is deactivation
 * (isActive false), which keeps the record of what was verified. Repeating a decision changes nothing.
 */
import { ConflictError, NotFoundError } from '../http/errors.js';
import type { KycStatusSummary } from '../schemas/consumer-status.js';
import { getConsumer, setKycStatus } from './consumers.js';

export type KycDecision = 'Verified' | 'Rejected';

const ALLOWED_FROM: Record<KycDecision, readonly KycStatusSummary[]> = {
  Verified: ['Unverified', 'Rejected'],
  Rejected: ['Unverified'],
};

/** Whether the move is allowed; the reason when it is not. Pure, for the unit tests and the route. */
export function kycMove(from: KycStatusSummary, to: KycDecision): { allowed: true; changes: boolean } | { allowed: false; reason: string } {
  if (from === to) return { allowed: true, changes: false };
  if (ALLOWED_FROM[to].includes(from)) return { allowed: true, changes: true };
  return { allowed: false, reason: `a ${from} consumer cannot become ${to}; deactivate the consumer (isActive false) to withdraw it` };
}

/** PUT /v1/consumer/admin/kyc/verify|reject/{consumerReference}. */
export async function decideKyc(consumerReference: string, to: KycDecision, now = new Date()): Promise<void> {
  // A concurrent decision fails the condition; the next round judges the move from the new status.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const consumer = await getConsumer(consumerReference.toLowerCase());
    if (!consumer) throw new NotFoundError('Consumer', 'path.consumerReference');
    const move = kycMove(consumer.kycStatusSummary, to);
    if (!move.allowed) throw new ConflictError(`The KYC status cannot move from ${consumer.kycStatusSummary} to ${to}.`, [{ field: 'path.consumerReference', reason: move.reason }]);
    if (!move.changes) return;
    if (await setKycStatus(consumer.reference, consumer.kycStatusSummary, to, now)) return;
  }
  throw new ConflictError('The KYC status kept changing while this request ran; try again.');
}
