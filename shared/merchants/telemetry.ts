/**
 * Terminal telemetry: the latest report of each terminal, kept beside its merchant. History is
 * not kept (the interface only reads the latest); a report older than the stored one is dropped,
 * so reports arriving out of order never roll the state back.
 *
 * Keys and access patterns (single table):
 *   latest   PK = MERCHANT#<merchantReference>   SK = TELEMETRY#<terminalReference>
 *            get one terminal's; Query begins_with(SK, TELEMETRY#): all of a merchant's terminals
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { assertOwnsMerchant } from '../auth/claim-policy.js';
import { config } from '../config.js';
import { db } from '../db/client.js';
import { isConditionFailure } from '../db/transactions.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import type { TelemetryReportBody, TelemetryResult } from '../schemas/telemetry.js';
import { requireMerchant } from './lookups.js';
import { merchantByMarker, merchantKeys, merchantMarkers } from './merchants.js';

export const telemetryKeys = {
  latest: (merchantReference: string, terminalReference: string) => ({ PK: merchantKeys.partition(merchantReference), SK: `TELEMETRY#${terminalReference}` }),
  prefix: 'TELEMETRY#',
};

/** A terminal clock may run a little ahead; further ahead is a wrong clock, refused. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

function resultOf(item: Record<string, unknown>): TelemetryResult {
  const { PK: _pk, SK: _sk, entity: _e, merchantReference: _m, receivedDate: _r, ...telemetry } = item;
  return telemetry as TelemetryResult;
}

/**
 * POST /v1/merchant/terminal/telemetry: a token of the terminal's merchant reports for one of its
 * terminals (a token carrying TerminalReference only for that terminal). Answers the latest stored.
 */
export async function reportTelemetry(caller: Caller, body: TelemetryReportBody, now = new Date()): Promise<TelemetryResult> {
  const terminalReference = body.terminalReference.toLowerCase();
  const found = await merchantByMarker(merchantMarkers.terminal(terminalReference));
  if (!found) throw new NotFoundError('Terminal', 'body.terminalReference');
  assertOwnsMerchant(caller, found.merchant.reference, 'body.terminalReference');
  const terminalClaim = caller.kind === 'user' ? caller.claims['TerminalReference'] : undefined;
  if (terminalClaim !== undefined && terminalClaim.toLowerCase() !== terminalReference) throw new NotFoundError('Terminal', 'body.terminalReference');

  const reportedDate = body.reportedDate ? new Date(body.reportedDate) : now;
  if (reportedDate.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) {
    throw new ValidationError([{ field: 'body.reportedDate', reason: 'must not be in the future' }]);
  }
  const telemetry = Object.fromEntries(Object.entries({ ...body, terminalReference, reportedDate: reportedDate.toISOString() }).filter(([, v]) => v !== null && v !== undefined));
  const key = telemetryKeys.latest(found.merchant.reference, terminalReference);
  try {
    await db.send(new PutCommand({
      TableName: config.tableName,
      Item: { ...key, entity: 'TerminalTelemetry', merchantReference: found.merchant.reference, receivedDate: now.toISOString(), ...telemetry },
      ConditionExpression: 'attribute_not_exists(PK) OR reportedDate <= :date',
      ExpressionAttributeValues: { ':date': telemetry['reportedDate'] },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const stored = await db.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
  return resultOf(stored.Item ?? { ...telemetry });
}

/** One terminal's latest telemetry; 404 when the merchant, the terminal or the data is absent. */
export async function terminalTelemetry(merchantReference: string, terminalReference: string): Promise<TelemetryResult> {
  const merchant = await requireMerchant(merchantReference);
  const terminal = merchant.terminals.find((t) => t.reference === terminalReference.toLowerCase());
  if (!terminal) throw new NotFoundError('Terminal', 'path.terminalReference');
  const out = await db.send(new GetCommand({ TableName: config.tableName, Key: telemetryKeys.latest(merchant.reference, terminal.reference), ConsistentRead: true }));
  if (!out.Item) throw new NotFoundError('Telemetry of this terminal', 'path.terminalReference');
  return resultOf(out.Item);
}

/** The latest telemetry of the merchant's current terminals, only the named ones when a filter is given. */
export async function merchantTelemetry(merchantReference: string, terminalReferences: readonly string[]): Promise<TelemetryResult[]> {
  const merchant = await requireMerchant(merchantReference);
  const wanted = new Set(terminalReferences.map((r) => r.toLowerCase()));
  const current = new Set(merchant.terminals.map((t) => t.reference));
  const out = await db.send(new QueryCommand({
    TableName: config.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': merchantKeys.partition(merchant.reference), ':sk': telemetryKeys.prefix },
    ConsistentRead: true,
  }));
  return (out.Items ?? [])
    .map(resultOf)
    .filter((t) => current.has(t.terminalReference) && (wanted.size === 0 || wanted.has(t.terminalReference)));
}
