import { describe, expect, it } from 'vitest';
import { CheckFailure, formatTimeSpan, runHealthChecks, shortReason, worstStatus, type HealthCheck } from '../../shared/system/health.js';
import { queueUrls } from '../../shared/system/probes.js';
import { healthResult } from '../../shared/system/schemas/health-result.js';

const fast = { timeoutMs: 200, slowMs: 100 };

describe('health aggregation', () => {
  it('formats durations as .NET TimeSpan strings', () => {
    expect(formatTimeSpan(0)).toBe('00:00:00.0000000');
    expect(formatTimeSpan(12.3456)).toBe('00:00:00.0123456');
    expect(formatTimeSpan(3_723_500)).toBe('01:02:03.5000000');
  });

  it('takes the worst status', () => {
    expect(worstStatus([])).toBe('Healthy');
    expect(worstStatus(['Healthy', 'Degraded'])).toBe('Degraded');
    expect(worstStatus(['Unhealthy', 'Degraded', 'Healthy'])).toBe('Unhealthy');
  });

  it('runs checks in parallel and reports each, the overall status being the worst', async () => {
    const checks: HealthCheck[] = [
      { name: 'ok', run: async () => ({ description: 'fine' }) },
      { name: 'busy', run: async () => ({ status: 'Degraded', description: 'updating' }) },
      {
        name: 'broken',
        run: async () => {
          throw Object.assign(new Error('arn:aws:dynamodb:eu-west-1:123456789012:table/x not found'), { name: 'ResourceNotFoundException' });
        },
      },
    ];
    const report = await runHealthChecks(checks, fast);
    expect(healthResult.safeParse(report).success).toBe(true);
    expect(report.status).toBe('Unhealthy');
    expect(report.entries['ok']).toMatchObject({ status: 'Healthy', description: 'fine' });
    expect(report.entries['busy']).toMatchObject({ status: 'Degraded', description: 'updating' });
    // The name, never the message: it may carry ARNs and account ids.
    expect(report.entries['broken']).toMatchObject({ status: 'Unhealthy', error: 'ResourceNotFoundException' });
    expect(JSON.stringify(report)).not.toContain('123456789012');
    expect(Number.isNaN(Date.parse(report.timeChecked))).toBe(false);
  });

  it('cancels a check that outlives its timeout and reports it unhealthy', async () => {
    let aborted = false;
    const hang: HealthCheck = {
      name: 'hang',
      run: (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    };
    const started = Date.now();
    const report = await runHealthChecks([hang, { name: 'ok', run: async () => ({}) }], fast);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
    expect(report.status).toBe('Unhealthy');
    expect(report.entries['hang']).toMatchObject({ status: 'Unhealthy', error: 'timed out after 200 ms' });
    expect(report.entries['ok']?.status).toBe('Healthy');
  });

  it('reports a slow success as degraded', async () => {
    let clock = 0;
    const slow: HealthCheck = {
      name: 'slow',
      run: async () => {
        clock += 150;
        return { description: 'answered' };
      },
    };
    const report = await runHealthChecks([slow], { ...fast, now: () => clock });
    expect(report.status).toBe('Degraded');
    expect(report.entries['slow']).toMatchObject({ status: 'Degraded', duration: '00:00:00.1500000' });
    expect(report.entries['slow']?.description).toMatch(/slow/);
  });

  it('keeps failure reasons short and free of internals', () => {
    expect(shortReason(new CheckFailure('not configured'))).toBe('not configured');
    expect(shortReason(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
    expect(shortReason(new Error('something with spaces'))).toBe('check failed');
    expect(shortReason('a string')).toBe('check failed');
  });

  it('finds one queue per QUEUE_URL_ variable', () => {
    expect(
      queueUrls({ QUEUE_URL_WEBHOOKS: 'http://q/webhooks', QUEUE_URL_OUTBOUND_SMS: 'http://q/sms', QUEUE_URL_EMPTY: '', OTHER: 'x' }),
    ).toEqual([
      { name: 'outbound-sms', url: 'http://q/sms' },
      { name: 'webhooks', url: 'http://q/webhooks' },
    ]);
  });
});
