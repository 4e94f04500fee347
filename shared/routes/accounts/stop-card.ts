import { accessRoute } from '../../http/route.js';
import { noQuery, SUCCESS_ONLY } from '../../http/schemas.js';
import { cardStopBody } from '../../schemas/account-bodies.js';

export const stopCard = accessRoute({
  method: 'POST', path: '/v1/consumer/account/card/stop', auth: 'access', domain: 'accounts', handler: 'accounts/stop-card',
  schemas: { query: noQuery(), body: cardStopBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Stops one of the caller\'s cards, with an optional reason.',
});
