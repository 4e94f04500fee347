/**
 * The webhook rules without a table or a queue: Standard Webhooks signing (the spec's test vector)
 * and verification, secret derivation and rotation's grace, the retry schedule, the callback URL
 * checker, the outbox entry, and the sender's handling of each SQS record (an in-memory outbox,
 * the POST, the visibility change and the DLQ as fakes).
 */
import { randomBytes } from 'node:crypto';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboundFailed, OutboundRefused } from '../../shared/http/outbound.js';
import type { ClaimResult, FailureOptions, FailureReason, OutboxAttempt, OutboxStore } from '../../shared/messages/outbox-store.js';
import { WEBHOOK_QUEUE, webhookOutboxEntry, type WebhookItem } from '../../shared/webhooks/outbox.js';
import { generationsInForce, GRACE_SECONDS, receiverSecret } from '../../shared/webhooks/receivers.js';
import { MAX_DELAY_SECONDS, retryDelays, retryDelaySeconds, RETRY_DELAYS_SECONDS } from '../../shared/webhooks/retry.js';
import { deliverWebhookRecord, handleWebhookBatch, type WebhookSenderDeps } from '../../shared/webhooks/sender.js';
import { verifyMerchantWebhook } from '../../shared/webhooks/merchant-signature.js';
import { secretKey, signWebhook, verifyWebhook } from '../../shared/webhooks/signature.js';
import { callbackUrlProblem } from '../../shared/webhooks/url.js';

// Published with the Standard Webhooks specification and its reference libraries.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signing', () => {
  it('reproduces the specification\'s test vector', () => {
    expect(signWebhook(VECTOR.id, VECTOR.timestamp, VECTOR.body, [VECTOR.secret])).toEqual({
      'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp), 'webhook-signature': VECTOR.signature,
    });
  });

  it('verifies the vector, and refuses a changed body, another secret, a stale timestamp and missing headers', () => {
    const headers = { 'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp), 'webhook-signature': VECTOR.signature };
    const at = { nowSeconds: VECTOR.timestamp + 60 };
    expect(verifyWebhook(VECTOR.secret, VECTOR.body, headers, at)).toEqual({ ok: true, id: VECTOR.id });
    expect(verifyWebhook(VECTOR.secret, '{"test": 2432232315}', headers, at)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyWebhook(`whsec_${randomBytes(32).toString('base64')}`, VECTOR.body, headers, at)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyWebhook(VECTOR.secret, VECTOR.body, { ...headers, 'webhook-id': 'msg_other' }, at)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyWebhook(VECTOR.secret, VECTOR.body, headers, { nowSeconds: VECTOR.timestamp + 301 })).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(verifyWebhook(VECTOR.secret, VECTOR.body, { ...headers, 'webhook-signature': undefined }, at)).toEqual({ ok: false, reason: 'missing-headers' });
    expect(verifyWebhook(VECTOR.secret, VECTOR.body, { ...headers, 'webhook-signature': 'v2,abc v1' }, at)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('signs with every secret in force, so a receiver holding either verifies', () => {
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    const headers = signWebhook('wh-1', 1_900_000_000, '{"a":1}', [other, VECTOR.secret]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [other, VECTOR.secret]) expect(verifyWebhook(secret, '{"a":1}', headers, { nowSeconds: 1_900_000_000 }).ok).toBe(true);
    expect(() => signWebhook('wh-1', 1, '{}', [])).toThrow();
  });
});

describe('receiver secrets', () => {
  const master = randomBytes(32);

  it('are derived per receiver and generation, whsec_ with a 32-byte key, the same every time', async () => {
    const a0 = await receiverSecret('key:abc', 0, master);
    expect(a0).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secretKey(a0)).toHaveLength(32);
    expect(await receiverSecret('key:abc', 0, master)).toBe(a0);
    const others = [await receiverSecret('key:abc', 1, master), await receiverSecret('sub:abc', 0, master), await receiverSecret('key:abc', 0, randomBytes(32))];
    expect(new Set([a0, ...others]).size).toBe(4);
  });

  it('keep the previous generation signing until the grace period ends', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    expect(generationsInForce({ generation: 0 }, now)).toEqual([0]);
    const rotated = { generation: 3, previousGeneration: 2, previousValidUntil: new Date(now.getTime() + GRACE_SECONDS * 1000).toISOString() };
    expect(generationsInForce(rotated, now)).toEqual([3, 2]);
    expect(generationsInForce(rotated, new Date(now.getTime() + GRACE_SECONDS * 1000))).toEqual([3]);
  });
});

