import { contactDetails as details } from '../../shared/content/bundle.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { contactDetails } from '../../shared/routes/content/contact-details.js';

export const handler = endpoint(contactDetails, async () => details);
