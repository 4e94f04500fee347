/**
 * A stand-in for the AWS Parameters and Secrets Lambda Extension, answering the one call the
 * platform makes (GET /secretsmanager/get?secretId=…, with the session token header; the answer is
 * GetSecretValue's), so the functions read their secret locally exactly as they do in AWS
 * (shared/auth/platform-secret.ts). The local platform points PARAMETERS_SECRETS_EXTENSION_HTTP_PORT
 * at it. Secrets are kept as files under the data directory (generated once) or in memory for tests.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface LocalSecrets {
  endpoint: string;
  /** For PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: the functions call localhost on it. */
  port: number;
  close(): Promise<void>;
}

/** A 64-character alphanumeric secret, like the one Secrets Manager generates in AWS. */
export function generateSecretString(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(128);
  let out = '';
  // Rejection sampling keeps every character equally likely.
  for (const b of bytes) {
    if (b < 248 && out.length < 64) out += alphabet[b % 62];
  }
  return out.length === 64 ? out : generateSecretString();
}

/** Loads or creates the named secrets; with a dataDir they survive restarts. */
export function loadSecrets(names: string[], dataDir?: string): Map<string, string> {
  const secrets = new Map<string, string>();
  const dir = dataDir ? join(dataDir, 'secrets') : undefined;
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of names) {
    const file = dir ? join(dir, `${name}.txt`) : undefined;
    if (file && existsSync(file)) secrets.set(name, readFileSync(file, 'utf8').trim());
    else {
      const value = generateSecretString();
      if (file) writeFileSync(file, value, { mode: 0o600 });
      secrets.set(name, value);
    }
  }
  return secrets;
}

const reply = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

export async function startSecrets(secrets: Map<string, string>, region: string, port = 0): Promise<LocalSecrets> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/secretsmanager/get') return reply(res, 404, { message: `${req.method} ${url.pathname} is not served locally` });
    // The extension refuses a call without the function's session token.
    if (req.headers['x-aws-parameters-secrets-token'] === undefined) return reply(res, 401, { message: 'X-Aws-Parameters-Secrets-Token is missing' });
    const name = (url.searchParams.get('secretId') ?? '').replace(/^arn:.*:secret:/, '');
    const value = secrets.get(name);
    if (value === undefined) return reply(res, 400, { __type: 'ResourceNotFoundException', message: 'Secrets Manager can\'t find the specified secret.' });
    reply(res, 200, {
      ARN: `arn:aws:secretsmanager:${region}:000000000000:secret:${name}`,
      Name: name,
      SecretString: value,
      VersionId: 'local',
      VersionStages: ['AWSCURRENT'],
      CreatedDate: 0,
    });
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const { port: bound } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
