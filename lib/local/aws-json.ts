/** What the local AWS stand-ins that speak the AWS JSON protocol (Secrets Manager, Step Functions) share. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type AwsJsonVersion = '1.0' | '1.1';

export function replyAwsJson(res: ServerResponse, version: AwsJsonVersion, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': `application/x-amz-json-${version}` });
  res.end(JSON.stringify(body));
}

export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
