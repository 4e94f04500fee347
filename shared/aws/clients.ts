/**
 * AWS SDK v3 clients, created once per container. No endpoint configuration here: locally the SDK
 * reads AWS_ENDPOINT_URL_<SERVICE> itself. The annotations let esbuild drop the clients a bundle
 * never uses, so importing this module does not pull every service into every function.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { SQSClient } from '@aws-sdk/client-sqs';

// One DynamoDB client per container: the document client already lives in shared/db.
export { db } from '../db/client.js';

export const s3 = /* @__PURE__ */ new S3Client({});
export const sqs = /* @__PURE__ */ new SQSClient({});
export const sfn = /* @__PURE__ */ new SFNClient({});
