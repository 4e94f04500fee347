/** Client content: the bundle, contact details and the four documents (json, html or md). */
import { route } from '../http/route.js';
import { noQuery } from '../http/schemas.js';
import { contactDetails as contactDetailsResult, contentBundle, documentQuery, documentResult, faqResult } from '../content/schemas.js';

const domain = 'content';

export const bundle = route({
  method: 'GET', path: '/v1/content', auth: 'access', domain, handler: 'content/bundle',
  schemas: { query: noQuery(), response: contentBundle },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Client content bundle: app name, document list with URLs, support links, content version.',
});

export const contactDetails = route({
  method: 'GET', path: '/v1/content/contact-details', auth: 'access', domain, handler: 'content/contact-details',
  schemas: { query: noQuery(), response: contactDetailsResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Support e-mail, phone (E.164), hours and postal address.',
});

// json answers in the envelope, html and md raw: so rawResponse stays unset.
export const privacyPolicy = route({
  method: 'GET', path: '/v1/content/privacy-policy', auth: 'access', domain, handler: 'content/privacy-policy',
  schemas: { query: documentQuery, response: documentResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'The privacy policy as JSON sections, an HTML page or markdown (?format=json|html|md).',
});

export const termsOfUse = route({
  method: 'GET', path: '/v1/content/terms-of-use', auth: 'access', domain, handler: 'content/terms-of-use',
  schemas: { query: documentQuery, response: documentResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'The terms of use as JSON sections, an HTML page or markdown (?format=json|html|md).',
});

export const faq = route({
  method: 'GET', path: '/v1/content/faq', auth: 'access', domain, handler: 'content/faq',
  schemas: { query: documentQuery, response: faqResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'Frequently asked questions as JSON questions, an HTML page or markdown (?format=json|html|md).',
});

export const help = route({
  method: 'GET', path: '/v1/content/help', auth: 'access', domain, handler: 'content/help',
  schemas: { query: documentQuery, response: documentResult },
  successStatus: 200, implemented: true, resources: {},
  summary: 'The help guide as JSON sections, an HTML page or markdown (?format=json|html|md).',
});
