/**
 * POST /v1/pay. Input: the caller, the validated body, the Idempotency-Key header. Output: the
 * payment's references (PayResult). Steps:
 *   1. Idempotency-Key given: a stored answer under it is replayed (same body), refused (another
 *      body: 422) or still in flight (409)
 *   2. yourReference already used by this caller: the first payment's reference, nothing started
 *   3. every check of plan.ts, before any money moves
 *   4. cards and device tokens go to the vault: from here on only tokens, BIN, last four, masked PAN
 *   5. ONE TransactWriteItems: the payment (Pending, version 1), a `transaction` marker per leg,
 *      the `payment-ref` marker (yourReference), the idempotency record (key), the claims of the QR
 *      bills it pays and of the payment form session it uses (FORM-5), and what the submission
 *      writes with it (a checkout order's order_create, ACP-18), enqueued once committed
 *   6. StartExecution named after the payment; if it fails the payment is marked Failed (markers
 *      and key freed, so a retry can submit again) and the caller gets 503 with its reference
 */
import { withoutNulls } from '../db/patch.js';
import type { Caller } from '../http/caller.js';
import { payableFormSession } from '../payment-form/pay-session.js';
import type { FormSessionRecord } from '../payment-form/sessions.js';
import type { PayBody } from '../schemas/pay-body.js';
import type { PayResult } from '../schemas/pay-result.js';
import { planPayment } from './plan.js';
import { defaultDeps, submit, type PayDeps } from './submission.js';
import { newShortReference } from './short-reference.js';

// The submission itself is submission.ts; its names stay importable from here (the pay flow's tests use them).
export { statusUrl, submit, type PayDeps, type Submission, type WrittenWith } from './submission.js';

// Its own module, so the refund flow and checkout can take it without the pay flow (cold start, issue 16).
export { newShortReference };

/** POST /v1/pay: see the steps above. */
export function submitPayment(caller: Caller, body: PayBody, idempotencyKey: string | undefined, deps: PayDeps = defaultDeps()): Promise<PayResult> {
  let formSession: FormSessionRecord | undefined;
  return submit(caller, {
    hashed: body,
    yourReference: body.yourReference ?? undefined,
    // The form session is checked once the request itself passed every check (400s before 404/409/410).
    plan: async (now) => {
      const plan = await planPayment(caller, body, now);
      formSession = await payableFormSession(caller, body, now);
      return plan;
    },
    formSession: () => formSession,
    usesFormSession: Boolean(body.paymentFormSessionReference),
    fields: (scope) => ({
      ...(body.paymentFormSessionReference ? { paymentFormSessionReference: body.paymentFormSessionReference.toLowerCase() } : {}),
      channel: body.channel ?? 'Unknown',
      ...(body.description ? { description: body.description } : {}),
      ...(body.splitReference ? { splitReference: body.splitReference.toLowerCase() } : {}),
      ...(body.paymentStatusWebhook ? { webhook: { ...body.paymentStatusWebhook, receiverId: scope } } : {}),
      ...(body.lineItems ? { lineItems: body.lineItems } : {}),
      ...(body.location ? { location: withoutNulls(body.location) } : {}),
      ...(body.merchant ? { merchant: withoutNulls(body.merchant) } : {}),
      ...(body.consumer ? { consumer: withoutNulls(body.consumer) } : {}),
    }),
  }, idempotencyKey, deps);
}

