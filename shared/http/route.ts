/**
 * The shape of one row of the route table (shared/routes). CDK, the local gateway, the OpenAPI
 * listing and the tests all read rows of this type; nothing else lists routes.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod/mini';
import { apiBaseOf, type ApiBase } from './api-base.js';
import { accessCaller, adminCaller, CALLER_READERS, publicCaller, refreshCaller, type CallerReader } from './caller.js';
import { CORS_ANSWER_HEADERS } from './cors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: no credentials; access / refresh: bearer token of that type (Lambda authorizer); admin: usage-plan API key. */
export type AuthKind = 'public' | 'access' | 'refresh' | 'admin';

export type Schema = z.ZodMiniType;

/** What a route's function may touch; CDK turns this into least-privilege grants and environment variables. */
export interface RouteResources {
  table?: 'read' | 'readwrite';
  bucket?: 'read' | 'readwrite';
  /** Queue names (see lib/resources.ts) the function sends to. */
  queues?: readonly string[];
  /** Workflow names (see lib/resources.ts) the function starts, describes or signals. */
  workflows?: readonly string[];
  /** Workflow names whose executions the function reads and stops (reconciliation). */
  workflowExecutions?: readonly string[];
  /** Reads the platform secret: signs or verifies tokens, hashes OTPs, seals outbox secrets. */
  signingKey?: boolean;
  /** Health checks need to describe every resource. */
  describeAll?: boolean;
  /** Gets ROUTE_MANIFEST (implemented domains and route counts): the version endpoint. */
  routeManifest?: boolean;
  /**
   * Finds faces in images: FACE_DETECTOR (rekognition in AWS, with rekognition:DetectFaces; bundled
   * locally) and sharp with the face model shipped beside the bundle (docs/decisions/liveness.md, LIV-1).
   */
  faceDetector?: boolean;
}

export interface RouteSchemas {
  path?: Schema;
  query?: Schema;
  body?: Schema;
  /** Schema of `result` in the success envelope; undefined = the endpoint returns only `success`. */
  response?: Schema;
}

export interface RouteDef<S extends RouteSchemas = RouteSchemas> {
  method: HttpMethod;
  /** API Gateway path template, e.g. /v1/pay/status/{paymentReference}. */
  path: string;
  auth: AuthKind;
  /** Domain the route belongs to: one nested stack and one functions/ folder per domain. */
  domain: string;
  /** Handler module relative to functions/, without extension, e.g. "system/ping". */
  handler: string;
  schemas: S;
  successStatus: 200 | 201 | 202;
  implemented: boolean;
  resources: RouteResources;
  /** Largest accepted body in bytes (default 256 KiB). */
  maxBodyBytes?: number;
  /** The response is not the JSON envelope (e.g. a markdown or HTML document, the JWKS). */
  rawResponse?: boolean;
  /** Content type of a raw response, for the OpenAPI document (default application/json). */
  rawContentType?: string;
  /** Access routes that complete a login's outstanding steps also accept the restricted pending-steps token. */
  acceptsPendingSteps?: boolean;
  /** Access routes the hosted payment form's session token may call (docs/decisions/payment-form.md, FORM-3). */
  acceptsPaymentForm?: boolean;
  /**
   * The function reads the optional Idempotency-Key header (shared/idempotency/rules.ts): the OpenAPI
   * document describes it (API-9), and a test of every bundle holds the row to what the code reads.
   * ACP rows leave it out: ACP's own headers are the protocol's.
   */
  readsIdempotencyKey?: true;
  /**
   * The function answers with an ETag and revalidates it: If-None-Match naming it is 304 without a
   * body (shared/contract/cache.ts, API-11). The document describes both (API-12); a test of every
   * bundle holds the row to what the code reads.
   */
  revalidates?: true;
  /** The route answers 410 Gone for something that expired (a payment form session or link, FORM-5). */
  answersGone?: boolean;
  /**
   * The wire protocol of the answers: the platform's envelope (default), or the Agentic Commerce
   * Protocol's bare bodies and error object with its headers (shared/agentic/protocol.ts).
   */
  protocol?: 'acp';
  summary: string;
  /**
   * The parts of the endpoint chain (endpoint.ts) this route runs beyond those every route runs,
   * set by the function that declares the row (below), never written in a row. Not enumerable:
   * the row's data (what CDK, the gateway and the OpenAPI document read) stays as written.
   */
  readonly chain?: RouteChain;
}

