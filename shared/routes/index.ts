/**
 * The route table: every endpoint of the interface, implemented or not. CDK, the local gateway and
 * the tests read this list; nothing else lists routes. Each row is a module of its own
 * (shared/routes/<handler>.ts, re-exported by its domain file): a handler imports only its row, so
 * its bundle builds no other row's schemas (issue 16, PERF-5).
 */
import type { RouteDef } from '../http/route.js';
import * as accounts from './accounts.js';
import * as agentic from './agentic.js';
import * as authFlows from './auth-flows.js';
import * as auth from './auth.js';
import * as consumers from './consumers.js';
import * as content from './content.js';
import * as contract from './contract.js';
import * as lookups from './lookups.js';
import * as merchants from './merchants.js';
import * as notifications from './notifications.js';
import * as payments from './payments.js';
import * as products from './products.js';
import * as qr from './qr.js';
import * as refunds from './refunds.js';
import * as system from './system.js';
import * as wallets from './wallets.js';
import * as webhooks from './webhooks.js';

const domains: Record<string, Record<string, RouteDef>> = {
  system, content, contract, lookups, auth, authFlows, consumers, accounts, merchants, products, payments, refunds, qr, notifications, agentic, webhooks, wallets,
};

export const routes: readonly RouteDef[] = Object.values(domains).flatMap((d) => Object.values(d));

export const implementedRoutes: readonly RouteDef[] = routes.filter((r) => r.implemented);
