/**
 * AWS SDK v3 clients, created once per container. No endpoint configuration here: locally the SDK
 * reads AWS_ENDPOINT_URL_<SERVICE> itself. The pure annotations let esbuild drop the clients a
 * bundle never uses, so importing one client does not pull every service into a function.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SFNClient } from '@aws-sdk/client-sfn';
import { SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Document client; it also sends plain DynamoDB commands such as DescribeTable. */
export const documentClient = /* @__PURE__ */ DynamoDBDocumentClient.from(/* @__PURE__ */ new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
export const s3 = /* @__PURE__ */ new S3Client({});
export const sqs = /* @__PURE__ */ new SQSClient({});
export const sfn = /* @__PURE__ */ new SFNClient({});
/** E-mail (SES v2 SendEmail) and SMS (SNS Publish to a phone number), for the message sender only. */
export const ses = /* @__PURE__ */ new SESv2Client({});
export const sns = /* @__PURE__ */ new SNSClient({});
