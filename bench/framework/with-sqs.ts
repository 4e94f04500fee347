// The floor plus the @aws-sdk/client-sqs client and one command: what a second AWS client costs
// a function that the design card gives that service (the floor has DynamoDB only).
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { handler as floor } from '../floor.js';

const client = new SQSClient({});

export const handler = async (): Promise<{ statusCode: number; body: string }> => {
  await client.send(new SendMessageCommand({ QueueUrl: "q", MessageBody: "m" }));
  return floor();
};
