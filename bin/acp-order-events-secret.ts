/**
 * `npm run acp-order-events-secret`: prints the secret that signs this deployment's ACP order events
 * (Merchant-Signature, docs/decisions/agentic.md, ACP-18), for operations to hand to the agent out
 * of band with the endpoint it registered (acpOrderEventsUrl). The secret is derived from the
 * platform secret, so this reads that secret where `npm run offline-key` does (bin/operations-target.ts:
 * the running local platform, or AWS with the operator's credentials). Treat the output as a secret:
 * never paste it into a log or a ticket.
 */
import { operationsTarget } from './operations-target.js';

const where = operationsTarget();
const { acpOrderEventsSecret } = await import('../shared/webhooks/acp-order-secret.js');
const endpoint = process.env['ACP_ORDER_EVENTS_URL'];
// The secret alone on stdout (for a pipe); where it applies on stderr.
console.error(`ACP order events secret of ${where}; endpoint: ${endpoint || 'none configured (no order events are sent)'}`);
console.log(await acpOrderEventsSecret());
