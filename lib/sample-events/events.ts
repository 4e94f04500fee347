/**
 * One sample event per function, as AWS would hand it over: an API Gateway REST proxy event for a
 * route (body, path and query from the route's schemas, or hand-picked where a guess would be
 * refused or unrealistic), a REQUEST authorizer event, a task's input as its workflow's ASL builds
 * it, an SQS event for a queue consumer, an EventBridge scheduled event. Deterministic (fixed ids and
 * times), so `npm run events` rewrites the committed files only when a definition changed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SUPPORTED_VERSIONS } from '../../shared/agentic/versions.js';
import type { RouteDef } from '../../shared/http/route.js';
import { exampleValue } from './example-value.js';
import type { PlatformFunction } from './functions.js';
import { TABLE, type StreamConsumerDef } from '../resources.js';

const ROOT = resolve(import.meta.dirname, '../..');

const REGION = 'us-east-1';
const ACCOUNT = '123456789012';
const REQUEST_ID = 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef';
const SAMPLE_REFERENCE = '3f0c2a9e-5b1d-4c7e-9a2f-6d8e1b4c7a05';
const SAMPLE_TIME = '2026-01-15T09:30:00Z';
/** Far ahead, so the handler chain's own expiry check (shared/http/caller.ts) accepts the sample caller. */
const SAMPLE_TOKEN_EXPIRES_AT = '4102444800';
const SAMPLE_API_KEY = 'sample-admin-api-key';

/** Bodies a schema-driven guess gets wrong or makes dull: valid for their zod schema (events test). */
const HAND_PICKED_BODIES: Readonly<Record<string, unknown>> = {
  'POST /v1/pay': {
    paymentSources: { cards: [{ amountInCents: 2500, currency: 'ZAR', nameOnCard: 'Ada Lovelace', cardNumber: '4242424242424242', cvv: '123', expiryMonth: '12', expiryYear: '2030' }] },
    paymentDestinations: { merchants: [{ amountInCents: 2500, currency: 'ZAR', merchantReference: SAMPLE_REFERENCE }] },
  },
  'POST /v1/auth/admin/token/generate': { expiryInSeconds: 600, claims: { Name: 'Ada' } },
  'POST /v1/agentic_commerce/delegate_payment': {
    payment_method: { type: 'card', card_number_type: 'fpan', number: '4242424242424242', exp_month: '12', exp_year: '2030', cvc: '123', display_card_funding_type: 'credit', metadata: {} },
    allowance: { reason: 'one_time', max_amount: 2500, currency: 'zar', checkout_session_id: 'cs_sample', merchant_id: SAMPLE_REFERENCE, expires_at: SAMPLE_TIME },
    risk_signals: [], metadata: {},
  },
  'POST /v2/refund': { sourceTransactionReference: '8d2b6f1e-0c4a-4e59-b7d3-2a9c5e8f1b60', destinationTransactionReference: '5e7a3c90-1f2b-4d6e-8a4c-9b0d2e6f3a71', refundAmountInCents: 1000 },
};

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** The sample body of a route with a body schema, or undefined. */
export function sampleBody(route: RouteDef): unknown {
  if (!route.schemas.body) return undefined;
  return HAND_PICKED_BODIES[routeKey(route)] ?? exampleValue(route.schemas.body);
}

