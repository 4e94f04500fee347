/**
 * `npm run trace -- <paymentReference>`: the payment's Step Functions history as the console shows
 * it (states entered and exited with their inputs and outputs, errors, retries), one line per
 * event, card numbers, MSISDNs and account numbers masked, task tokens and CVVs never printed.
 *
 * Locally it asks the running platform (`npm start`, which keeps executions under
 * <DATA_DIR>/stepfunctions across restarts) at the endpoint it wrote to <DATA_DIR>/endpoints.json. In AWS: WORKFLOW_ARN_PAYMENT=<state machine ARN>
 * (and the usual AWS credentials and region) reads the real execution.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SFNClient } from '@aws-sdk/client-sfn';
import { formatTraceLine, tracePayment } from '../shared/payments/trace.js';

interface LocalEndpoints {
  region: string;
  endpoints: { stepfunctions: string };
  workflowArns: Record<string, string>;
}

const reference = process.argv[2]?.trim();
if (!reference) {
  console.error('usage: npm run trace -- <paymentReference>');
  process.exit(2);
}

function target(): { client: SFNClient; stateMachineArn: string; where: string } {
  const arn = process.env['WORKFLOW_ARN_PAYMENT'];
  if (arn) return { client: new SFNClient({}), stateMachineArn: arn, where: 'AWS' };
  const file = resolve(process.env['DATA_DIR'] ?? '.data', 'endpoints.json');
  if (!existsSync(file)) {
    console.error(`${file} does not exist: start the platform with npm start (or set WORKFLOW_ARN_PAYMENT to read AWS).`);
    process.exit(1);
  }
  const local = JSON.parse(readFileSync(file, 'utf8')) as LocalEndpoints;
  const stateMachineArn = local.workflowArns['WORKFLOW_ARN_PAYMENT'];
  if (!stateMachineArn) throw new Error(`${file} names no payment workflow`);
  return {
    client: new SFNClient({ endpoint: local.endpoints.stepfunctions, region: local.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    stateMachineArn,
    where: `the local platform (${local.endpoints.stepfunctions})`,
  };
}

const { client, stateMachineArn, where } = target();
try {
  const trace = await tracePayment({ client, stateMachineArn, paymentReference: reference });
  console.log(`${trace.executionArn}\n${trace.status}, started ${trace.startDate ?? '?'}${trace.stopDate ? `, stopped ${trace.stopDate}` : ''} — read from ${where}\n`);
  for (const line of trace.lines) console.log(formatTraceLine(line));
  console.log(`\n${trace.lines.length} event(s)`);
} catch (error) {
  const name = error instanceof Error ? error.name : '';
  if (name === 'ExecutionDoesNotExist') {
    console.error(`No execution named ${reference} in ${where}.`);
    process.exit(1);
  }
  if (error instanceof Error && 'code' in error && error.code === 'ECONNREFUSED') {
    console.error(`Nothing answers at ${where}: is npm start running?`);
    process.exit(1);
  }
  throw error;
}
