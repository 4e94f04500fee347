/**
 * SES and SNS stand-in: one HTTP server speaking exactly the two calls the sender makes, so the
 * real SDK clients (pointed here by AWS_ENDPOINT_URL_SESV2 and AWS_ENDPOINT_URL_SNS) deliver into
 * a capture instead of a phone or a mailbox:
 *   - SES v2 SendEmail: REST-JSON, POST /v2/email/outbound-emails → {MessageId};
 *   - SNS Publish to a PhoneNumber: AWS Query protocol (form-encoded Action=Publish) → XML.
 * Every message is kept in memory and, with a data directory, appended to
 * <dataDir>/messages/sent.jsonl (what `npm run messages` prints).
 *
 * Development-only routes on this port (they do not exist in AWS):
 *   GET    /_local/messages?to=<address>     captured messages, newest last
 *   POST   /_local/messages/failures {to, times?}   answer SES/SNS errors for a recipient
 *   DELETE /_local/messages/failures?to=<address>   stop failing it
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { readText } from './aws-json.js';

export interface CapturedMessage {
  time: string;
  channel: 'email' | 'sms';
  to: string;
  /** E-mail only. */
  from?: string;
  subject?: string;
  text: string;
  providerMessageId: string;
}

export interface LocalMessaging {
  /** Value for AWS_ENDPOINT_URL_SESV2 and AWS_ENDPOINT_URL_SNS, and the base of the /_local routes. */
  endpoint: string;
  messages(to?: string): CapturedMessage[];
  close(): Promise<void>;
}

/** Captured messages kept in memory; the file keeps them all. */
const MEMORY_LIMIT = 5_000;
const E164 = /^\+[1-9]\d{6,14}$/;
const SNS_XMLNS = 'http://sns.amazonaws.com/doc/2010-03-31/';

export const sentMessagesFile = (dataDir: string): string => join(dataDir, 'messages', 'sent.jsonl');

const key = (to: string): string => to.trim().toLowerCase();

const SendEmailInput = z.object({
  FromEmailAddress: z.string(),
  Destination: z.object({ ToAddresses: z.array(z.string()).check(z.minLength(1)) }),
  Content: z.object({
    Simple: z.object({
      Subject: z.object({ Data: z.string() }),
      Body: z.object({ Text: z.optional(z.object({ Data: z.string() })), Html: z.optional(z.object({ Data: z.string() })) }),
    }),
  }),
});

const FailureInput = z.object({ to: z.string().check(z.minLength(1)), times: z.optional(z.number().check(z.int(), z.positive())) });

const xml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** REST-JSON error as SES v2 answers it: the type in x-amzn-ErrorType, the text in `message`. */
function sesError(res: ServerResponse, status: number, type: string, message: string): void {
  json(res, status, { message }, { 'x-amzn-ErrorType': type });
}

/** AWS Query error as SNS answers it. */
function snsError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/xml' });
  res.end(`<ErrorResponse xmlns="${SNS_XMLNS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${xml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`);
}

/** The messages in a sent.jsonl file, oldest first; a torn last line is skipped. */
export function readSentMessages(file: string | undefined): CapturedMessage[] {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).flatMap((line) => {
    try {
      return [JSON.parse(line) as CapturedMessage];
    } catch {
      return [];
    }
  });
}

