/** Webhooks: our route for a receiver's signing secret (the interface shows no way to get one). */
export { adminWebhookSecret } from './webhooks/admin-secret.js';
