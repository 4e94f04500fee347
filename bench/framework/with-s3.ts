// The floor plus the @aws-sdk/client-s3 client and one command: what a second AWS client costs
// a function that the design card gives that service (the floor has DynamoDB only).
import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { handler as floor } from '../floor.js';

const client = new S3Client({});

export const handler = async (): Promise<{ statusCode: number; body: string }> => {
  await client.send(new GetObjectCommand({ Bucket: "b", Key: "k" }));
  return floor();
};
