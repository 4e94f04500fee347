/**
 * The payment form's pure parts (docs/decisions/payment-form.md): the page's policy hashes match
 * what it runs, its data block cannot be closed by a value, the query options, and the offline link's shape.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { parseOfflineLink, signOfflineValues } from '../../shared/payment-form/offline.js';
import { formOptions, methodsFor } from '../../shared/payment-form/options.js';
import { formPage, formPolicy } from '../../shared/payment-form/page.js';
import type { FormSessionRecord } from '../../shared/payment-form/sessions.js';

const NOW = new Date('2026-11-25T10:00:00Z');
const session: FormSessionRecord = {
  sessionReference: '11111111-1111-4111-8111-111111111111', origin: 'form', merchantReference: '22222222-2222-4222-8222-222222222222',
  merchantName: 'Café </script>', currency: 'GHS', templateName: 'standard', methods: ['card', 'mobileWallet'], createdBy: 'sub:x',
  createdAt: NOW.toISOString(), validUntil: '2026-11-25T10:15:00Z', clientReference: '$\' $& \u2028',
};
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function issuesOf(run: () => unknown): { status: number; fields: string[] } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, fields: error.details.map((d) => d.field) };
    throw error;
  }
  return { status: 200, fields: [] };
}

describe('the page', () => {
  it('allows exactly its one inline script and style by hash, and keeps every value in the data block', () => {
    const api = { origin: 'https://abc.execute-api.eu-west-1.amazonaws.com', url: 'https://abc.execute-api.eu-west-1.amazonaws.com/prod' };
    const page = formPage(session, 'token.value.here', api);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const policy = formPolicy(api.origin);
    expect(policy).toContain(`script-src ${sha(script)};`);
    expect(policy).toContain(`style-src ${sha(style)};`);
    expect(policy).toContain(`connect-src ${api.origin};`);
    expect(page.headers?.['Content-Security-Policy']).toBe(policy);
    // The same policy travels inside the page (FORM-9), less frame-ancestors, which a <meta> cannot set.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page.body)?.[1] ?? '';
    expect(meta.replace(/&#39;|&apos;/g, "'")).toBe(formPolicy(api.origin, false));
    expect(policy).toBe(`${meta}; frame-ancestors 'none'`);
    const data = JSON.parse(/<script type="application\/json" id="form-data">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ apiBase: api.url, merchantName: 'Café </script>', clientReference: session.clientReference, token: 'token.value.here' });
    expect((data['operators'] as { code: string }[]).map((o) => o.code)).toContain('MTN_GH');
  });
});

describe('query options', () => {
  it('defaults to the standard look, both methods and 15 minutes', () => {
    expect(formOptions({}, NOW)).toEqual({ templateName: 'standard', methods: ['card', 'mobileWallet'], methodsAsked: false, validUntil: '2026-11-25T10:15:00.000Z' });
  });

  it('offers mobile money only where an operator takes the currency: left out of the default, 422 when asked for', () => {
    expect(methodsFor(formOptions({}, NOW), 'GHS')).toEqual(['card', 'mobileWallet']);
    expect(methodsFor(formOptions({}, NOW), 'ZAR')).toEqual(['card']);
    expect(methodsFor(formOptions({ options: 'mobileWallet' }, NOW), 'KES')).toEqual(['mobileWallet']);
    expect(issuesOf(() => methodsFor(formOptions({ options: 'card,mobileWallet' }, NOW), 'ZAR'))).toEqual({ status: 422, fields: ['query.options'] });
  });

  it('ends the session 15 minutes after the link\'s timestamp: 410 once past, 400 when far ahead or unreadable', () => {
    expect(formOptions({ timestamp: '2026-11-25T09:50:00Z' }, NOW).validUntil).toBe('2026-11-25T10:05:00.000Z');
    expect(formOptions({ timestamp: '2026-11-25T12:03:00+02:00' }, NOW).validUntil).toBe('2026-11-25T10:15:00.000Z');
    expect(issuesOf(() => formOptions({ timestamp: '2026-11-25T09:44:59Z' }, NOW))).toEqual({ status: 410, fields: ['query.timestamp'] });
    expect(issuesOf(() => formOptions({ timestamp: '2026-11-25T10:06:00Z' }, NOW))).toEqual({ status: 400, fields: ['query.timestamp'] });
    expect(issuesOf(() => formOptions({ timestamp: '2026-11-25 10:00' }, NOW))).toEqual({ status: 400, fields: ['query.timestamp'] });
  });

  it('refuses a timestamp on a day the calendar does not have (400), rather than rolling it over to the next month', () => {
    // 2026-02-30 would be read as 2 March: a link of 10:00 that day, opened at 10:05, would pay.
    const march = new Date('2026-03-02T10:05:00Z');
    expect(formOptions({ timestamp: '2026-03-02T10:00:00Z' }, march).validUntil).toBe('2026-03-02T10:15:00.000Z');
    expect(issuesOf(() => formOptions({ timestamp: '2026-02-30T10:00:00Z' }, march))).toEqual({ status: 400, fields: ['query.timestamp'] });
    // The offline link's ClientTimestamp is read the same way, naming its own field.
    expect(issuesOf(() => formOptions({ timestamp: '2026-02-30T12:00:00+02:00' }, march, 'query.x'))).toEqual({ status: 400, fields: ['query.x'] });
    expect(issuesOf(() => formOptions({ timestamp: '2026-04-31T10:00:00Z' }, new Date('2026-05-01T10:05:00Z')))).toEqual({ status: 400, fields: ['query.timestamp'] });
  });
});

describe('offline links', () => {
  const sig = signOfflineValues(Buffer.alloc(32, 7), ['2026-11-25T10:00:00Z', session.merchantReference, '500', 'A']);

  it('reads five values, the amount and reference optional', () => {
    expect(parseOfflineLink(`2026-11-25T10:00:00Z|${session.merchantReference}|500|A|${sig}`)).toEqual({
      clientTimestamp: '2026-11-25T10:00:00Z', reference: session.merchantReference, amountInCents: 500, clientReference: 'A', signature: sig,
    });
    expect(parseOfflineLink(`2026-11-25T10:00:00Z|${session.merchantReference}|||${sig}`)).toEqual({ clientTimestamp: '2026-11-25T10:00:00Z', reference: session.merchantReference, signature: sig });
  });

  it('refuses anything else with 400 naming query.x', () => {
    for (const x of ['', 'a|b|c|d', `t|not-a-uuid|1||${sig}`, `t|${session.merchantReference}|0||${sig}`, `t|${session.merchantReference}|1.5||${sig}`, `t|${session.merchantReference}|1||short`, `t|${session.merchantReference}|1|a|b|${sig}`]) {
      expect(issuesOf(() => parseOfflineLink(x)), x).toEqual({ status: 400, fields: ['query.x'] });
    }
  });
});
