/**
 * Starts the local platform once for the whole suite: in memory, on free ports. Integration tests
 * reach it over HTTP through test/integration/harness.ts.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatform, type Platform } from '../lib/local/platform.js';

let platform: Platform | undefined;

/**
 * The functions' structured log lines go to a file instead of the test output, so tests can assert
 * on what was logged (no secret may appear) and the report stays readable. Both streams: the
 * logger writes WARN and ERROR to stderr.
 */
function captureFunctionLogs(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'platform-logs-')), 'functions.jsonl');
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (text.startsWith('{"level"')) {
        appendFileSync(file, text);
        return true;
      }
      return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  }
  return file;
}

export async function setup(project: TestProject): Promise<void> {
  const adminApiKey = randomBytes(24).toString('base64url');
  const throttledApiKey = randomBytes(24).toString('base64url');
  const quotaApiKey = randomBytes(24).toString('base64url');
  const partnerApiKey = randomBytes(24).toString('base64url');
  const logFile = captureFunctionLogs();
  platform = await startPlatform({
    port: 0,
    adminApiKey,
    extraApiKeys: [
      { id: 'ThrottleTestClient', value: throttledApiKey, plan: { rateLimit: 1, burstLimit: 3 } },
      { id: 'QuotaTestClient', value: quotaApiKey, plan: { rateLimit: 100, burstLimit: 100, quotaPerDay: 2 } },
      // Another partner, for what one admin key must not reach of another's (HOOK-5).
      { id: 'PartnerTestClient', value: partnerApiKey, plan: { rateLimit: 100, burstLimit: 100 } },
    ],
    // Retries in seconds, not minutes: the messages queue's retry → DLQ path is under test.
    // Webhooks keep a 30 s visibility: their 1 s retries can only come from the sender's ChangeMessageVisibility.
    queueVisibilityTimeoutSeconds: { messages: 1, webhooks: 30, notifications: 5 },
    webhookRetryDelaysSeconds: [1, 1, 1, 1, 1, 1, 1],
    // The outbox sweeper every 0.5 s, taking items untouched for 3 s (longer than a retry here).
    schedulePeriodMs: 500,
    outboxStaleAfterSeconds: 3,
    // A template chain standing still this long is queued again (NTF-11): the resume test waits seconds, not minutes.
    notificationStaleAfterSeconds: 5,
    // A re-date or delete sweeps its shard again this long after its pass (NTF-12); shorter than the stale limit above.
    notificationIndexSettleSeconds: 2,
    // A PIN or confirmation nobody gives expires in seconds, not 5 minutes (long enough for the tests that answer).
    paymentAnswerTimeoutSeconds: 8,
  });
  project.provide('baseUrl', platform.baseUrl);
  project.provide('adminApiKey', adminApiKey);
  project.provide('throttledApiKey', throttledApiKey);
  project.provide('quotaApiKey', quotaApiKey);
  project.provide('partnerApiKey', partnerApiKey);
  project.provide('awsEndpoints', platform.endpoints);
  project.provide('functionEnv', platform.env);
  project.provide('functionLogFile', logFile);
}

export async function teardown(): Promise<void> {
  await platform?.close();
}
