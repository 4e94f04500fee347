/** Merchants, pay bodies and status polling for the payment tests, all over HTTP. */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { workflowArnVariable } from '../../shared/config.js';
import { accessToken, adminApiKey, call, type CallResult } from './harness.js';
import { partitionItems, tableItem } from './identity-fixtures.js';

export const card = (cardNumber = '4242424242424242', amountInCents = 2500) => ({
  amountInCents, currency: 'ZAR', nameOnCard: 'Ada Lovelace', cardNumber, cvv: '987', expiryMonth: '12', expiryYear: '2099',
});

export async function givenMerchant(): Promise<{ reference: string; token: string }> {
  const res = await call('POST', '/v1/merchant/admin', { apiKey: adminApiKey(), body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR' } });
  expect(res.status, res.text).toBe(200);
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${res.body.result.reference}`, { apiKey: adminApiKey() });
  return { reference: res.body.result.reference, token: token.body.result.accessToken };
}

/** A merchant with a settlement bank account (none when accountNumber is undefined), and its token. */
export async function givenMerchantWithBankAccount(accountNumber: string | undefined): Promise<{ reference: string; token: string; bankAccountReference?: string }> {
  const res = await call('POST', '/v1/merchant/admin', {
    apiKey: adminApiKey(),
    body: { name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', ...(accountNumber ? { bankAccount: { accountNumber, bank: 'FNB_ZA', currency: 'ZAR', accountName: 'Settlement' } } : {}) },
  });
  expect(res.status, res.text).toBe(200);
  const reference = res.body.result.reference as string;
  const token = await call('POST', `/v1/auth/admin/token/generate/merchant/${reference}`, { apiKey: adminApiKey() });
  const bankAccountReference = (res.body.result.bankAccounts as { reference?: string }[] | undefined)?.[0]?.reference;
  return { reference, token: token.body.result.accessToken as string, ...(bankAccountReference ? { bankAccountReference } : {}) };
}

/** A wallet held on the platform for the token's consumer or merchant (POST /v1/wallet); its reference. */
export async function givenWallet(token: string, currency = 'ZAR'): Promise<string> {
  const res = await call('POST', '/v1/wallet', { token, body: { currency } });
  expect(res.status, res.text).toBe(200);
  return res.body.result.walletReference as string;
}

/** What a payment's holding account holds in `currency`: its legs' parts, read from the table (LED-14). */
export async function heldByPayment(paymentReference: string, currency = 'ZAR'): Promise<number> {
  const legs = (await partitionItems(`PAYMENT#${paymentReference}`)).filter((i) => i['entity'] === 'PaymentLeg' && i['currency'] === currency);
  expect(await tableItem(`LEDGER#HOLD#${paymentReference}`, `BALANCE#${currency}`), 'no ledger balance item for a payment\'s holding account').toBeUndefined();
  return legs.reduce((sum, l) => sum + Number(l['heldInCents'] ?? 0), 0);
}

/** Polls the status (1.1 s apart, as the interface asks) until `done` holds. */
export async function statusUntil(token: string, reference: string, done: (result: Record<string, any>) => boolean, timeoutMs = 20_000): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/v1/pay/status/${reference}`, { token });
    expect(res.status, res.text).toBe(200);
    if (done(res.body.result)) return res.body.result;
    if (Date.now() > deadline) throw new Error(`payment ${reference} still ${res.body.result.status}`);
    await new Promise((r) => setTimeout(r, 1100));
  }
}

/** A payer of its own: a token with a fresh UserReference (and any extra claims). */
export const payer = (claims: Record<string, string> = {}): Promise<string> => accessToken({ UserReference: randomUUID(), ...claims });

/** POST /v1/pay; the raw answer. */
export const submitPay = (token: string, body: unknown, headers?: Record<string, string>) => call('POST', '/v1/pay', { token, body, ...(headers ? { headers } : {}) });

/**
 * The payment as stored: its header item, with `sources` and `destinations` the leg items of its
 * partition (PAY-24: each leg is its own item); undefined when there is no header.
 */
export async function storedPayment(paymentReference: string): Promise<Record<string, unknown> | undefined> {
  const items = await partitionItems(`PAYMENT#${paymentReference}`);
  const header = items.find((i) => i['SK'] === 'PAYMENT');
  if (!header) return undefined;
  const legs = (prefix: string) => items.filter((i) => String(i['SK']).startsWith(prefix));
  return { ...header, sources: legs('LEG#S#'), destinations: legs('LEG#D#') };
}

/**
 * The sandbox connector's own record of a debit or credit under one transaction reference
 * (shared/rails/sandbox-table.ts: attempts, result, reversed); undefined when the rail was never asked.
 */
export const railOperation = (transactionReference: string, kind: 'DEBIT' | 'CREDIT' | 'REFUND' | 'RECALL') => tableItem(`RAILOP#${transactionReference}`, kind);

/** How many times the sandbox was asked to debit or credit under one transaction reference. */
export const railAttempts = async (transactionReference: string, kind: 'DEBIT' | 'CREDIT'): Promise<number> =>
  Number((await railOperation(transactionReference, kind))?.['attempts'] ?? 0);

/**
 * Answers a waiting source (PIN or confirmation). The status shows `awaiting` as soon as the rail
 * asks; the workflow stores its task token a moment later (409 "not ready yet" until then).
 */
export async function answerSource<T = any>(token: string, kind: 'pin' | 'confirmation', transactionReference: string, body: Record<string, unknown>): Promise<CallResult<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  for (let i = 0; ; i++) {
    const res = await call<T>('POST', `/v1/transaction/${kind === 'pin' ? 'pin' : 'confirm'}/${transactionReference}`, { token, body });
    if (res.status !== 409 || !res.text.includes('not ready yet') || i >= 10) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

let scanClient: DynamoDBDocumentClient | undefined;

/** Every Payment item whose attribute `name` equals `value` (a Scan: tests only, on the local table). */
export async function paymentsWhere(name: string, value: string): Promise<Record<string, unknown>[]> {
  scanClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: inject('awsEndpoints').dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await scanClient.send(new ScanCommand({
      TableName: inject('functionEnv').TABLE_NAME ?? '', ExclusiveStartKey: start, ConsistentRead: true,
      FilterExpression: 'entity = :e AND #n = :v', ExpressionAttributeNames: { '#n': name }, ExpressionAttributeValues: { ':e': 'Payment', ':v': value },
    }));
    found.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}

/** DescribeExecution of the payment's workflow run (named after the payment reference). */
export async function paymentExecution(paymentReference: string): Promise<{ status?: string | undefined; error?: string | undefined }> {
  const arn = inject('functionEnv')[workflowArnVariable('payment')] ?? '';
  const executionArn = `${arn.replace(':stateMachine:', ':execution:')}:${paymentReference}`;
  const sfn = new SFNClient({ endpoint: inject('awsEndpoints').stepfunctions, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    return await sfn.send(new DescribeExecutionCommand({ executionArn }));
  } finally {
    sfn.destroy();
  }
}
