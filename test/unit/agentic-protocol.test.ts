/**
 * ACP's error object from the platform's errors (shared/agentic/protocol.ts, docs/decisions/agentic.md
 * ACP-2 and ACP-11): type by status, ACP's codes where it names one, the first field as a JSONPath.
 */
import { describe, expect, it } from 'vitest';
import { acpErrorBody, AcpError, assertApiVersion, jsonPathOf } from '../../shared/agentic/protocol.js';
import { ConflictError, UnprocessableError, ValidationError } from '../../shared/http/errors.js';
import { createCheckoutSession, delegatePayment } from '../../shared/routes/agentic.js';

describe('ACP error object', () => {
  it('turns body fields into JSONPaths and leaves headers and paths out', () => {
    expect(jsonPathOf('body.line_items[0].id')).toBe('$.line_items[0].id');
    expect(jsonPathOf('body')).toBe('$');
    expect(jsonPathOf('header.idempotency-key')).toBeUndefined();
    expect(jsonPathOf('path.checkoutSessionId')).toBeUndefined();
  });

  it('answers a validation error as invalid_request naming every field, the first as param', () => {
    const answer = acpErrorBody(new ValidationError([{ field: 'body.currency', reason: 'is required' }, { field: 'body.line_items', reason: 'is required' }]), createCheckoutSession);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ type: 'invalid_request', code: 'validation_failed', param: '$.currency', message: 'The request failed validation. body.currency: is required; body.line_items: is required' });
  });

  it('uses ACP codes for idempotency errors, with Retry-After while in flight', () => {
    const key = [{ field: 'header.idempotency-key', reason: 'x' }];
    expect(acpErrorBody(new UnprocessableError('m', key), createCheckoutSession).body.code).toBe('idempotency_conflict');
    const inFlight = acpErrorBody(new ConflictError('m', key), createCheckoutSession);
    expect(inFlight.body.code).toBe('idempotency_in_flight');
    expect(inFlight.headers['Retry-After']).toBe('1');
  });

  it('calls a card field problem invalid_card on delegate_payment only', () => {
    const card = new ValidationError([{ field: 'body.payment_method.number', reason: 'is not a valid card number (Luhn check)' }]);
    expect(acpErrorBody(card, delegatePayment).body.code).toBe('invalid_card');
    const allowance = new ValidationError([{ field: 'body.allowance.expires_at', reason: 'must be in the future' }]);
    expect(acpErrorBody(allowance, delegatePayment).body.code).toBe('validation_failed');
  });

  it('reveals nothing of an unexpected error: 500 processing_error', () => {
    expect(acpErrorBody(new Error('table xyz exploded'), createCheckoutSession)).toEqual({
      status: 500, headers: {}, body: { type: 'processing_error', code: 'internal', message: 'An unexpected error occurred; quote the Request-Id when reporting it.' },
    });
  });

  it('requires API-Version 2026-04-17, listing the versions served', () => {
    expect(() => assertApiVersion({ 'api-version': '2026-04-17' })).not.toThrow();
    for (const headers of [{}, { 'api-version': '2025-09-29' }]) {
      try {
        assertApiVersion(headers);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AcpError);
        expect(acpErrorBody(error, createCheckoutSession).body.supported_versions).toEqual(['2026-04-17']);
      }
    }
  });
});
