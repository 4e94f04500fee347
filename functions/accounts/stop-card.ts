import { stopCard } from '../../shared/accounts/operations.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { stopCard as route } from '../../shared/routes/accounts/stop-card.js';

export const handler = endpoint(route, async ({ body, caller }) => stopCard(caller, body.cardReference, body.reason));
