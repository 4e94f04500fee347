// The endpoint chain with GET /v1/ping's row (with-endpoint.ts) plus the second AWS client the design card
// gives a route that needs Step Functions (pay, refund, PIN answers): the least such a route handler can carry, whatever its own code.
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { endpoint } from '../../shared/http/endpoint.js';
import { ping } from '../../shared/routes/system/ping.js';
import { handler as floor } from '../floor.js';

const client = new SFNClient({});

export const handler = endpoint(ping, async () => {
  await client.send(new StartExecutionCommand({ stateMachineArn: 'a' }));
  await floor();
  return 'pong';
});