/** Path or query parameters as API Gateway passes them: strings, a repeated query parameter's last value; an empty list is absent. */
function stringValues(value: unknown): Record<string, string> | null {
  if (value === null || typeof value !== 'object') return null;
  const entries = Object.entries(value).flatMap(([k, v]): [string, string][] => {
    if (Array.isArray(v)) return v.length > 0 ? [[k, String(v.at(-1))]] : [];
    return [[k, typeof v === 'string' ? v : JSON.stringify(v)]];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** What the authorizer's answer puts in requestContext.authorizer for a token of this kind. */
function authorizerContext(route: RouteDef): Record<string, string> | null {
  const principal = { principalId: SAMPLE_REFERENCE, tokenId: 'sample-token-id', expiresAt: SAMPLE_TOKEN_EXPIRES_AT };
  if (route.auth === 'access') return { ...principal, tokenType: 'access', claims: JSON.stringify({ UserReference: SAMPLE_REFERENCE, Name: 'Ada Lovelace' }), accessPolicies: '' };
  if (route.auth === 'refresh') return { ...principal, tokenType: 'refresh' };
  return null;
}

function routeEvent(route: RouteDef): Record<string, unknown> {
  const pathParameters = route.schemas.path ? stringValues(exampleValue(route.schemas.path)) : null;
  const query = route.schemas.query ? stringValues(exampleValue(route.schemas.query)) : null;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters?.[name] ?? name);
  const body = sampleBody(route);
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(route.auth === 'admin' ? { 'x-api-key': SAMPLE_API_KEY } : {}),
    ...(route.auth === 'access' || route.auth === 'refresh' ? { Authorization: 'Bearer <token>' } : {}),
    // ACP's headers (shared/agentic/protocol.ts): without them the function answers 400.
    ...(route.protocol === 'acp' ? { 'API-Version': SUPPORTED_VERSIONS[0] ?? '', ...(route.method === 'POST' ? { 'Idempotency-Key': REQUEST_ID } : {}) } : {}),
  };
  return {
    resource: route.path,
    path,
    httpMethod: route.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: query,
    multiValueQueryStringParameters: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])),
    pathParameters,
    stageVariables: null,
    requestContext: {
      accountId: ACCOUNT, apiId: 'abc123', stage: 'prod', requestId: REQUEST_ID, resourcePath: route.path, httpMethod: route.method,
      path: `/prod${path}`, protocol: 'HTTP/1.1', requestTimeEpoch: Date.parse(SAMPLE_TIME), domainName: 'api.example.com',
      identity: { sourceIp: '203.0.113.10', apiKey: route.auth === 'admin' ? SAMPLE_API_KEY : null, apiKeyId: route.auth === 'admin' ? 'ServiceAdminClient' : null, userAgent: 'curl/8.5.0' },
      authorizer: authorizerContext(route),
    },
    body: body === undefined ? null : JSON.stringify(body),
    isBase64Encoded: false,
  };
}

