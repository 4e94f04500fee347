/**
 * The SES/SNS capture stand-in through the real SDK clients (the calls the sender makes, their
 * errors), its development routes, the file under the data directory and `npm run messages`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { CreateTopicCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sentMessagesFile, startMessaging, type CapturedMessage, type LocalMessaging } from '../../lib/local/messaging.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

let dataDir: string;
let messaging: LocalMessaging;
let ses: SESv2Client;
let sns: SNSClient;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'messaging-'));
  messaging = await startMessaging({ dataDir });
  ses = new SESv2Client({ ...CONFIG, endpoint: messaging.endpoint });
  sns = new SNSClient({ ...CONFIG, endpoint: messaging.endpoint });
});

afterEach(async () => {
  ses.destroy();
  sns.destroy();
  await messaging.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const email = (to: string, text = 'Your code is 482913') =>
  ses.send(new SendEmailCommand({
    FromEmailAddress: 'no-reply@payments.localhost',
    Destination: { ToAddresses: [to] },
    Content: { Simple: { Subject: { Data: 'Your verification code', Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } } },
  }));

const sms = (to: string, text = 'Your code is 482913 & <more>') =>
  sns.send(new PublishCommand({ PhoneNumber: to, Message: text, MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } } }));

const listed = async (to: string): Promise<CapturedMessage[]> =>
  (await (await fetch(`${messaging.endpoint}/_local/messages?to=${encodeURIComponent(to)}`)).json()) as CapturedMessage[];

const failNext = (to: string, times?: number) =>
  fetch(`${messaging.endpoint}/_local/messages/failures`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ to, times }) });

describe('local SES and SNS stand-in', () => {
  it('captures an SES v2 SendEmail and answers its MessageId', async () => {
    const out = await email('Jane@Example.com');
    expect(out.MessageId).toMatch(/^local-ses-/);
    const [message, ...rest] = await listed('jane@example.com');
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      channel: 'email', to: 'Jane@Example.com', from: 'no-reply@payments.localhost',
      subject: 'Your verification code', text: 'Your code is 482913', providerMessageId: out.MessageId,
    });
  });

  it('captures an SNS Publish to a phone number (AWS Query in, XML out), text intact', async () => {
    const out = await sms('+27821234567');
    expect(out.MessageId).toMatch(/^local-sns-/);
    expect(await listed('+27821234567')).toEqual([expect.objectContaining({ channel: 'sms', text: 'Your code is 482913 & <more>', providerMessageId: out.MessageId })]);
    expect(messaging.messages()).toHaveLength(1);
  });

  it('answers SNS-shaped errors for what it does not do', async () => {
    await expect(sms('0821234567')).rejects.toMatchObject({ name: 'InvalidParameterException', $metadata: { httpStatusCode: 400 } });
    await expect(sns.send(new PublishCommand({ TopicArn: 'arn:aws:sns:us-east-1:000000000000:t', Message: 'x' }))).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(sns.send(new CreateTopicCommand({ Name: 't' }))).rejects.toMatchObject({ name: 'InvalidAction' });
    expect(messaging.messages()).toEqual([]);
  });

  it('fails a recipient as often as asked, with the error each provider gives, then delivers again', async () => {
    expect((await failNext('+27821234567', 2)).status).toBe(204);
    await expect(sms('+27821234567')).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(sms('+27821234567')).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(sms('+27821234567')).resolves.toMatchObject({ MessageId: expect.any(String) as string });

    await failNext('jane@example.com');
    await expect(email('jane@example.com')).rejects.toMatchObject({ name: 'MessageRejected', $metadata: { httpStatusCode: 400 } });
    await expect(email('jane@example.com')).rejects.toMatchObject({ name: 'MessageRejected' });
    await fetch(`${messaging.endpoint}/_local/messages/failures?to=jane%40example.com`, { method: 'DELETE' });
    await expect(email('jane@example.com')).resolves.toMatchObject({ MessageId: expect.any(String) as string });
    expect((await failNext('', 1)).status).toBe(400);
  });

  it('keeps every message in <dataDir>/messages/sent.jsonl and serves them again after a restart', async () => {
    await email('jane@example.com');
    await sms('+27821234567');
    const lines = readFileSync(sentMessagesFile(dataDir), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as CapturedMessage);
    expect(lines.map((l) => l.channel)).toEqual(['email', 'sms']);

    await messaging.close();
    messaging = await startMessaging({ dataDir });
    expect((await listed('+27821234567')).map((m) => m.text)).toEqual(['Your code is 482913 & <more>']);
    expect((await fetch(`${messaging.endpoint}/_local/nothing`)).status).toBe(404);
  });

  it('npm run messages prints the captured messages, filtered by recipient', async () => {
    await email('jane@example.com');
    await sms('+27821234567', 'SMS code 123456');
    const { stdout } = await run('npx', ['tsx', 'bin/messages.ts', '+27821234567'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
    expect(stdout).toContain('SMS code 123456');
    expect(stdout).not.toContain('jane@example.com');
    expect(stdout).toContain('1 of 1 message(s) to +27821234567');
    const empty = mkdtempSync(join(tmpdir(), 'messaging-empty-'));
    const none = await run('npx', ['tsx', 'bin/messages.ts'], { cwd: ROOT, env: { ...process.env, DATA_DIR: empty } });
    expect(none.stdout).toContain('No messages yet');
    rmSync(empty, { recursive: true, force: true });
  }, 30_000);
});
