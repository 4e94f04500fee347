/**
 * A table of its own for each test of a file, on the platform's DynamoDB Local (test/global-setup.ts),
 * so the platform's own sweeps never see the file's items and its code touches nothing else. Call it
 * at the top of the file, before the file's own hooks: the functions' environment is stubbed before
 * the file's beforeAll imports domain modules (their clients then see the local endpoints), and
 * TABLE_NAME names a new table before each test.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { ensureTable } from '../../lib/local/dynamodb.js';
import { inject } from '../integration/harness.js';

export interface OwnTable {
  /** A document client of the test's own (set in beforeAll), for writing and reading items directly. */
  documents: DynamoDBDocumentClient;
}

/** Tables named `<prefix>-<pid>-<n>`. */
export function ownTablePerTest(prefix: string): OwnTable {
  const table = {} as OwnTable;
  let dynamo: DynamoDBClient | undefined;
  let count = 0;
  beforeAll(() => {
    for (const [name, value] of Object.entries(inject('functionEnv'))) vi.stubEnv(name, value);
    dynamo = new DynamoDBClient({ endpoint: inject('awsEndpoints').dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    table.documents = DynamoDBDocumentClient.from(dynamo);
  });
  afterAll(() => {
    dynamo?.destroy();
    vi.unstubAllEnvs();
  });
  beforeEach(async () => {
    const tableName = `${prefix}-${process.pid}-${++count}`;
    await ensureTable(dynamo!, tableName);
    vi.stubEnv('TABLE_NAME', tableName);
  });
  return table;
}
