/**
 * Typed errors. Each kind carries its HTTP status and a stable code; `toErrorResponse`
 * in response.ts is the one place that turns them into responses.
 */
export interface FieldIssue {
  /** Where the problem is: `body.amountInCents`, `query.cardBin`, `path.consumerReference`, `header.authorization`. */
  field: string;
  reason: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldIssue[] = [],
    /** Extra result fields some errors carry, e.g. login's mustChangePassword flags. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends ApiError {
  constructor(details: FieldIssue[], message = 'The request failed validation.') {
    super(400, 'VALIDATION_FAILED', message, details);
  }
}

/** The parser's own message is not echoed: it quotes the body and names the runtime. */
export class MalformedJsonError extends ApiError {
  constructor() {
    super(400, 'MALFORMED_JSON', 'The request body is not valid JSON.', [{ field: 'body', reason: 'body is not valid JSON' }]);
  }
}

/** The gateway's 401 text (gateway-responses.ts); a function refusing a token the gateway let through says the same. */
export const UNAUTHORIZED_MESSAGE = 'The bearer token is missing or invalid.';

export class UnauthorizedError extends ApiError {
  constructor(message = 'The credentials or token are missing or invalid.', extra: Record<string, unknown> = {}) {
    super(401, 'UNAUTHORIZED', message, [], extra);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = 'The caller has no access to this resource.', details: FieldIssue[] = []) {
    super(403, 'FORBIDDEN', message, details);
  }
}

export class NotFoundError extends ApiError {
  constructor(what: string, field?: string) {
    super(404, 'NOT_FOUND', `${what} was not found.`, field ? [{ field, reason: 'not found' }] : []);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string, details: FieldIssue[] = []) {
    super(409, 'CONFLICT', message, details);
  }
}

export class PayloadTooLargeError extends ApiError {
  /** The whole body by default; a part of it (one image of several) names its field and says what is over. */
  constructor(limitBytes: number, part?: { field: string; reason: string }) {
    super(413, 'PAYLOAD_TOO_LARGE', part ? `${part.field} is too large: ${part.reason}.` : `The request body exceeds the limit of ${limitBytes} bytes.`, [
      part ?? { field: 'body', reason: `larger than ${limitBytes} bytes` },
    ]);
  }
}

export class UnsupportedMediaTypeError extends ApiError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON (Content-Type: application/json).', [
      { field: 'header.content-type', reason: 'must be application/json' },
    ]);
  }
}

export class UnprocessableError extends ApiError {
  constructor(message: string, details: FieldIssue[] = []) {
    super(422, 'UNPROCESSABLE', message, details);
  }
}

/** A balance held on the platform (a wallet, a merchant's) is below what was asked of it; checked before any money moves. */
export class InsufficientFundsError extends ApiError {
  constructor(details: FieldIssue[], message = 'The balance is below the amount asked; nothing was moved.') {
    super(422, 'INSUFFICIENT_FUNDS', message, details);
  }
}

/** Writes that kept losing to other transactions on the same items (a limit counter, a refund allowance): nothing was written. */
export class BusyError extends ApiError {
  constructor(what: string) {
    super(503, 'SERVICE_UNAVAILABLE', `The ${what} could not be written: other requests were writing the same items at that moment. Nothing was made; send the same request again.`, [], {}, { 'Retry-After': '1' });
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(retryAfterSeconds: number, message = 'Too many requests; slow down.', details: FieldIssue[] = []) {
    super(429, 'TOO_MANY_REQUESTS', message, details, {}, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
