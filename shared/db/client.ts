/** The DynamoDB document client, one per container (created in shared/aws/clients.ts). */
export { documentClient as db } from '../aws/clients.js';
