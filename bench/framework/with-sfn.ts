// The floor plus the @aws-sdk/client-sfn client and one command: what a second AWS client costs
// a function that the design card gives that service (the floor has DynamoDB only).
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { handler as floor } from '../floor.js';

const client = new SFNClient({});

export const handler = async (): Promise<{ statusCode: number; body: string }> => {
  await client.send(new StartExecutionCommand({ stateMachineArn: "a" }));
  return floor();
};
