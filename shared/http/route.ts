/**
 * The shape of one row of the route table (shared/routes). CDK, the local gateway, the OpenAPI
 * listing and the tests all read rows of this type; nothing else lists routes.
 */
import type * as z from 'zod/mini';

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
  /** The route answers 410 Gone for something that expired (a payment form session or link, FORM-5). */
  answersGone?: boolean;
  /**
   * The wire protocol of the answers: the platform's envelope (default), or the Agentic Commerce
   * Protocol's bare bodies and error object with its headers (shared/agentic/protocol.ts).
   */
  protocol?: 'acp';
  summary: string;
}

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

export type Infer<T> = T extends Schema ? z.infer<T> : undefined;

/** Declares a route while keeping the literal types of its schemas for the handler. */
export function route<S extends RouteSchemas>(def: RouteDef<S>): RouteDef<S> {
  return def;
}

/** The key of a route in logs, policies and maps: "GET /v1/ping". */
export function routeKey(r: Pick<RouteDef, 'method' | 'path'>): string {
  return `${r.method} ${r.path}`;
}
