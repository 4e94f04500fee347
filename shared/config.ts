/**
 * Configuration read from the environment, once per container.
 * A getter throws when its variable is missing so a misdeployed function fails loudly, not later.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function optionalEnv(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

/** A duration setting in seconds: the fallback when unset, and a misconfigured value fails loudly naming its bounds. */
export function secondsEnv(name: string, fallback: number, bounds: { min: number; max?: number; whole: boolean }): number {
  const seconds = Number(optionalEnv(name, String(fallback)));
  const { min, max, whole } = bounds;
  const shaped = whole ? Number.isSafeInteger(seconds) : Number.isFinite(seconds);
  if (!shaped || seconds < min || (max !== undefined && seconds > max)) {
    throw new Error(`${name} must be a ${whole ? 'whole ' : ''}number of seconds, ${max === undefined ? `at least ${min}` : `${min} to ${max}`}`);
  }
  return seconds;
}

/** The table nearly every function reads; the other settings are functions below. */
export const config = {
  get tableName(): string {
    return requireEnv('TABLE_NAME');
  },
};

// Settings read by one area each: functions rather than getters of `config`, so a bundle carries
// only the ones its code reads (issue 16).

export function deployedEnvironmentName(): string {
  return optionalEnv('ENVIRONMENT_NAME', 'development');
}

export function deployedInProduction(): boolean {
  return deployedEnvironmentName() === 'production';
}

export function kycBucketName(): string {
  return requireEnv('KYC_BUCKET_NAME');
}

export function signingKeySecretId(): string {
  return requireEnv('SIGNING_KEY_SECRET_ID');
}

export function tokenIssuer(): string {
  return requireEnv('TOKEN_ISSUER');
}

export function tokenAudience(): string {
  return requireEnv('TOKEN_AUDIENCE');
}

/** Public host name of the API; unauthenticated POST /v1/logging must come from a page on it. */
export function apiDomain(): string {
  return requireEnv('API_DOMAIN');
}

/**
 * The API's public base URL as clients call it, stage included on a default deployment
 * (https://<id>.execute-api.<region>.amazonaws.com/<stage>; a custom domain's root; locally the
 * gateway's address): the start of every link the API hands out (docs/decisions/agentic.md, ACP-23).
 */
export function apiBaseUrl(): string {
  return requireEnv('API_BASE_URL');
}

export function accessTokenTtlSeconds(): number {
  return Number(optionalEnv('ACCESS_TOKEN_TTL_SECONDS', '900'));
}

/** The Parameters and Secrets Lambda Extension's port on localhost (AWS's variable and default). */
export function secretsExtensionPort(): string {
  return process.env['PARAMETERS_SECRETS_EXTENSION_HTTP_PORT'] ?? '2773';
}

/** ISO 4217 codes served by GET /v1/lookup/currency, comma separated. */
export function enabledCurrencies(): string[] {
  return optionalEnv('ENABLED_CURRENCIES', 'ZAR,USD,EUR,GBP,GHS,NGN,KES')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

/** Calls to caller-configured URLs may go to loopback (the local platform only; never in AWS). */
export function allowLoopbackCallbacks(): boolean {
  return optionalEnv('ALLOW_LOOPBACK_CALLBACKS', 'false') === 'true';
}

/** The From address of every e-mail the platform sends (an SES-verified identity in AWS). */
export function messageFromEmail(): string {
  return requireEnv('MESSAGE_FROM_EMAIL');
}

/** Seconds a source waits for its PIN or confirmation (the workflow's AwaitSourceAnswer timeout); AWS keeps 300, tests shorten it. */
export function paymentAnswerTimeoutSeconds(): number {
  return secondsEnv('PAYMENT_ANSWER_TIMEOUT_SECONDS', 300, { min: 1, whole: true });
}

/** Seconds a dynamic QR code (its QR bill) stays payable: 15 minutes unless QR_BILL_LIFETIME_SECONDS says otherwise (docs/decisions/qr.md, QR-33). */
export function qrBillLifetimeSeconds(): number {
  return secondsEnv('QR_BILL_LIFETIME_SECONDS', 900, { min: 1, whole: true });
}

/** Seconds a template's fan-out, re-date or delete chain may stand still before it is queued again (NTF-11); default 240. */
export function notificationStaleAfterSeconds(): number {
  return secondsEnv('NOTIFICATION_STALE_AFTER_SECONDS', 240, { min: 1, whole: false });
}

/** Seconds a notification re-date or delete waits for GSI2 to settle before its confirming sweep (NTF-12); default 10. */
export function notificationIndexSettleSeconds(): number {
  return secondsEnv('NOTIFICATION_INDEX_SETTLE_SECONDS', 10, { min: 0, max: 900, whole: true });
}

/**
 * The agent's endpoint for ACP order events (order_create / order_update), set by operations per
 * deployment (ACP-18); undefined = no order events are written. Checked where it is used
 * (shared/agentic/order-events.ts): a configured URL that is not callable fails loudly.
 */
export function acpOrderEventsUrl(): string | undefined {
  const value = process.env['ACP_ORDER_EVENTS_URL'];
  return value === undefined || value === '' ? undefined : value;
}

/** Seconds an outbox item may stay pending and untouched before the sweeper re-enqueues it; undefined = derived from the queue. */
export function outboxStaleAfterSeconds(): number | undefined {
  const value = process.env['OUTBOX_STALE_AFTER_SECONDS'];
  return value === undefined || value === '' ? undefined : Number(value);
}

/** The variable that hands a queue's URL to a function: QUEUE_URL_<NAME>, one per queue it uses. */
export function queueUrlVariable(name: string): string {
  return `QUEUE_URL_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

export function queueUrl(name: string): string {
  return requireEnv(queueUrlVariable(name));
}

/** The variable that hands a workflow's state machine ARN to a function: WORKFLOW_ARN_<NAME>. */
export function workflowArnVariable(name: string): string {
  return `WORKFLOW_ARN_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

export function workflowArn(name: string): string {
  return requireEnv(workflowArnVariable(name));
}
