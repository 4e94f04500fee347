/**
 * The provider port: e-mail through Amazon SES (v2 SendEmail) and SMS through Amazon SNS (Publish
 * to a phone number). Locally the same clients reach the capture stand-in (lib/local/messaging.ts)
 * through AWS_ENDPOINT_URL_SESV2 and AWS_ENDPOINT_URL_SNS. Each call returns the provider's message
 * id; a failure is the SDK's error, whose name says what went wrong (MessageRejected, Throttling, ...).
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand } from '@aws-sdk/client-sns';
import { ses, sns } from '../aws/clients.js';
import { messageFromEmail } from '../config.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  /** E.164. */
  to: string;
  text: string;
}

export interface MessageProviders {
  sendEmail(message: EmailMessage): Promise<string>;
  sendSms(message: SmsMessage): Promise<string>;
}

export async function sendEmail({ to, subject, text }: EmailMessage): Promise<string> {
  const out = await ses.send(new SendEmailCommand({
    FromEmailAddress: messageFromEmail(),
    Destination: { ToAddresses: [to] },
    Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } } },
  }));
  if (!out.MessageId) throw new Error('SES accepted the e-mail but returned no MessageId');
  return out.MessageId;
}

export async function sendSms({ to, text }: SmsMessage): Promise<string> {
  const out = await sns.send(new PublishCommand({
    PhoneNumber: to,
    Message: text,
    // Transactional: routed for reliability rather than cost, as codes need.
    MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
  }));
  if (!out.MessageId) throw new Error('SNS accepted the SMS but returned no MessageId');
  return out.MessageId;
}

export const awsProviders: MessageProviders = { sendEmail, sendSms };