describe('retry schedule', () => {
  it('spreads the queue\'s receives over at least 24 hours, each delay within what SQS accepts', () => {
    expect(RETRY_DELAYS_SECONDS).toHaveLength(WEBHOOK_QUEUE.maxReceiveCount - 1);
    const total = RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    console.log(`webhook retry delays: ${RETRY_DELAYS_SECONDS.join(', ')} s = ${(total / 3600).toFixed(2)} h over ${WEBHOOK_QUEUE.maxReceiveCount} receives`);
    expect(total).toBeGreaterThanOrEqual(24 * 3600);
    for (const [i, d] of RETRY_DELAYS_SECONDS.entries()) {
      expect(d).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
      if (i > 0) expect(d).toBeGreaterThan(RETRY_DELAYS_SECONDS[i - 1]!);
    }
    expect(retryDelaySeconds(1)).toBe(60);
    expect(retryDelaySeconds(7)).toBe(39_600);
    expect(retryDelaySeconds(20, [1, 2])).toBe(2);
    expect(retryDelaySeconds(1, [50_000])).toBe(MAX_DELAY_SECONDS);
  });

  describe('from the environment', () => {
    afterEach(() => vi.unstubAllEnvs());
    it('is AWS\'s unless WEBHOOK_RETRY_DELAYS_SECONDS says otherwise, and refuses nonsense', () => {
      // The test platform sets its own in this process: clear it first.
      vi.stubEnv('WEBHOOK_RETRY_DELAYS_SECONDS', '');
      expect(retryDelays()).toBe(RETRY_DELAYS_SECONDS);
      vi.stubEnv('WEBHOOK_RETRY_DELAYS_SECONDS', '1, 2,3');
      expect(retryDelays()).toEqual([1, 2, 3]);
      vi.stubEnv('WEBHOOK_RETRY_DELAYS_SECONDS', '1,x');
      expect(() => retryDelays()).toThrow(/whole seconds/);
    });
  });
});

describe('callback URLs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are http(s) without credentials or fragment; https outside development', () => {
    expect(callbackUrlProblem('https://hooks.example.com/pay?t=1', 'production')).toBeUndefined();
    expect(callbackUrlProblem('http://hooks.example.com/pay', 'development')).toBeUndefined();
    expect(callbackUrlProblem('http://hooks.example.com/pay', 'staging')).toBe('must use https');
    expect(callbackUrlProblem('ftp://hooks.example.com/', 'development')).toMatch(/only http and https/);
    expect(callbackUrlProblem('https://u:p@hooks.example.com/', 'development')).toMatch(/credentials/);
    expect(callbackUrlProblem('not a url', 'development')).toMatch(/not a URL/);
    expect(callbackUrlProblem('https://hooks.example.com/#x', 'development')).toMatch(/fragment/);
    expect(callbackUrlProblem(`https://hooks.example.com/${'a'.repeat(2100)}`, 'development')).toMatch(/at most 2048/);
  });

  it('refuse an address literal in a refused range at once; loopback and localhost only where allowed', () => {
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/', 'http://192.168.0.10:8080/x', 'http://0.0.0.0/']) {
      expect(callbackUrlProblem(url, 'development'), url).toMatch(/must not point at this address/);
    }
    vi.stubEnv('ALLOW_LOOPBACK_CALLBACKS', 'false');
    expect(callbackUrlProblem('http://127.0.0.1:9000/', 'development')).toMatch(/loopback/);
    expect(callbackUrlProblem('http://localhost:9000/', 'development')).toMatch(/loopback/);
    expect(callbackUrlProblem('http://[::1]/', 'development')).toMatch(/loopback/);
    vi.stubEnv('ALLOW_LOOPBACK_CALLBACKS', 'true');
    expect(callbackUrlProblem('http://127.0.0.1:9000/', 'development')).toBeUndefined();
    expect(callbackUrlProblem('http://localhost:9000/', 'development')).toBeUndefined();
  });
});

