/** ACP handlers for routes that write: a POST goes through idempotency (idempotency.ts, ACP-7); reads use acpReadEndpoint. */
import type { ApiHandler, EndpointInput } from '../http/endpoint.js';
import type { Infer, RouteDef, RouteSchemas } from '../http/route.js';
import { idempotent } from './idempotency.js';
import { acpChain } from './protocol.js';

/** A handler for an ACP route: version, idempotency (POST), the bare body checked against the route's schema. */
export function acpEndpoint<S extends RouteSchemas>(route: RouteDef<S>, fn: (input: EndpointInput<S>) => Promise<Infer<S['response']>>): ApiHandler {
  return acpChain(route, async (input) =>
    route.method === 'POST' ? idempotent(route, input, () => fn(input)) : { body: await fn(input), replayed: false, key: undefined });
}
