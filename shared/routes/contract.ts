/** The contract: the OpenAPI document generated from this table and its rendered page (docs/decisions/contract.md). */
// One module per row (shared/routes/contract/<handler>.ts): a handler imports only its own row (issue 16).
export { docsPage } from './contract/docs.js';
export { openapiDocument } from './contract/openapi.js';
