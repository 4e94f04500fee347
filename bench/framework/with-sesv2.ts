// The floor plus the @aws-sdk/client-sesv2 client and one command: what the message sender's e-mail
// client costs it (messages/send, design: SES for e-mail), before any code of ours.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { handler as floor } from '../floor.js';

const client = new SESv2Client({});

export const handler = async (): Promise<{ statusCode: number; body: string }> => {
  await client.send(new SendEmailCommand({ FromEmailAddress: 'a@example.com', Content: { Raw: { Data: new Uint8Array() } } }));
  return floor();
};