function authorizerEvent(): Record<string, unknown> {
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:${REGION}:${ACCOUNT}:abc123/prod/GET/v1/ping`,
    resource: '/v1/ping', path: '/v1/ping', httpMethod: 'GET',
    headers: { Authorization: 'Bearer <token>' }, multiValueHeaders: { Authorization: ['Bearer <token>'] },
    pathParameters: null, queryStringParameters: null, multiValueQueryStringParameters: null, stageVariables: null,
    requestContext: { accountId: ACCOUNT, apiId: 'abc123', stage: 'prod', requestId: REQUEST_ID, resourcePath: '/v1/ping', httpMethod: 'GET', path: '/prod/v1/ping', identity: { sourceIp: '203.0.113.10' } },
  };
}

/** Values the ASL's `.$` paths would carry, by field name. */
const TASK_VALUES: Readonly<Record<string, unknown>> = {
  paymentReference: SAMPLE_REFERENCE, transactionReference: '8d2b6f1e-0c4a-4e59-b7d3-2a9c5e8f1b60', refundReference: SAMPLE_REFERENCE,
  executionId: `arn:aws:states:${REGION}:${ACCOUNT}:execution:payment:${SAMPLE_REFERENCE}`,
  answerTimeoutSeconds: 300, outcome: 'requires_pin', taskToken: 'sample-task-token',
  failure: { Error: 'RailDeclined', Cause: '{"errorType":"RailDeclined","errorMessage":"generic_decline"}' },
};

interface AslState { Type?: string; Parameters?: { FunctionName?: string; Payload?: Record<string, unknown> }; ItemProcessor?: { States: Record<string, AslState> }; Iterator?: { States: Record<string, AslState> } }

function findTaskPayload(states: Record<string, AslState>, placeholder: string): Record<string, unknown> | undefined {
  for (const state of Object.values(states)) {
    if (state.Type === 'Task' && state.Parameters?.FunctionName === `\${${placeholder}}`) return state.Parameters.Payload ?? {};
    const inner = state.ItemProcessor ?? state.Iterator;
    const found = inner ? findTaskPayload(inner.States, placeholder) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The input of the first state that calls the task, as its Payload template builds it. */
function taskEvent(definitionFile: string, placeholder: string): Record<string, unknown> {
  const asl = JSON.parse(readFileSync(resolve(ROOT, 'lib/workflows', definitionFile), 'utf8')) as { States: Record<string, AslState> };
  const payload = findTaskPayload(asl.States, placeholder);
  if (!payload) throw new Error(`${definitionFile} has no Task calling \${${placeholder}}`);
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => {
    if (!key.endsWith('.$')) return [key, value];
    const name = key.slice(0, -2);
    if (!(name in TASK_VALUES)) throw new Error(`no sample value for ${name} of \${${placeholder}}`);
    return [name, TASK_VALUES[name]];
  }));
}

function queueEvent(queueName: string): Record<string, unknown> {
  return {
    Records: [{
      messageId: '059f36b4-87a3-44ab-83d2-661975830a7d', receiptHandle: 'AQEBwJnKyrHigUMZj6rYigCgxlaS3SLy0a', body: JSON.stringify({ outboxId: SAMPLE_REFERENCE }),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.parse(SAMPLE_TIME)), SenderId: ACCOUNT, ApproximateFirstReceiveTimestamp: String(Date.parse(SAMPLE_TIME)) },
      messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: `arn:aws:sqs:${REGION}:${ACCOUNT}:${queueName}`, awsRegion: REGION,
    }],
  };
}

/** One record of the table's stream that the consumer's filter lets through: a new outbox item. */
function streamEvent(consumer: StreamConsumerDef): Record<string, unknown> {
  const keys = { PK: { S: `OUTBOX#${SAMPLE_REFERENCE}` }, SK: { S: 'OUTBOX' } };
  return {
    Records: [{
      eventID: 'c4ca4238a0b923820dcc509a6f75849b', eventName: consumer.filter.eventName, eventVersion: '1.1', eventSource: 'aws:dynamodb', awsRegion: REGION,
      dynamodb: {
        ApproximateCreationDateTime: Date.parse(SAMPLE_TIME) / 1000, Keys: keys,
        NewImage: { ...keys, entity: { S: consumer.filter.entities[0] ?? '' }, id: { S: SAMPLE_REFERENCE }, queue: { S: 'webhooks' }, status: { S: 'pending' } },
        SequenceNumber: '111100000000000000000001', SizeBytes: 160, StreamViewType: TABLE.streamViewType,
      },
      eventSourceARN: `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/payments-platform/stream/2026-01-15T09:30:00.000`,
    }],
  };
}

function scheduledEvent(logicalId: string): Record<string, unknown> {
  return {
    version: '0', id: '53dc4d37-cffa-4f76-80c9-8b7d4a4d2eaa', 'detail-type': 'Scheduled Event', source: 'aws.events', account: ACCOUNT,
    time: SAMPLE_TIME, region: REGION, resources: [`arn:aws:events:${REGION}:${ACCOUNT}:rule/${logicalId}`], detail: {},
  };
}

export function sampleEvent(fn: PlatformFunction): Record<string, unknown> {
  switch (fn.kind) {
    case 'route': return routeEvent(fn.route);
    case 'authorizer': return authorizerEvent();
    case 'task': return taskEvent(fn.workflow.definitionFile, fn.placeholder);
    case 'queue': return queueEvent(fn.queue.name);
    case 'stream': return streamEvent(fn.consumer);
    case 'schedule': return scheduledEvent(fn.schedule.logicalId);
  }
}
