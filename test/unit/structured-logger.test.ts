import { afterEach, describe, expect, it, vi } from 'vitest';
import { StructuredLogger } from '../../shared/log.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Lines written to each stream while `run` runs, parsed. */
function capture(run: () => void): { stdout: Record<string, unknown>[]; stderr: Record<string, unknown>[] } {
  const seen = { stdout: [] as string[], stderr: [] as string[] };
  for (const name of ['stdout', 'stderr'] as const) {
    vi.spyOn(process[name], 'write').mockImplementation((chunk: string | Uint8Array) => {
      seen[name].push(String(chunk));
      return true;
    });
  }
  run();
  vi.restoreAllMocks();
  const parse = (lines: string[]) => lines.map((l) => {
    expect(l.endsWith('\n') && !l.slice(0, -1).includes('\n')).toBe(true);
    return JSON.parse(l) as Record<string, unknown>;
  });
  return { stdout: parse(seen.stdout), stderr: parse(seen.stderr) };
}

describe('StructuredLogger', () => {
  it('writes one JSON line per call: level, message, timestamp, service, then the fields; WARN and above on stderr', () => {
    const log = new StructuredLogger('svc');
    const out = capture(() => {
      log.info('hello', { paymentReference: 'p1' });
      log.warn('careful');
      log.error('broken', { code: 7 });
      log.critical('down');
    });
    expect(out.stdout).toEqual([{ level: 'INFO', message: 'hello', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), service: 'svc', paymentReference: 'p1' }]);
    expect(out.stderr.map((l) => [l['level'], l['message']])).toEqual([['WARN', 'careful'], ['ERROR', 'broken'], ['CRITICAL', 'down']]);
    expect(Object.keys(out.stdout[0]!).slice(0, 4)).toEqual(['level', 'message', 'timestamp', 'service']);
  });

  it('carries appended keys on every line until they are reset', () => {
    const log = new StructuredLogger('svc');
    const out = capture(() => {
      log.appendKeys({ requestId: 'r1', route: 'GET /v1/ping' });
      log.info('one');
      log.resetKeys();
      log.info('two');
    });
    expect(out.stdout[0]).toMatchObject({ requestId: 'r1', route: 'GET /v1/ping' });
    expect(out.stdout[1]).not.toHaveProperty('requestId');
  });

  it('writes an Error as its name, message and stack, and redacts secrets inside fields', () => {
    const log = new StructuredLogger('svc');
    const out = capture(() => log.error('failed', { error: new TypeError('bad 4111 1111 1111 1111'), password: 'hunter2', nested: { refreshToken: 'rt_x' } }));
    const line = out.stderr[0]!;
    expect(line['error']).toMatchObject({ name: 'TypeError', message: 'bad [redacted-digits]', stack: expect.stringContaining('TypeError') });
    expect(line['password']).toBe('[redacted]');
    expect(line['nested']).toEqual({ refreshToken: '[redacted]' });
  });

  it('keeps the line when a field cannot be serialised', () => {
    const log = new StructuredLogger('svc');
    const loop: Record<string, unknown> = {};
    loop['self'] = loop;
    const out = capture(() => log.warn('loop', { loop }));
    expect(out.stderr[0]).toMatchObject({ level: 'WARN', message: 'loop', service: 'svc', logError: expect.stringContaining('circular') });
  });

  it('drops lines below the level Lambda sets (AWS_LAMBDA_LOG_LEVEL), then LOG_LEVEL, INFO by default', () => {
    vi.stubEnv('AWS_LAMBDA_LOG_LEVEL', 'WARN');
    let out = capture(() => { const log = new StructuredLogger('svc'); log.info('quiet'); log.warn('loud'); });
    expect([...out.stdout, ...out.stderr].map((l) => l['message'])).toEqual(['loud']);
    vi.unstubAllEnvs();
    vi.stubEnv('LOG_LEVEL', 'debug');
    out = capture(() => { const log = new StructuredLogger('svc'); log.debug('seen'); log.trace('not seen'); });
    expect(out.stdout.map((l) => l['message'])).toEqual(['seen']);
    vi.unstubAllEnvs();
    out = capture(() => { const log = new StructuredLogger('svc'); log.debug('not seen'); log.info('seen'); });
    expect(out.stdout.map((l) => l['message'])).toEqual(['seen']);
    // A level Lambda does not name falls back to INFO, as no level does.
    vi.stubEnv('LOG_LEVEL', 'verbose');
    out = capture(() => { const log = new StructuredLogger('svc'); log.debug('not seen'); log.info('seen'); });
    expect(out.stdout.map((l) => l['message'])).toEqual(['seen']);
    vi.unstubAllEnvs();
  });
});
