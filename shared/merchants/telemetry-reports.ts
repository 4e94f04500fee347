/**
 * Terminal telemetry reports: the latest report of each terminal, kept beside its merchant. History
 * is not kept (the interface only reads the latest); a report older than the stored one is not
 * written, so reports arriving out of order never roll the state back.
 *
 * Keys and access patterns (single table):
 *   latest   PK = MERCHANT#<merchantReference>   SK = TELEMETRY#<terminalReference>
 *            get one terminal's; Query begins_with(SK, TELEMETRY#): all of a merchant's terminals
 * Item: the report's fields as given (nulls left out), terminalReference, reportedDate, merchantReference, receivedDate.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { queryPrefix } from '../db/query.js';
import { isConditionFailure } from '../db/transactions.js';
import type { TelemetryResult } from '../schemas/telemetry-result.js';
import { merchantKeys } from './merchants.js';

export const telemetryKeys = {
  latest: (merchantReference: string, terminalReference: string) => ({ PK: merchantKeys.partition(merchantReference), SK: `TELEMETRY#${terminalReference}` }),
  prefix: 'TELEMETRY#',
};

/** A stored report as answered: keys and bookkeeping left out. */
export function telemetryOf(item: Record<string, unknown>): TelemetryResult {
  const { PK: _pk, SK: _sk, entity: _e, merchantReference: _m, receivedDate: _r, ...telemetry } = item;
  return telemetry as TelemetryResult;
}

/**
 * Stores a terminal's report unless the stored one is newer (reportedDate, ISO strings compare in
 * time order). Answers false when a newer report kept its place.
 */
export async function putLatestTelemetry(
  merchantReference: string, telemetry: Record<string, unknown> & { terminalReference: string; reportedDate: string }, receivedAt: Date,
): Promise<boolean> {
  try {
    await db.send(new PutCommand({
      TableName: config.tableName,
      Item: { ...telemetryKeys.latest(merchantReference, telemetry.terminalReference), entity: 'TerminalTelemetry', merchantReference, receivedDate: receivedAt.toISOString(), ...telemetry },
      ConditionExpression: 'attribute_not_exists(PK) OR reportedDate <= :date',
      ExpressionAttributeValues: { ':date': telemetry.reportedDate },
    }));
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** One terminal's latest report, or undefined. */
export async function readLatestTelemetry(merchantReference: string, terminalReference: string): Promise<TelemetryResult | undefined> {
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: telemetryKeys.latest(merchantReference, terminalReference), ConsistentRead: true }));
  return out.Item ? telemetryOf(out.Item) : undefined;
}

/** The latest report of every terminal the merchant has stored telemetry for (removed terminals included: callers filter). */
export async function merchantTelemetryReports(merchantReference: string): Promise<TelemetryResult[]> {
  // Every page: a report may hold 100 audit events of 512 characters, so a handful fill DynamoDB's 1 MB page.
  return (await queryPrefix(merchantKeys.partition(merchantReference), telemetryKeys.prefix)).map(telemetryOf);
}