describe('the outbox entry', () => {
  beforeEach(() => vi.stubEnv('TABLE_NAME', 'test-table'));
  afterEach(() => vi.unstubAllEnvs());
  const event = { type: 'payment.status', paymentReference: 'P-1', data: { status: 'Completed', amountInCents: 1000 } } as const;

  it('is a pending outbox item on the webhooks queue holding the serialized event, put only if new', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const { id, put } = webhookOutboxEntry({ callbackUrl: 'https://hooks.example.com/pay', event, receiverId: 'key:abc' }, now);
    expect(put.Put).toMatchObject({ TableName: 'test-table', ConditionExpression: 'attribute_not_exists(PK)' });
    expect(put.Put.Item).toMatchObject({
      PK: `OUTBOX#${id}`, SK: 'OUTBOX', GSI1PK: 'OUTBOX#PENDING', GSI1SK: now.toISOString(), queue: 'webhooks', channel: 'webhook',
      status: 'pending', attempts: [], requeues: 0, receiverId: 'key:abc', eventType: 'payment.status', paymentReference: 'P-1',
    });
    expect(JSON.parse(put.Put.Item['body'] as string)).toEqual({ type: 'payment.status', timestamp: now.toISOString(), paymentReference: 'P-1', data: event.data });
  });

  it('refuses what the caller should have refused, naming fields', () => {
    const ok = { callbackUrl: 'https://hooks.example.com/pay', event, receiverId: 'key:abc' };
    expect(() => webhookOutboxEntry({ ...ok, callbackUrl: 'http://10.0.0.1/' })).toThrow(/callbackUrl must not point at this address/);
    expect(() => webhookOutboxEntry({ ...ok, receiverId: 'someone' })).toThrow(/receiverId/);
    expect(() => webhookOutboxEntry({ ...ok, event: { ...event, paymentReference: '' } })).toThrow(/event\.paymentReference/);
    expect(() => webhookOutboxEntry({ ...ok, event: { ...event, paymentReference: 'P'.repeat(129) } })).toThrow(/event\.paymentReference/);
    expect(() => webhookOutboxEntry({ ...ok, event: { ...event, type: 'payment.paid' as never } })).toThrow(/event\.type: must be one of payment\.status/);
    expect(() => webhookOutboxEntry({ ...ok, event: { ...event, data: { blob: 'x'.repeat(70_000) } } })).toThrow(/over 65536 bytes/);
  });

  it('takes as event data only a plain object, as a status JSON is (PERF-23)', () => {
    const ok = { callbackUrl: 'https://hooks.example.com/pay', event, receiverId: 'key:abc' };
    for (const data of [[], 'Completed', null, new Date(0), new Map()]) {
      expect(() => webhookOutboxEntry({ ...ok, event: { ...event, data: data as never } }), String(data)).toThrow(/event\.data/);
    }
    expect(webhookOutboxEntry({ ...ok, event: { ...event, data: Object.assign(Object.create(null) as object, { status: 'Completed' }) } }).id).toBeTruthy();
  });
});

// ---- The sender, one record at a time ----

type Stored = WebhookItem & { leaseUntil?: number; retryAt?: string };

class MemoryWebhookOutbox implements OutboxStore<WebhookItem> {
  readonly items = new Map<string, Stored>();

  add(patch: Partial<Stored> = {}): Stored {
    const id = patch.id ?? `wh-${this.items.size + 1}`;
    const item: Stored = {
      id, channel: 'webhook', callbackUrl: 'https://hooks.example.com/pay', receiverId: 'key:abc', eventType: 'payment.status',
      paymentReference: 'P-1', body: '{"type":"payment.status"}', status: 'pending', attempts: [], requeues: 0, createdAt: '2030-01-01T00:00:00.000Z', ...patch,
    };
    this.items.set(id, item);
    return item;
  }

  async claim(id: string, now: Date, leaseSeconds: number): Promise<ClaimResult<WebhookItem>> {
    const item = this.items.get(id);
    if (!item) return { kind: 'missing' };
    if (item.status !== 'pending') return { kind: 'done', item };
    if (item.leaseUntil !== undefined && item.leaseUntil >= now.getTime()) return { kind: 'busy' };
    item.leaseUntil = now.getTime() + leaseSeconds * 1000;
    return { kind: 'claimed', item: { ...item } };
  }

  async markDelivered(id: string, attempt: OutboxAttempt): Promise<void> {
    const item = this.items.get(id)!;
    Object.assign(item, { status: 'delivered', attempts: [...item.attempts, attempt] });
    delete item.leaseUntil;
  }

