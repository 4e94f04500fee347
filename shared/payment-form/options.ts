/**
 * The form's query options and what each does (docs/decisions/payment-form.md, FORM-6):
 * templateName picks the page's look, options the payment methods offered, timestamp when the
 * link was made (the session expires FORM_SESSION_SECONDS after it), notificationEmailTemplateName
 * the receipt template of the "e-mail me the receipt" offer, clientReference the payment's yourReference.
 */
import { isCalendarDate } from '../calendar-date.js';
import { ApiError, UnprocessableError, ValidationError, type FieldIssue } from '../http/errors.js';
import { mobileWalletOperators } from '../lookups/mobile-wallet-operators.js';
import type { PaymentFormQuery } from '../schemas/payment-form-query.js';
import { RECEIPT_TEMPLATE_NAMES, type ReceiptTemplateName } from '../schemas/receipt-kinds.js';
import { FORM_SESSION_SECONDS } from './sessions.js';

export const FORM_TEMPLATES = ['standard', 'dark'] as const;
export type FormTemplate = (typeof FORM_TEMPLATES)[number];

export const FORM_METHODS = ['card', 'mobileWallet'] as const;
export type FormMethod = (typeof FORM_METHODS)[number];

/** A link dated further ahead than this is refused: the client's clock, not a way to lengthen the session. */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

export interface FormOptions {
  templateName: FormTemplate;
  methods: FormMethod[];
  /** True when the link named its methods (`options`), false for the default (every method available). */
  methodsAsked: boolean;
  notificationEmailTemplateName?: ReceiptTemplateName;
  clientReference?: string;
  validUntil: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Until when a link made at `timestamp` (ISO 8601 with an offset) may be paid; 410 once that has passed. */
export function validUntilFor(timestamp: string | undefined, now: Date, field: string): string {
  const latest = now.getTime() + FORM_SESSION_SECONDS * 1000;
  if (timestamp === undefined) return new Date(latest).toISOString();
  // The day checked on its own: Date.parse rolls 2026-02-30 over to 2 March.
  const readable = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(timestamp) && isCalendarDate(timestamp.slice(0, 10));
  const at = readable ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(at)) throw new ValidationError([{ field, reason: 'must be an ISO 8601 date and time with an offset, e.g. 2026-11-25T10:00:00Z' }]);
  if (at - now.getTime() > MAX_CLOCK_AHEAD_MS) throw new ValidationError([{ field, reason: 'is more than 5 minutes in the future' }]);
  const until = Math.min(at + FORM_SESSION_SECONDS * 1000, latest);
  if (until <= now.getTime()) {
    throw new ApiError(410, 'GONE', 'This payment form link has expired; ask the merchant for a new one.', [{ field, reason: `the link was made more than ${FORM_SESSION_SECONDS / 60} minutes ago` }]);
  }
  return new Date(until).toISOString();
}

/** The query's options checked and read; one 400 names every bad one. */
export function formOptions(query: PaymentFormQuery, now: Date, timestampField = 'query.timestamp'): FormOptions {
  const issues: FieldIssue[] = [];
  const templateName = query.templateName ?? 'standard';
  if (!isOneOf(FORM_TEMPLATES, templateName)) issues.push({ field: 'query.templateName', reason: `must be one of ${FORM_TEMPLATES.join(', ')}` });
  const asked = query.options === undefined ? [...FORM_METHODS] : query.options.split(',').map((o) => o.trim());
  const methods = asked.filter((o): o is FormMethod => isOneOf(FORM_METHODS, o));
  if (methods.length !== asked.length || methods.length === 0) {
    issues.push({ field: 'query.options', reason: `must be payment methods separated by commas, each one of ${FORM_METHODS.join(', ')}` });
  }
  const email = query.notificationEmailTemplateName;
  if (email !== undefined && !isOneOf(RECEIPT_TEMPLATE_NAMES, email)) {
    issues.push({ field: 'query.notificationEmailTemplateName', reason: `must be one of ${RECEIPT_TEMPLATE_NAMES.join(', ')}` });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    templateName: templateName as FormTemplate,
    methods: [...new Set(methods)],
    methodsAsked: query.options !== undefined,
    ...(email !== undefined ? { notificationEmailTemplateName: email as ReceiptTemplateName } : {}),
    ...(query.clientReference !== undefined ? { clientReference: query.clientReference } : {}),
    validUntil: validUntilFor(query.timestamp, now, timestampField),
  };
}

/**
 * The methods a session in `currency` offers: mobile money only where an operator takes that
 * currency. Left out of the default silently; asked for by name where none does, 422 naming the
 * field, rather than a page offering a method the payer cannot use.
 */
export function methodsFor(options: FormOptions, currency: string, field = 'query.options'): FormMethod[] {
  const available = (method: FormMethod): boolean => method === 'card' || mobileWalletOperators().some((o) => o.currency === currency);
  const unavailable = options.methods.filter((m) => !available(m));
  if (options.methodsAsked && unavailable.length > 0) {
    throw new UnprocessableError('This merchant cannot take a payment method the form asks for.', [{ field, reason: `no mobile money operator takes ${currency}, the merchant's currency` }]);
  }
  return options.methods.filter(available);
}
