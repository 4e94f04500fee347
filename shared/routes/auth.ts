/** Token issuance and publication. The login, refresh, password and OTP rows are in auth-flows.ts. */
// One module per row (shared/routes/auth/<handler>.ts): a handler imports only its own row and schemas (issue 16).
export { adminTokenGenerate } from './auth/admin-token-generate.js';
export { jwks } from './auth/jwks.js';