  async recordFailure(id: string, attempt: OutboxAttempt, final: boolean, options: FailureOptions = {}): Promise<void> {
    const item = this.items.get(id)!;
    item.attempts = [...item.attempts, attempt];
    delete item.leaseUntil;
    if (final) Object.assign(item, { status: 'failed', failure: options.reason ?? 'attempts-exhausted' });
    else if (options.retryAt) item.retryAt = options.retryAt;
  }

  async markFailed(id: string, reason: FailureReason): Promise<boolean> {
    Object.assign(this.items.get(id)!, { status: 'failed', failure: reason });
    return true;
  }
}

const NOW = new Date('2030-01-01T00:01:00.000Z');
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const ACP_SECRET = randomBytes(32).toString('hex');

interface Fakes {
  posts: Array<{ url: string; body: string; headers: Record<string, string> }>;
  hidden: Array<{ receiptHandle: string; seconds: number }>;
  deadLetters: string[];
}

function senderDeps(outbox: MemoryWebhookOutbox, answer: (n: number) => Promise<{ status: number }> = async () => ({ status: 204 })): WebhookSenderDeps & Fakes {
  const fakes: Fakes = { posts: [], hidden: [], deadLetters: [] };
  return {
    ...fakes,
    outbox,
    secrets: async () => [SECRET],
    acpOrderEventsSecret: async () => ACP_SECRET,
    post: async (url, body, headers) => {
      fakes.posts.push({ url, body, headers });
      return answer(fakes.posts.length);
    },
    hideFor: async (receiptHandle, seconds) => void fakes.hidden.push({ receiptHandle, seconds }),
    deadLetter: async (body) => void fakes.deadLetters.push(body),
    now: () => NOW,
    maxReceiveCount: WEBHOOK_QUEUE.maxReceiveCount,
    leaseSeconds: 30,
    retryDelaysSeconds: RETRY_DELAYS_SECONDS,
  };
}

const record = (id: string | undefined, receiveCount = 1): SQSRecord =>
  ({ messageId: `m-${id}`, receiptHandle: `rh-${id}`, body: id === undefined ? 'not json' : JSON.stringify({ outboxId: id }), attributes: { ApproximateReceiveCount: String(receiveCount) } }) as SQSRecord;