/**
 * What the endpoint chain does differently per route. Each declaring function names only the parts
 * its kind of route runs, so a handler's bundle carries no other kind's (issue 16).
 */
export interface RouteChain {
  /** Who is calling, read as the route's auth kind says (caller.ts). */
  readonly caller: CallerReader;
  /** Headers every answer carries, errors included: the payment form's cross-origin access (cors.ts, FORM-9). */
  readonly answerHeaders?: Readonly<Record<string, string>>;
  /** The API's base URL as API Gateway served the request (api-base.ts, FORM-3); without it the handler gets undefined. */
  readonly apiBase?: (event: APIGatewayProxyEvent) => ApiBase | undefined;
}

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

export type Infer<T> = T extends Schema ? z.infer<T> : undefined;

function declared<S extends RouteSchemas>(def: RouteDef<S>, chain: RouteChain): RouteDef<S> {
  return Object.defineProperty(def, 'chain', { value: chain, enumerable: false });
}

/**
 * Declares a route while keeping the literal types of its schemas for the handler, with every part
 * of the chain its fields call for. The route table's rows use the declarations by kind below,
 * which carry only their kind's parts; this one serves rows built elsewhere (tests).
 */
export function route<S extends RouteSchemas>(def: RouteDef<S>): RouteDef<S> {
  return declared(def, {
    caller: CALLER_READERS[def.auth],
    ...(def.acceptsPaymentForm ? { answerHeaders: CORS_ANSWER_HEADERS } : {}),
    apiBase: apiBaseOf,
  });
}

/** A route without credentials. */
export function publicRoute<S extends RouteSchemas>(def: RouteDef<S> & { auth: 'public' }): RouteDef<S> {
  return declared(def, { caller: publicCaller });
}

/** A route for the usage plan's API key. */
export function adminRoute<S extends RouteSchemas>(def: RouteDef<S> & { auth: 'admin' }): RouteDef<S> {
  return declared(def, { caller: adminCaller });
}

/** A route for a refresh token. */
export function refreshRoute<S extends RouteSchemas>(def: RouteDef<S> & { auth: 'refresh' }): RouteDef<S> {
  return declared(def, { caller: refreshCaller });
}

/** A route for an access token; one the payment form's token calls is a paymentFormRoute. */
export function accessRoute<S extends RouteSchemas>(def: RouteDef<S> & { auth: 'access'; acceptsPaymentForm?: false }): RouteDef<S> {
  return declared(def, { caller: accessCaller });
}

/** An access route the hosted payment form's page calls from the merchant's origin (FORM-3, FORM-9). */
export function paymentFormRoute<S extends RouteSchemas>(def: RouteDef<S> & { auth: 'access'; acceptsPaymentForm: true }): RouteDef<S> {
  return declared(def, { caller: accessCaller, answerHeaders: CORS_ANSWER_HEADERS });
}

/** An access route that serves the payment form's page, which calls the API at the base it was served from (FORM-3). */
export function formPageRoute<S extends RouteSchemas>(def: RouteDef<S> & { auth: 'access'; acceptsPaymentForm?: false }): RouteDef<S> {
  return declared(def, { caller: accessCaller, apiBase: apiBaseOf });
}

/** The key of a route in logs, policies and maps: "GET /v1/ping". */
export function routeKey(r: Pick<RouteDef, 'method' | 'path'>): string {
  return `${r.method} ${r.path}`;
}
