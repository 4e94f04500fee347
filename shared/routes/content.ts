/** Client content: the bundle, contact details and the four documents (json, html or md). */
// One module per row (shared/routes/content/<handler>.ts): a handler imports only its own row and schemas (issue 16).
export { bundle } from './content/bundle.js';
export { contactDetails } from './content/contact-details.js';
export { faq } from './content/faq.js';
export { help } from './content/help.js';
export { privacyPolicy } from './content/privacy-policy.js';
export { termsOfUse } from './content/terms-of-use.js';