export async function startMessaging(options: { dataDir?: string; port?: number; log?: (line: string) => void } = {}): Promise<LocalMessaging> {
  const file = options.dataDir ? sentMessagesFile(options.dataDir) : undefined;
  if (file) mkdirSync(join(options.dataDir!, 'messages'), { recursive: true });
  const captured = readSentMessages(file).slice(-MEMORY_LIMIT);
  /** Recipient → sends still to fail (Infinity = until cleared). */
  const failures = new Map<string, number>();

  const list = (to?: string): CapturedMessage[] => (to === undefined ? [...captured] : captured.filter((m) => key(m.to) === key(to)));

  function record(message: CapturedMessage): void {
    captured.push(message);
    if (captured.length > MEMORY_LIMIT) captured.splice(0, captured.length - MEMORY_LIMIT);
    if (file) appendFileSync(file, `${JSON.stringify(message)}\n`);
  }

  /** True (and one failure used up) when `to` was set to fail. */
  function shouldFail(to: string): boolean {
    const left = failures.get(key(to));
    if (left === undefined) return false;
    if (left <= 1) failures.delete(key(to));
    else failures.set(key(to), left - 1);
    return true;
  }

  function sendEmail(res: ServerResponse, text: string): void {
    let input: z.infer<typeof SendEmailInput>;
    try {
      const parsed = SendEmailInput.safeParse(JSON.parse(text));
      if (!parsed.success) return sesError(res, 400, 'BadRequestException', 'The local SES stand-in takes FromEmailAddress, Destination.ToAddresses and Content.Simple');
      input = parsed.data;
    } catch {
      return sesError(res, 400, 'BadRequestException', 'Request body is not JSON');
    }
    const { ToAddresses } = input.Destination;
    if (ToAddresses.some(shouldFail)) return sesError(res, 400, 'MessageRejected', 'Local failure set for this recipient (POST /_local/messages/failures)');
    const providerMessageId = `local-ses-${randomUUID()}`;
    const body = input.Content.Simple.Body;
    for (const to of ToAddresses) {
      record({
        time: new Date().toISOString(), channel: 'email', to, from: input.FromEmailAddress,
        subject: input.Content.Simple.Subject.Data, text: body.Text?.Data ?? body.Html?.Data ?? '', providerMessageId,
      });
    }
    json(res, 200, { MessageId: providerMessageId });
  }

  function publish(res: ServerResponse, form: URLSearchParams): void {
    const action = form.get('Action');
    if (action !== 'Publish') return snsError(res, 400, 'InvalidAction', `${action ?? 'This action'} is not supported by the local SNS stand-in`);
    const to = form.get('PhoneNumber');
    const message = form.get('Message');
    if (!to) return snsError(res, 400, 'InvalidParameter', 'Invalid parameter: the local SNS stand-in only publishes to a PhoneNumber');
    if (!E164.test(to)) return snsError(res, 400, 'InvalidParameter', 'Invalid parameter: PhoneNumber Reason: not in E.164 format');
    if (!message) return snsError(res, 400, 'InvalidParameter', 'Invalid parameter: Empty message');
    if (shouldFail(to)) return snsError(res, 400, 'InvalidParameter', 'Invalid parameter: PhoneNumber Reason: local failure set for this recipient');
    const providerMessageId = `local-sns-${randomUUID()}`;
    record({ time: new Date().toISOString(), channel: 'sms', to, text: message, providerMessageId });
    res.writeHead(200, { 'Content-Type': 'text/xml' });
    res.end(`<PublishResponse xmlns="${SNS_XMLNS}"><PublishResult><MessageId>${providerMessageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`);
  }

  function local(req: IncomingMessage, res: ServerResponse, url: URL, text: string): void {
    if (req.method === 'GET' && url.pathname === '/_local/messages') return json(res, 200, list(url.searchParams.get('to') ?? undefined));
    if (url.pathname === '/_local/messages/failures' && req.method === 'POST') {
      let parsed: ReturnType<typeof FailureInput.safeParse>;
      try {
        parsed = FailureInput.safeParse(JSON.parse(text));
      } catch {
        return json(res, 400, { message: 'body must be JSON {to, times?}' });
      }
      if (!parsed.success) return json(res, 400, { message: 'body must be {to: string, times?: positive integer}' });
      failures.set(key(parsed.data.to), parsed.data.times ?? Number.POSITIVE_INFINITY);
      return json(res, 204, undefined);
    }
    if (url.pathname === '/_local/messages/failures' && req.method === 'DELETE') {
      failures.delete(key(url.searchParams.get('to') ?? ''));
      return json(res, 204, undefined);
    }
    json(res, 404, { message: `${req.method ?? ''} ${url.pathname} is not a local messaging route` });
  }

  const server = createServer((req, res) => {
    void readText(req).then((text) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/_local/')) return local(req, res, url, text);
      if (req.method === 'POST' && url.pathname === '/v2/email/outbound-emails') return sendEmail(res, text);
      if (req.method === 'POST' && url.pathname === '/' && String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return publish(res, new URLSearchParams(text));
      }
      json(res, 404, { message: `${req.method ?? ''} ${url.pathname}: the local messaging stand-in speaks SES SendEmail and SNS Publish only` });
    }).catch((error: unknown) => {
      options.log?.(`[messaging] request failed: ${String(error)}`);
      if (!res.headersSent) json(res, 500, { message: 'local messaging stand-in failed' });
    });
  });
  await new Promise<void>((ok) => server.listen(options.port ?? 0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    messages: list,
    close: () => new Promise<void>((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    }),
  };
}
