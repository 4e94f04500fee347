import { jwks as jwksDocument } from '../../shared/auth/signing-key.js';
import { endpoint, raw } from '../../shared/http/endpoint.js';
import { jwks } from '../../shared/routes/auth/jwks.js';

export const handler = endpoint(jwks, async () => raw(JSON.stringify(await jwksDocument()), 'application/jwk-set+json'));
