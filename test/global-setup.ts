/**
 * Starts the local platform once for the whole suite: in memory, on free ports. Integration tests
 * reach it over HTTP through test/integration/harness.ts.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startPlatform, type Platform } from '../lib/local/platform.js';

let platform: Platform | undefined;

export async function setup(project: TestProject): Promise<void> {
  const adminApiKey = randomBytes(24).toString('base64url');
  const throttledApiKey = randomBytes(24).toString('base64url');
  platform = await startPlatform({
    port: 0,
    adminApiKey,
    extraApiKeys: [{ id: 'ThrottleTestClient', value: throttledApiKey, plan: { rateLimit: 1, burstLimit: 3 } }],
  });
  project.provide('baseUrl', platform.baseUrl);
  project.provide('adminApiKey', adminApiKey);
  project.provide('throttledApiKey', throttledApiKey);
  project.provide('awsEndpoints', platform.endpoints);
  project.provide('functionEnv', platform.env);
}

export async function teardown(): Promise<void> {
  await platform?.close();
}