describe('the webhook sender', () => {
  it('POSTs the stored body signed for this attempt (webhook-id = item id) and marks it delivered with the status', async () => {
    const outbox = new MemoryWebhookOutbox();
    outbox.add({ id: 'a' });
    const deps = senderDeps(outbox);
    expect(await deliverWebhookRecord(record('a'), deps)).toBe('delivered');
    const [post] = deps.posts;
    expect(post).toMatchObject({ url: 'https://hooks.example.com/pay', body: '{"type":"payment.status"}' });
    expect(post!.headers).toMatchObject({ 'webhook-id': 'a', 'webhook-timestamp': String(NOW.getTime() / 1000) });
    expect(verifyWebhook(SECRET, post!.body, post!.headers, { nowSeconds: NOW.getTime() / 1000 })).toEqual({ ok: true, id: 'a' });
    expect(outbox.items.get('a')).toMatchObject({ status: 'delivered', attempts: [{ outcome: 'delivered', receiveCount: 1, httpStatus: 204, at: NOW.toISOString() }] });
    expect(deps.hidden).toEqual([]);
  });

  it('signs an ACP order event (scheme acp) with Merchant-Signature and the agent\'s secret, Request-Id = item id, and no Standard Webhooks headers', async () => {
    const outbox = new MemoryWebhookOutbox();
    const body = '{"type":"order_create","data":{"type":"order"}}';
    outbox.add({ id: 'o', scheme: 'acp', eventType: 'order_create', receiverId: 'acp:order-events', body });
    const deps = senderDeps(outbox);
    expect(await deliverWebhookRecord(record('o'), deps)).toBe('delivered');
    const [post] = deps.posts;
    expect(post!.body).toBe(body);
    expect(post!.headers).toEqual({ 'Merchant-Signature': expect.stringMatching(/^t=\d+,v1=[a-f0-9]{64}$/), 'Request-Id': 'o', Timestamp: NOW.toISOString() });
    expect(verifyMerchantWebhook(ACP_SECRET, body, post!.headers['Merchant-Signature'], { nowSeconds: NOW.getTime() / 1000 })).toEqual({ ok: true });
    expect(outbox.items.get('o')).toMatchObject({ status: 'delivered' });
  });

  it('records a non-2xx answer (status, no body), hides the message for the schedule\'s delay and keeps it', async () => {
    const outbox = new MemoryWebhookOutbox();
    outbox.add({ id: 'r' });
    const deps = senderDeps(outbox, async () => { throw new OutboundFailed('answered 503', 503); });
    expect(await deliverWebhookRecord(record('r', 3), deps)).toBe('retry');
    expect(deps.hidden).toEqual([{ receiptHandle: 'rh-r', seconds: 1800 }]);
    expect(outbox.items.get('r')).toMatchObject({
      status: 'pending', retryAt: new Date(NOW.getTime() + 1800_000).toISOString(),
      attempts: [{ outcome: 'failed', receiveCount: 3, httpStatus: 503, error: { name: 'OutboundFailed', message: 'answered 503' } }],
    });
  });

  it('retries a timeout or a connection failure the same way, and a host that does not resolve (it may)', async () => {
    for (const error of [new OutboundFailed('timed out'), new OutboundRefused('the host does not resolve', true)]) {
      const outbox = new MemoryWebhookOutbox();
      outbox.add({ id: 't' });
      const deps = senderDeps(outbox, async () => { throw error; });
      expect(await deliverWebhookRecord(record('t'), deps)).toBe('retry');
      expect(deps.hidden).toEqual([{ receiptHandle: 'rh-t', seconds: 60 }]);
      expect(deps.deadLetters).toEqual([]);
    }
  });

  it('fails the item on the last receive and makes the message visible at once, so SQS moves it to the DLQ', async () => {
    const outbox = new MemoryWebhookOutbox();
    outbox.add({ id: 'l' });
    const deps = senderDeps(outbox, async () => { throw new OutboundFailed('answered 500', 500); });
    expect(await deliverWebhookRecord(record('l', WEBHOOK_QUEUE.maxReceiveCount), deps)).toBe('failed');
    expect(deps.hidden).toEqual([{ receiptHandle: 'rh-l', seconds: 0 }]);
    expect(outbox.items.get('l')).toMatchObject({ status: 'failed', failure: 'attempts-exhausted' });
  });

  it('fails a refused URL for good at once: dead-lettered, removed from the queue, never retried', async () => {
    const outbox = new MemoryWebhookOutbox();
    outbox.add({ id: 's', callbackUrl: 'http://10.0.0.1/' });
    const deps = senderDeps(outbox, async () => { throw new OutboundRefused('private addresses are not allowed'); });
    expect(await deliverWebhookRecord(record('s'), deps)).toBe('refused');
    expect(deps.deadLetters).toEqual([JSON.stringify({ outboxId: 's' })]);
    expect(deps.hidden).toEqual([]);
    expect(outbox.items.get('s')).toMatchObject({ status: 'failed', failure: 'refused', attempts: [{ outcome: 'failed', error: { name: 'OutboundRefused' } }] });
  });

  it('skips done items, leaves a held one, keeps poison; the batch reports exactly the kept records', async () => {
    const outbox = new MemoryWebhookOutbox();
    outbox.add({ id: 'd', status: 'delivered' });
    outbox.add({ id: 'b', leaseUntil: NOW.getTime() + 10_000 });
    outbox.add({ id: 'ok' });
    outbox.add({ id: 'no', callbackUrl: 'http://10.0.0.1/' });
    const deps = senderDeps(outbox);
    deps.post = async (url) => {
      if (url.includes('10.0.0.1')) throw new OutboundRefused('private addresses are not allowed');
      return { status: 200 };
    };
    const event: SQSEvent = { Records: ['d', 'b', 'ok', 'no', 'missing', undefined].map((id) => record(id)) };
    const result = await handleWebhookBatch(event, deps);
    expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['m-b', 'm-missing', 'm-undefined']);
    // The table down: the record is kept, nothing else is said.
    deps.outbox = { ...outbox, claim: () => Promise.reject(new Error('no table')) } as unknown as OutboxStore<WebhookItem>;
    expect((await handleWebhookBatch({ Records: [record('x')] }, deps)).batchItemFailures).toEqual([{ itemIdentifier: 'm-x' }]);
  });
});
