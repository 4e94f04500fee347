import { contactDetails as contactDetailsResult } from '../../content/schemas/contact-details.js';
import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';

export const contactDetails = accessRoute({
  method: 'GET', path: '/v1/content/contact-details', auth: 'access', domain: 'content', handler: 'content/contact-details',
  schemas: { query: noQuery(), response: contactDetailsResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Support e-mail, phone (E.164), hours and postal address.',
});
