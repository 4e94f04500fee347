/**
 * The outbound-message rules without a table or a queue: sealing, templates, masking, what the
 * outbox refuses to write, and the sender's handling of each SQS record (an in-memory outbox; the
 * SES and SNS clients mocked only to make them fail).
 */
import { randomBytes } from 'node:crypto';
import { MessageRejected, SESv2ServiceException } from '@aws-sdk/client-sesv2';
import { InvalidParameterException } from '@aws-sdk/client-sns';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ses, sns } from '../../shared/aws/clients.js';
import { maskRecipient, safeErrorText } from '../../shared/messages/mask.js';
import { MESSAGE_QUEUE } from '../../shared/messages/message-queue.js';
import { outboxEntry } from '../../shared/messages/outbox.js';
import type { ClaimResult, FailureReason, OutboxAttempt, OutboxItem, OutboxStore } from '../../shared/messages/outbox-store.js';
import { awsProviders, type MessageProviders } from '../../shared/messages/providers.js';
import { SealError, sealSecrets, unsealSecrets } from '../../shared/messages/seal.js';
import { deliverRecord, handleMessageBatch, type SenderDeps } from '../../shared/messages/sender.js';
import { render } from '../../shared/messages/template-texts.js';
import { TEMPLATE_NAMES, templateProblems, TEMPLATES } from '../../shared/messages/templates.js';
import { codeIn } from '../integration/harness.js';

const KEY = randomBytes(32);

describe('sealing', () => {
  it('round-trips the secrets and never shows them in the sealed text', async () => {
    const sealed = await sealSecrets('id-1', { code: '482913' }, KEY);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('482913');
    expect(await unsealSecrets('id-1', sealed, KEY)).toEqual({ code: '482913' });
    // A fresh IV each time: equal secrets do not give equal sealed values.
    expect(await sealSecrets('id-1', { code: '482913' }, KEY)).not.toBe(sealed);
  });

  it('detects tampering, another item, another key and malformed values', async () => {
    const sealed = await sealSecrets('id-1', { resetCode: 'ABCD1234' }, KEY);
    const parts = sealed.split('.');
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const index of [1, 2, 3]) {
      const altered = parts.map((p, i) => (i === index ? flip(p) : p)).join('.');
      await expect(unsealSecrets('id-1', altered, KEY), `part ${index}`).rejects.toBeInstanceOf(SealError);
    }
    await expect(unsealSecrets('id-2', sealed, KEY)).rejects.toBeInstanceOf(SealError);
    await expect(unsealSecrets('id-1', sealed, randomBytes(32))).rejects.toBeInstanceOf(SealError);
    for (const bad of ['', 'v2.a.b.c', 'v1.a.b', `${sealed}.x`]) await expect(unsealSecrets('id-1', bad, KEY), bad).rejects.toBeInstanceOf(SealError);
  });

  it('opens only a map of names to strings, whatever else was sealed', async () => {
    for (const other of [['482913'], null, 'code', { code: 482913 }, { code: { nested: 'x' } }]) {
      const sealed = await sealSecrets('id-1', other as never, KEY);
      await expect(unsealSecrets('id-1', sealed, KEY), JSON.stringify(other)).rejects.toThrow('sealed secrets are not a map of strings');
    }
    expect(await unsealSecrets('id-1', await sealSecrets('id-1', {}, KEY), KEY)).toEqual({});
  });
});

