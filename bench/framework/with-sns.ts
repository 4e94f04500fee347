// The floor plus the @aws-sdk/client-sns client and one command: what the message sender's SMS
// client costs it (messages/send, design: SNS for SMS), before any code of ours.
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { handler as floor } from '../floor.js';

const client = new SNSClient({});

export const handler = async (): Promise<{ statusCode: number; body: string }> => {
  await client.send(new PublishCommand({ PhoneNumber: '+15550000000', Message: 'm' }));
  return floor();
};
