/**
 * The route table as a whole: what API Gateway would refuse at deploy time (duplicate routes, sibling
 * path variables with different names), what CDK needs (unique handler modules), and the interface's
 * statuses and row counts.
 */
import { describe, expect, it } from 'vitest';
import { routeKey, type RouteDef } from '../../shared/http/route.js';
import * as accounts from '../../shared/routes/accounts.js';
import * as agentic from '../../shared/routes/agentic.js';
import * as authFlows from '../../shared/routes/auth-flows.js';
import * as consumers from '../../shared/routes/consumers.js';
import { routes as indexed } from '../../shared/routes/index.js';
import * as merchants from '../../shared/routes/merchants.js';
import * as notifications from '../../shared/routes/notifications.js';
import * as payments from '../../shared/routes/payments.js';
import * as products from '../../shared/routes/products.js';
import * as qr from '../../shared/routes/qr.js';
import * as refunds from '../../shared/routes/refunds.js';
import * as wallets from '../../shared/routes/wallets.js';
import * as webhooks from '../../shared/routes/webhooks.js';
import { consumerFileBody } from '../../shared/schemas/consumer-file-body.js';
import { MAX_KYC_FILE_BODY_BYTES, MAX_KYC_FILE_BYTES } from '../../shared/schemas/consumer-file-limits.js';
import { adminOtpValidateEmailBody } from '../../shared/schemas/auth/admin-otp-validate-email.js';
import { messageBody } from '../../shared/schemas/notification-message-body.js';
import { payBody } from '../../shared/schemas/pay-body.js';
import { smsReceiptBody } from '../../shared/schemas/sms-receipt-body.js';

const files = { accounts, agentic, authFlows, consumers, merchants, notifications, payments, products, qr, refunds, wallets, webhooks };

// Until shared/routes/index.ts mounts these files, take them directly too; the same object counts once.
const routes: readonly RouteDef[] = [...new Set<RouteDef>([...indexed, ...Object.values(files).flatMap((f) => Object.values(f))])];

const segments = (path: string) => path.split('/').slice(1);
const variableName = (segment: string) => /^\{(.+)\}$/.exec(segment)?.[1];
const pathVariables = (path: string) => segments(path).map(variableName).filter((v): v is string => v !== undefined);

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

/** Prefixes under which variable segments carry more than one name, e.g. "/v1/x/{a|b}". */
function siblingVariableConflicts(rows: readonly Pick<RouteDef, 'path'>[]): string[] {
  const names = new Map<string, Set<string>>();
  for (const { path } of rows) {
    const parts = segments(path);
    parts.forEach((segment, i) => {
      const name = variableName(segment);
      if (name === undefined) return;
      const prefix = `/${parts.slice(0, i).join('/')}`;
      names.set(prefix, (names.get(prefix) ?? new Set()).add(name));
    });
  }
  return [...names].filter(([, set]) => set.size > 1).map(([prefix, set]) => `${prefix}/{${[...set].join('|')}}`);
}