describe('templates', () => {
  const values = {
    otp: { purpose: 'verify your mobile number', expiresInMinutes: '10', code: '482913' },
    // Both UUIDs, as shared/identity makes them: the SMS must still fit one segment.
    'password-reset': { userReference: '3f2c9a1e-5b7d-4c8e-9f60-1a2b3c4d5e6f', expiresInMinutes: '60', resetCode: 'b1e2d3c4-a5f6-4789-8abc-def012345678' },
  } as const;

  it('render every template for both channels with its code, the code findable by the harness', () => {
    // Templates with a code; receipts (no secrets) are held by test/unit/receipts.test.ts.
    for (const name of TEMPLATE_NAMES.filter((n): n is keyof typeof values => n in values)) {
      const v = values[name];
      const secret = 'code' in v ? v.code : v.resetCode;
      const sms = render(name, 'sms', v);
      const mail = render(name, 'email', v);
      expect(sms.subject).toBeUndefined();
      expect(mail.subject).toMatch(/\w/);
      for (const text of [sms.text, mail.text]) {
        expect(codeIn({ text }), `${name}: ${text}`).toBe(secret);
        expect(text).toContain(`${v.expiresInMinutes} minutes`);
        expect(text).not.toMatch(/undefined|null/);
      }
      // One GSM-7 segment: no Unicode (UCS-2 halves the length) and at most 160 characters.
      expect(sms.text.length, sms.text).toBeLessThanOrEqual(160);
      expect(sms.text).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('show both the reset code and the user reference, which the anonymous password change needs', () => {
    for (const channel of ['sms', 'email'] as const) {
      const { text } = render('password-reset', channel, values['password-reset']);
      expect(text).toContain('b1e2d3c4-a5f6-4789-8abc-def012345678');
      expect(text).toContain('3f2c9a1e-5b7d-4c8e-9f60-1a2b3c4d5e6f');
    }
  });

  it('greet by name when given, and say "1 minute"', () => {
    expect(render('otp', 'email', { ...values.otp, name: 'Thandi' }).text).toMatch(/^Hello Thandi,/);
    expect(render('otp', 'sms', { ...values.otp, expiresInMinutes: '1' }).text).toContain('expires in 1 minute.');
  });

  it('name what a message lacks or has too much of', () => {
    expect(templateProblems('otp', { purpose: 'sign in', expiresInMinutes: '5' }, { code: '1' })).toEqual([]);
    expect(templateProblems('otp', { purpose: 'sign in' }, {})).toEqual(['params.expiresInMinutes is required', 'secrets.code is required']);
    expect(templateProblems('password-reset', { userReference: 'U1', expiresInMinutes: 'soon', code: 'x' }, { resetCode: 'r', otp: 'y' })).toEqual([
      'params.code is not used by password-reset',
      'secrets.otp is not used by password-reset',
      'params.expiresInMinutes must be a whole number of minutes',
    ]);
    // Every template declares what it shows.
    for (const def of Object.values(TEMPLATES)) expect(def.secrets.length + def.params.length).toBeGreaterThan(0);
  });
});

describe('masking', () => {
  it('keeps enough of a recipient to tell messages apart', () => {
    expect(maskRecipient('jane@example.com')).toBe('j***@example.com');
    expect(maskRecipient('+27821234567')).toBe('+27*******67');
    expect(maskRecipient('123')).toBe('***');
  });

  it('takes addresses, numbers and the secrets out of provider error text', () => {
    const text = safeErrorText('Rejected jane@example.com / +27 82 123 4567: body had K7P2Q9XA and 482913', ['K7P2Q9XA']);
    expect(text).toBe('Rejected [address] / [digits]: body had [secret] and [digits]');
    expect(safeErrorText('x'.repeat(1000))).toHaveLength(301);
  });
});

describe('outboxEntry refuses what could not be sent as written', () => {
  beforeEach(() => vi.stubEnv('TABLE_NAME', 'test-table'));
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['a local number', { channel: 'sms', to: '0821234567' }, /to must be a mobile number in E\.164/],
    ['an address for SMS', { channel: 'sms', to: 'jane@example.com' }, /E\.164/],
    ['a number for e-mail', { channel: 'email', to: '+27821234567' }, /to must be an e-mail address/],
    ['an unknown template', { template: 'receipt' }, /template/],
    ['a missing code', { secrets: {} }, /secrets\.code is required/],
    ['a secret in params', { params: { purpose: 'x', expiresInMinutes: '5', code: '482913' } }, /params\.code is not used by otp/],
  ])('%s', async (_name, patch, reason) => {
    const message = { channel: 'sms', to: '+27821234567', template: 'otp', params: { purpose: 'x', expiresInMinutes: '5' }, secrets: { code: '482913' }, ...patch };
    const attempt = outboxEntry(message as Parameters<typeof outboxEntry>[0]);
    await expect(attempt).rejects.toThrow(reason);
    // The reason names fields; it never repeats a value.
    await expect(attempt).rejects.not.toThrow(/482913|0821234567|jane@/);
  });
});

// ---- The sender, one record at a time ----

type StoredItem = OutboxItem & { leaseUntil?: number; deliveredAt?: string };

/** The outbox port over a Map, with the table's conditions. */
class MemoryOutbox implements OutboxStore {
  readonly items = new Map<string, StoredItem>();
  claims = 0;

  add(patch: Partial<StoredItem> = {}): StoredItem {
    const id = patch.id ?? `id-${this.items.size + 1}`;
    const item: StoredItem = {
      id, channel: 'sms', to: '+27821234567', template: 'otp', params: { purpose: 'sign in', expiresInMinutes: '5' },
      status: 'pending', attempts: [], requeues: 0, createdAt: '2030-01-01T00:00:00.000Z', sealed: 'sealed', ...patch,
    };
    this.items.set(id, item);
    return item;
  }

  async claim(id: string, now: Date, leaseSeconds: number): Promise<ClaimResult> {
    this.claims += 1;
    const item = this.items.get(id);
    if (!item) return { kind: 'missing' };
    if (item.status !== 'pending') return { kind: 'done', item };
    if (item.leaseUntil !== undefined && item.leaseUntil >= now.getTime()) return { kind: 'busy' };
    item.leaseUntil = now.getTime() + leaseSeconds * 1000;
    return { kind: 'claimed', item: { ...item } };
  }

  async markDelivered(id: string, attempt: OutboxAttempt): Promise<void> {
    const item = this.items.get(id)!;
    Object.assign(item, { status: 'delivered', providerMessageId: attempt.providerMessageId, deliveredAt: attempt.at, attempts: [...item.attempts, attempt] });
    delete item.sealed;
    delete item.leaseUntil;
  }

  async recordFailure(id: string, attempt: OutboxAttempt, final: boolean): Promise<void> {
    const item = this.items.get(id)!;
    item.attempts = [...item.attempts, attempt];
    delete item.leaseUntil;
    if (final) {
      Object.assign(item, { status: 'failed', failure: 'attempts-exhausted' });
      delete item.sealed;
    }
  }

  async markFailed(id: string, reason: FailureReason): Promise<boolean> {
    const item = this.items.get(id)!;
    Object.assign(item, { status: 'failed', failure: reason });
    delete item.sealed;
    delete item.leaseUntil;
    return true;
  }
}

const NOW = new Date('2030-01-01T00:01:00.000Z');

function senderDeps(outbox: MemoryOutbox, providers: Partial<MessageProviders> = {}): SenderDeps & { sent: Array<{ to: string; text: string; subject?: string }> } {
  const sent: Array<{ to: string; text: string; subject?: string }> = [];
  return {
    sent,
    outbox,
    providers: {
      sendSms: providers.sendSms ?? (async (m) => (sent.push(m), `sms-${sent.length}`)),
      sendEmail: providers.sendEmail ?? (async (m) => (sent.push(m), `mail-${sent.length}`)),
    },
    unseal: async (_id, sealed) => {
      if (sealed !== 'sealed') throw new SealError('sealed secrets do not open');
      return { code: '482913', resetCode: 'K7P2Q9XA' };
    },
    now: () => NOW,
    maxReceiveCount: MESSAGE_QUEUE.maxReceiveCount,
    leaseSeconds: 30,
  };
}

const record = (id: string | undefined, receiveCount = 1, messageId = `m-${id}`): SQSRecord =>
  ({ messageId, body: id === undefined ? 'not json' : JSON.stringify({ outboxId: id }), attributes: { ApproximateReceiveCount: String(receiveCount) } }) as SQSRecord;

describe('the sender', () => {
  it('sends, then marks the item delivered with the attempt and the provider message id', async () => {
    const outbox = new MemoryOutbox();
    outbox.add({ id: 'a' });
    const deps = senderDeps(outbox);
    expect(await deliverRecord(record('a'), deps)).toBe('delivered');
    expect(deps.sent).toEqual([{ to: '+27821234567', text: expect.stringContaining('482913') as string }]);
    const item = outbox.items.get('a')!;
    expect(item).toMatchObject({ status: 'delivered', providerMessageId: 'sms-1', attempts: [{ outcome: 'delivered', receiveCount: 1, providerMessageId: 'sms-1', at: NOW.toISOString() }] });
    expect(item.sealed).toBeUndefined();
  });

  it('renders e-mail with a subject', async () => {
    const outbox = new MemoryOutbox();
    outbox.add({ id: 'e', channel: 'email', to: 'jane@example.com', template: 'password-reset', params: { userReference: 'U1', expiresInMinutes: '15' } });
    const deps = senderDeps(outbox);
    expect(await deliverRecord(record('e'), deps)).toBe('delivered');
    expect(deps.sent[0]).toMatchObject({ to: 'jane@example.com', subject: 'Reset your password', text: expect.stringContaining('K7P2Q9XA') as string });
  });

  it('skips an item already delivered or failed (idempotent on the outbox id)', async () => {
    const outbox = new MemoryOutbox();
    outbox.add({ id: 'd', status: 'delivered' });
    outbox.add({ id: 'f', status: 'failed' });
    const deps = senderDeps(outbox);
    expect(await deliverRecord(record('d'), deps)).toBe('skipped');
    expect(await deliverRecord(record('f'), deps)).toBe('skipped');
    expect(deps.sent).toEqual([]);
  });

  it('leaves an item another sender holds to that sender, and keeps the record for later', async () => {
    const outbox = new MemoryOutbox();
    outbox.add({ id: 'b', leaseUntil: NOW.getTime() + 10_000 });
    const deps = senderDeps(outbox);
    expect(await deliverRecord(record('b'), deps)).toBe('busy');
    expect(deps.sent).toEqual([]);
    expect(outbox.items.get('b')!.attempts).toEqual([]);
  });

  it('keeps a record without an outbox id or with an unknown one (poison goes to the DLQ)', async () => {
    const deps = senderDeps(new MemoryOutbox());
    expect(await deliverRecord(record(undefined), deps)).toBe('invalid');
    expect(await deliverRecord({ ...record('x'), body: '{"id":"x"}' }, deps)).toBe('invalid');
    expect(await deliverRecord(record('nope'), deps)).toBe('invalid');
  });

  it('marks a code past its deliverBy failed as expired instead of sending it late', async () => {
    const outbox = new MemoryOutbox();
    outbox.add({ id: 'old', deliverBy: '2030-01-01T00:00:30.000Z' });
    const deps = senderDeps(outbox);
    expect(await deliverRecord(record('old'), deps)).toBe('expired');
    expect(deps.sent).toEqual([]);
    expect(outbox.items.get('old')).toMatchObject({ status: 'failed', failure: 'expired' });
    expect(outbox.items.get('old')!.sealed).toBeUndefined();
  });

  it('records a failure from SNS (SDK mocked to fail) and keeps the record for a retry; the error text is scrubbed', async () => {
    const publish = vi.spyOn(sns, 'send').mockImplementation(async () => {
      throw new InvalidParameterException({ message: 'Invalid parameter: PhoneNumber +27821234567 (body 482913)', $metadata: { httpStatusCode: 400 } });
    });
    try {
      const outbox = new MemoryOutbox();
      outbox.add({ id: 's' });
      const deps = { ...senderDeps(outbox), providers: awsProviders };
      expect(await deliverRecord(record('s', 2), deps)).toBe('retry');
      const item = outbox.items.get('s')!;
      expect(item.status).toBe('pending');
      expect(item.sealed).toBe('sealed');
      expect(item.attempts).toEqual([{
        at: NOW.toISOString(), receiveCount: 2, outcome: 'failed',
        error: { name: 'InvalidParameterException', message: 'Invalid parameter: PhoneNumber [digits] (body [secret])' },
      }]);
      // The lease is released so SQS's retry can claim it at once.
      expect(await outbox.claim('s', NOW, 30)).toMatchObject({ kind: 'claimed' });
    } finally {
      publish.mockRestore();
    }
  });

  it('on the last receive marks the item failed and drops its secrets (SES mocked to reject), still reporting the record', async () => {
    vi.stubEnv('MESSAGE_FROM_EMAIL', 'no-reply@example.com');
    const send = vi.spyOn(ses, 'send').mockImplementation(async () => {
      throw new MessageRejected({ message: 'Email address is not verified: jane@example.com', $metadata: { httpStatusCode: 400 } });
    });
    try {
      const outbox = new MemoryOutbox();
      outbox.add({ id: 'last', channel: 'email', to: 'jane@example.com' });
      const deps = { ...senderDeps(outbox), providers: awsProviders };
      const result = await handleMessageBatch({ Records: [record('last', MESSAGE_QUEUE.maxReceiveCount)] }, deps);
      expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-last' }]);
      const item = outbox.items.get('last')!;
      expect(item).toMatchObject({ status: 'failed', failure: 'attempts-exhausted', attempts: [{ outcome: 'failed', error: { name: 'MessageRejected', message: 'Email address is not verified: [address]' } }] });
      expect(item.sealed).toBeUndefined();
    } finally {
      send.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('treats SES answering without a MessageId, or a generic service error, as a failed attempt', async () => {
    vi.stubEnv('MESSAGE_FROM_EMAIL', 'no-reply@example.com');
    const send = vi.spyOn(ses, 'send')
      .mockImplementationOnce(async () => ({ $metadata: {} }))
      .mockImplementationOnce(async () => {
        throw new SESv2ServiceException({ name: 'InternalFailure', $fault: 'server', message: 'try later', $metadata: { httpStatusCode: 500 } });
      });
    try {
      const outbox = new MemoryOutbox();
      outbox.add({ id: 'n', channel: 'email', to: 'jane@example.com' });
      const deps = { ...senderDeps(outbox), providers: awsProviders };
      expect(await deliverRecord(record('n', 1), deps)).toBe('retry');
      expect(await deliverRecord(record('n', 2), deps)).toBe('retry');
      expect(outbox.items.get('n')!.attempts.map((a) => a.error?.name)).toEqual(['Error', 'InternalFailure']);
    } finally {
      send.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it('records a secret that does not open as a failed attempt', async () => {
    const outbox = new MemoryOutbox();
    outbox.add({ id: 't', sealed: 'tampered' });
    const deps = senderDeps(outbox);
    expect(await deliverRecord(record('t'), deps)).toBe('retry');
    expect(outbox.items.get('t')!.attempts[0]?.error?.name).toBe('SealError');
    expect(deps.sent).toEqual([]);
  });

  it('reports only the records to keep, and turns a store outage into a retry instead of a thrown batch', async () => {
    const outbox = new MemoryOutbox();
    outbox.add({ id: 'ok' });
    outbox.add({ id: 'done', status: 'delivered' });
    outbox.add({ id: 'bad', sealed: 'tampered' });
    const deps = senderDeps(outbox);
    const event: SQSEvent = { Records: [record('ok'), record('done'), record('bad'), record(undefined, 1, 'm-poison')] };
    expect((await handleMessageBatch(event, deps)).batchItemFailures).toEqual([{ itemIdentifier: 'm-bad' }, { itemIdentifier: 'm-poison' }]);

    const down = senderDeps(outbox);
    down.outbox = { ...outbox, claim: () => Promise.reject(Object.assign(new Error('no table'), { name: 'ResourceNotFoundException' })) } as unknown as OutboxStore;
    expect((await handleMessageBatch({ Records: [record('ok', 1, 'm-x')] }, down)).batchItemFailures).toEqual([{ itemIdentifier: 'm-x' }]);
  });
});
