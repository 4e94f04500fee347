/**
 * A typed client of the payments platform, built on openapi-fetch from the types that
 * `npm run openapi` generates into schema.d.ts: a renamed field or a changed status in the route
 * table breaks the caller's build.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** How the client authenticates: a bearer token (access or refresh), the admin API key, or nothing. */
export type PlatformAuth =
  | { kind: 'none' }
  /** A fixed token, or a function asked before every request (e.g. one that refreshes). */
  | { kind: 'bearer'; token: string | (() => string | Promise<string>) }
  | { kind: 'apiKey'; apiKey: string };

export type PlatformClient = Client<paths>;

export interface PlatformClientOptions {
  /** A fetch implementation, e.g. for tests or older runtimes. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

function authMiddleware(auth: PlatformAuth): Middleware {
  return {
    async onRequest({ request }) {
      if (auth.kind === 'bearer') {
        const token = typeof auth.token === 'function' ? await auth.token() : auth.token;
        request.headers.set('Authorization', `Bearer ${token}`);
      } else if (auth.kind === 'apiKey') {
        request.headers.set('x-api-key', auth.apiKey);
      }
      return request;
    },
  };
}

/** A client for the API at `baseUrl` (the stage root, e.g. https://api.example.com/prod). */
export function createPlatformClient(baseUrl: string, auth: PlatformAuth = { kind: 'none' }, options: PlatformClientOptions = {}): PlatformClient {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  client.use(authMiddleware(auth));
  return client;
}
