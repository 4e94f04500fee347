// The endpoint chain with GET /v1/ping's row (with-endpoint.ts) plus the second AWS client the design card
// gives a route that needs S3 (KYC files): the least such a route handler can carry, whatever its own code.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { endpoint } from '../../shared/http/endpoint.js';
import { ping } from '../../shared/routes/system/ping.js';
import { handler as floor } from '../floor.js';

const client = new S3Client({});

export const handler = endpoint(ping, async () => {
  await client.send(new GetObjectCommand({ Bucket: 'b', Key: 'k' }));
  await floor();
  return 'pong';
});
