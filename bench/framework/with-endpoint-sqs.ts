// The endpoint chain with GET /v1/ping's row (with-endpoint.ts) plus the second AWS client the design card
// gives a route that needs SQS (outbox, webhooks, background work): the least such a route handler can carry, whatever its own code.
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { endpoint } from '../../shared/http/endpoint.js';
import { ping } from '../../shared/routes/system/ping.js';
import { handler as floor } from '../floor.js';

const client = new SQSClient({});

export const handler = endpoint(ping, async () => {
  await client.send(new SendMessageCommand({ QueueUrl: 'q', MessageBody: 'm' }));
  await floor();
  return 'pong';
});