describe('route table', () => {
  // Exact counts, so a row added or lost by a merge shows here: a change that adds a route updates them.
  it('has exactly 139 rows, all implemented', () => {
    const implemented = routes.filter((r) => r.implemented).length;
    console.log(`route table: ${implemented} of ${routes.length} routes implemented`);
    expect(routes.length).toBe(139);
    expect(implemented).toBe(139);
  });

  it('has no duplicate method and path', () => {
    expect(duplicates(routes.map(routeKey))).toEqual([]);
  });

  it('uses API Gateway path syntax', () => {
    const bad = routes.filter((r) => !segments(r.path).every((s) => /^[A-Za-z0-9._-]+$/.test(s) || /^\{[A-Za-z][A-Za-z0-9]*\}$/.test(s)));
    expect(bad.map(routeKey)).toEqual([]);
  });

  it('gives the variable segments under one prefix one name (API Gateway refuses siblings with different names)', () => {
    expect(siblingVariableConflicts(routes)).toEqual([]);
  });

  it('would notice such a conflict', () => {
    const paths = ['/v1/x/{aReference}', '/v1/x/{bReference}/y', '/v1/x/literal', '/v1/z/{aReference}'];
    expect(siblingVariableConflicts(paths.map((path) => ({ path })))).toEqual(['/v1/x/{aReference|bReference}']);
  });

  it('validates exactly the path variables of each path', () => {
    const mismatched = routes.filter((r) => {
      const declared = pathVariables(r.path).sort();
      const schema = r.schemas.path as { shape?: Record<string, unknown> } | undefined;
      const validated = Object.keys(schema?.shape ?? {}).sort();
      return declared.join(',') !== validated.join(',') || (declared.length === 0) !== (schema === undefined);
    });
    expect(mismatched.map(routeKey)).toEqual([]);
  });

  it('gives every row a summary', () => {
    expect(routes.filter((r) => r.summary.trim().length < 10).map(routeKey)).toEqual([]);
  });

  it('gives every row its own handler module, named <domain>/<kebab-name>', () => {
    expect(duplicates(routes.map((r) => r.handler))).toEqual([]);
    const misnamed = routes.filter((r) => !new RegExp(`^${r.domain}/[a-z0-9]+(-[a-z0-9]+)*$`).test(r.handler));
    expect(misnamed.map((r) => `${routeKey(r)} → ${r.handler}`)).toEqual([]);
  });

  it('refuses hostile input in every part without throwing', () => {
    const hostile: unknown[] = [undefined, null, 0, -1, 1e308, '', 'x'.repeat(10_000), [], [null], {}, { a: { b: [] } }, JSON.parse('{"__proto__":{"x":1}}')];
    for (const r of routes) {
      for (const schema of [r.schemas.path, r.schemas.query, r.schemas.body]) {
        for (const input of hostile) expect(() => schema?.safeParse(input), routeKey(r)).not.toThrow();
      }
    }
  });

  it('takes no body on GET and DELETE', () => {
    expect(routes.filter((r) => (r.method === 'GET' || r.method === 'DELETE') && r.schemas.body).map(routeKey)).toEqual([]);
  });

  it('answers 200 except the interface\'s 202s and 201', () => {
    const exceptions = routes.filter((r) => r.successStatus !== 200).map((r) => `${r.successStatus} ${routeKey(r)}`).sort();
    expect(exceptions).toEqual([
      '201 POST /v1/checkout_sessions',
      '202 POST /v1/transaction/confirm/{transactionReference}',
      '202 POST /v1/transaction/pin/{transactionReference}',
      '202 POST /v2/refund',
    ]);
  });

  it('has every row of these interface sections', () => {
    const counts = Object.fromEntries(Object.entries(files).map(([name, f]) => [name, Object.keys(f).length]));
    // merchants: the interface's 12 plus our POST /v1/merchant/terminal/telemetry (the interface shows no way to report)
    // and our merchant balance reads, self and admin (it shows no way to read what the platform owes a merchant),
    // and our payouts of that balance, self and admin (WAL-6), and our admin read by reference (MER-18).
    // consumers: the interface's 12 plus our admin read by reference (CON-16).
    // wallets: ours only (WAL-2): create (self, admin), list, get (self, admin), admin freeze/free.
    // webhooks: ours only, POST /v1/webhook/admin/secret (the interface shows no way to get a webhook's signing secret).
    expect(counts).toEqual({
      accounts: 6, agentic: 7, authFlows: 15, consumers: 13, merchants: 18, notifications: 16, payments: 10, products: 10, qr: 4, refunds: 4, wallets: 6, webhooks: 1,
    });
  });
});

describe('schemas written from the interface', () => {
  const card = { amountInCents: 1000, currency: 'ZAR', nameOnCard: 'A N Other', cardNumber: '4111111111111111', cvv: '123', expiryMonth: '12', expiryYear: '2030' };
  const merchant = { amountInCents: 1000, currency: 'ZAR', merchantReference: '3f1c1c2e-8a1b-4c5d-9e6f-7a8b9c0d1e2f' };

  it('requires a source and a destination in a pay request, and refuses unknown fields', () => {
    expect(payBody.safeParse({ paymentSources: { cards: [card] }, paymentDestinations: { merchants: [merchant] } }).success).toBe(true);
    expect(payBody.safeParse({ paymentSources: { cards: [] }, paymentDestinations: { merchants: [merchant] } }).success).toBe(false);
    expect(payBody.safeParse({ paymentSources: { cards: [card] }, paymentDestinations: { merchants: [merchant] }, extra: 1 }).success).toBe(false);
  });

  it('defaults the receipt type to Consumer, with or without a body', () => {
    expect(smsReceiptBody.parse(undefined)).toEqual({ receiptType: 'Consumer' });
    expect(smsReceiptBody.parse({ toNumber: null })).toEqual({ toNumber: null, receiptType: 'Consumer' });
  });

  it('keeps the message header and button text limits', () => {
    const message = { messageType: 'Information', messageTarget: 'Portal', header: 'h', body: 'b', visibleUntilDate: '2030-01-01T00:00:00Z' };
    expect(messageBody.safeParse(message).success).toBe(true);
    expect(messageBody.safeParse({ ...message, header: 'x'.repeat(513) }).success).toBe(false);
    expect(messageBody.safeParse({ ...message, buttonText: 'x'.repeat(129) }).success).toBe(false);
  });

  it('wants the reference key of an admin OTP validation present, null allowed', () => {
    const body = { emailAddress: 'a@example.com', otpValue: '123456' };
    expect(adminOtpValidateEmailBody.safeParse({ ...body, reference: null }).success).toBe(true);
    expect(adminOtpValidateEmailBody.safeParse(body).success).toBe(false);
  });

  it('takes a 4 MB KYC file within its route\'s body limit, and no more', () => {
    const base64 = (bytes: number) => Buffer.alloc(bytes).toString('base64');
    const file = { fileName: 'id.jpg', fileType: 'IdentityDocumentFront', base64Data: base64(MAX_KYC_FILE_BYTES) };
    expect(consumerFileBody.safeParse(file).success).toBe(true);
    expect(consumerFileBody.safeParse({ ...file, base64Data: base64(MAX_KYC_FILE_BYTES + 3) }).success).toBe(false);
    expect(Buffer.byteLength(JSON.stringify(file))).toBeLessThan(MAX_KYC_FILE_BODY_BYTES);
    expect(consumers.adminUploadFile.maxBodyBytes).toBe(MAX_KYC_FILE_BODY_BYTES);
  });
});
