/**
 * events/ holds exactly one sample event per function (docs/decisions/local-platform.md, LOC-7), as
 * `npm run events` writes them from the route table and lib/resources.ts; each route's sample body,
 * path and query pass the route's own schemas, so `npm run invoke` gets past validation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../lib/sample-events/events.js';
import { expectedSampleEvents, presentSampleEvents, ROOT } from '../../lib/sample-events/files.js';
import { platformFunctions, sampleEventPath } from '../../lib/sample-events/functions.js';

const functions = platformFunctions();

describe('sample events', () => {
  it('name every function once, each a module under functions/', () => {
    const modules = functions.map((fn) => fn.module);
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules.filter((m) => !existsSync(join(ROOT, 'functions', `${m}.ts`)))).toEqual([]);
    // Every handler file under functions/ is one of them: a function nobody defines would have no sample.
    const handlerFiles = presentFiles('functions').map((f) => f.slice('functions/'.length, -'.ts'.length));
    expect(handlerFiles.filter((m) => !modules.includes(m))).toEqual([]);
  });

  it('has exactly one committed sample per function and none without a function, as npm run events writes them', () => {
    const expected = expectedSampleEvents();
    expect(presentSampleEvents()).toEqual([...expected.keys()].sort());
    const stale = [...expected].filter(([path, text]) => readFileSync(join(ROOT, path), 'utf8') !== text).map(([path]) => path);
    expect(stale, 'run npm run events').toEqual([]);
  });

  it('gives each route a body, path and query its schemas accept', () => {
    const refused: string[] = [];
    for (const fn of functions) {
      if (fn.kind !== 'route') continue;
      const event = sampleEvent(fn) as { body: string | null; pathParameters: Record<string, string> | null; queryStringParameters: Record<string, string> | null };
      const { body, path, query } = fn.route.schemas;
      if (body && !body.safeParse(JSON.parse(event.body ?? 'null')).success) refused.push(`${fn.module} body`);
      if (!body && event.body !== null) refused.push(`${fn.module} has a body but no body schema`);
      if (path && !path.safeParse(event.pathParameters ?? {}).success) refused.push(`${fn.module} path`);
      if (query && !query.safeParse(event.queryStringParameters ?? {}).success) refused.push(`${fn.module} query`);
    }
    expect(refused).toEqual([]);
  });

  it('gives tasks their ASL input, queue consumers an SQS event and schedules an EventBridge event', () => {
    const byModule = new Map(functions.map((fn) => [fn.module, fn]));
    expect(sampleEvent(byModule.get('payments/tasks/debit-source')!)).toEqual({ paymentReference: expect.any(String), transactionReference: expect.any(String) });
    expect(sampleEvent(byModule.get('refunds/tasks/compensate')!)).toMatchObject({ refundReference: expect.any(String), failure: { Error: expect.any(String) } });
    expect(sampleEvent(byModule.get('webhooks/send')!)).toMatchObject({ Records: [{ eventSource: 'aws:sqs', body: expect.stringContaining('outboxId') }] });
    expect(sampleEvent(byModule.get('payments/reconcile')!)).toMatchObject({ source: 'aws.events', 'detail-type': 'Scheduled Event' });
    expect(sampleEventPath('payments/pay')).toBe('events/payments/pay.json');
  });
});

function presentFiles(dir: string): string[] {
  return presentSampleEvents(join(ROOT, dir)).filter((f) => f.endsWith('.ts'));
}
