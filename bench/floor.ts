/**
 * The floor every endpoint is measured against: one GetItem through lib-dynamodb and a reply,
 * bundled exactly like the functions. Nothing a real handler does can cost less.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (): Promise<{ statusCode: number; body: string }> => {
  const out = await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: 'floor', SK: 'floor' } }));
  return { statusCode: 200, body: JSON.stringify(out.Item ?? null) };
};
