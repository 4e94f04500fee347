/**
 * ACP's curated request examples (test/fixtures/acp/examples, copied from
 * ../shared/spec/acp-2026-04-17/examples): each one the platform's request schema accepts exactly
 * when ACP's own JSON Schema does, so a conforming agent request is never refused for its shape, and
 * a non-conforming one (the multi-item example omits the required `capabilities`) is refused by both.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cancelCheckoutSessionBody } from '../../shared/schemas/agentic-cancel-session-body.js';
import { completeCheckoutSessionBody } from '../../shared/schemas/agentic-complete-session-body.js';
import { createCheckoutSessionBody } from '../../shared/schemas/agentic-create-session-body.js';
import { updateCheckoutSessionBody } from '../../shared/schemas/agentic-update-session-body.js';
import { delegatePaymentBody } from '../../shared/schemas/agentic-delegate.js';
import { acpErrors, acpExamples, type Bundle } from './acp-fixtures.js';

const KINDS: { prefix: string; bundle: Bundle; definition: string; schema: z.ZodMiniType }[] = [
  { prefix: 'create', bundle: 'checkout', definition: 'CheckoutSessionCreateRequest', schema: createCheckoutSessionBody },
  { prefix: 'update', bundle: 'checkout', definition: 'CheckoutSessionUpdateRequest', schema: updateCheckoutSessionBody },
  { prefix: 'complete', bundle: 'checkout', definition: 'CheckoutSessionCompleteRequest', schema: completeCheckoutSessionBody },
  { prefix: 'cancel', bundle: 'checkout', definition: 'CancelSessionRequest', schema: cancelCheckoutSessionBody },
  { prefix: 'delegate', bundle: 'delegate', definition: 'DelegatePaymentRequest', schema: delegatePaymentBody },
];

const requests = Object.entries({
  ...acpExamples('examples.agentic_checkout.json'),
  ...acpExamples('examples.delegate_payment.json'),
  ...acpExamples('examples.multi_item_checkout.json'),
}).filter(([name]) => name.includes('_request'));

describe('ACP curated request examples', () => {
  it('are all found and each has a request kind', () => {
    expect(requests.length).toBeGreaterThanOrEqual(12);
    for (const [name] of requests) expect(KINDS.some((k) => name.startsWith(k.prefix)), name).toBe(true);
  });

  it.each(requests)('%s: accepted here exactly when ACP\'s JSON Schema accepts it', (name, example) => {
    const kind = KINDS.find((k) => name.startsWith(k.prefix));
    if (!kind) throw new Error(`no request kind for ${name}`);
    const acpAccepts = acpErrors(kind.bundle, kind.definition, example).length === 0;
    const ours = z.safeParse(kind.schema, example);
    expect(ours.success, `${name}: ours ${ours.success ? 'accepts' : JSON.stringify(ours.error?.issues.map((i) => i.path.join('.')))}, ACP ${acpAccepts ? 'accepts' : 'refuses'}`).toBe(acpAccepts);
  });

  it('includes one example ACP itself refuses (so the comparison can tell both ways)', () => {
    const refused = requests.filter(([name, example]) => {
      const kind = KINDS.find((k) => name.startsWith(k.prefix));
      return kind !== undefined && acpErrors(kind.bundle, kind.definition, example).length > 0;
    });
    expect(refused.map(([name]) => name)).toEqual(['create_multi_item_checkout_request']);
  });
});

/** ACP's curated answers, each with the definition the tests check our answers against (acp-fixtures.ts). */
const ANSWERS: [string, string, Bundle, string][] = [
  ['examples.agentic_checkout.json', 'create_checkout_session_response', 'checkout', 'CheckoutSession'],
  ['examples.agentic_checkout.json', 'update_checkout_session_response', 'checkout', 'CheckoutSession'],
  ['examples.agentic_checkout.json', 'get_checkout_session_response', 'checkout', 'CheckoutSession'],
  ['examples.agentic_checkout.json', 'cancel_checkout_session_response', 'checkout', 'CheckoutSession'],
  ['examples.agentic_checkout.json', 'complete_checkout_session_response', 'checkout', 'CheckoutSessionWithOrder'],
  ['examples.agentic_checkout.json', 'error_400_requires_3ds', 'checkout', 'Error'],
  ['examples.delegate_payment.json', 'delegate_payment_success_response', 'delegate', 'DelegatePaymentResponse'],
  ['examples.delegate_payment.json', 'delegate_payment_error_invalid_card', 'delegate', 'Error'],
  ['examples.delegate_payment.json', 'delegate_payment_error_idempotency_conflict', 'delegate', 'Error'],
  ['examples.delegate_payment.json', 'delegate_payment_error_idempotency_key_required', 'delegate', 'Error'],
  ['examples.delegate_payment.json', 'delegate_payment_error_idempotency_in_flight', 'delegate', 'Error'],
];

describe('ACP curated answer examples', () => {
  // The validator the tests judge our answers with accepts what ACP calls a valid answer, and refuses a changed one.
  it.each(ANSWERS)('%s %s validates against %s#%s, and not with a field ACP does not define', (file, name, bundle, definition) => {
    const example = acpExamples(file)[name];
    expect(example, name).toBeDefined();
    expect(acpErrors(bundle, definition, example)).toEqual([]);
    expect(acpErrors(bundle, definition, { ...(example as object), not_in_acp: true })).not.toEqual([]);
  });
});
