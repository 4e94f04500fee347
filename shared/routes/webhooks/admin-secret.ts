import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { webhookSecretBody, webhookSecretResult } from '../../webhooks/schemas.js';

export const adminWebhookSecret = adminRoute({
  method: 'POST', path: '/v1/webhook/admin/secret', auth: 'admin', domain: 'webhooks', handler: 'webhooks/admin-secret',
  schemas: { query: noQuery(), body: webhookSecretBody, response: webhookSecretResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true },
  summary: 'Reads or rotates the secret that signs a receiver\'s payment webhooks (Standard Webhooks); ours, not the interface\'s.',
});
