/**
 * POST /v1/pay: every check of plan.ts, then the payment form session it names (FORM-5), then the
 * steps every submission takes (submission.ts).
 */
import { withoutNulls } from '../db/patch.js';
import type { Caller } from '../http/caller.js';
import { payableFormSession } from '../payment-form/pay-session.js';
import type { FormSessionRecord } from '../payment-form/sessions.js';
import { cardVault } from '../rails/deployed-card-vault.js';
import type { PayBody } from '../schemas/pay-body.js';
import type { PayResult } from '../schemas/pay-result.js';
import { planPayment } from './plan.js';
import { defaultDeps, submit, type PayDeps } from './submission.js';

// The submission itself is submission.ts; `submit` stays importable from here for the tests that drive both.
export { submit };

/** POST /v1/pay: see the steps above. */
export function submitPayment(caller: Caller, body: PayBody, idempotencyKey: string | undefined, deps: PayDeps = { ...defaultDeps(), vault: cardVault() }): Promise<PayResult> {
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
