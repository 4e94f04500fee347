/**
 * The route table: every endpoint of the interface, implemented or not. CDK, the local gateway and
 * the tests read this list; nothing else lists routes. Handlers import only their own domain file.
 */
import type { RouteDef } from '../http/route.js';
import * as auth from './auth.js';
import * as content from './content.js';
import * as system from './system.js';

const domains: Record<string, Record<string, RouteDef>> = { auth, content, system };

export const routes: readonly RouteDef[] = Object.values(domains).flatMap((d) => Object.values(d));

export const implementedRoutes: readonly RouteDef[] = routes.filter((r) => r.implemented);
