/**
 * Template fan-out on the local platform (started in memory in this process): BENCH_FANOUT_MERCHANTS
 * merchants (default 2,000) written straight to the table, then POST a template for AllMerchants and
 * wait until its progress says Completed; then DELETE it and wait until it is gone. Prints messages
 * written per second and DynamoDB write calls (and items, and AWS write units on paper) per 1,000
 * messages, counted by a middleware on the shared document client (the functions run in this
 * process); the paper estimate for 100,000 merchants on AWS is in docs/benchmarks.md. Figures only, no assertions. Needs Java 17.
 */
import { randomBytes } from 'node:crypto';
import { startPlatform } from '../lib/local/platform.js';
import { addCapacity, awsWriteUnits, itemsWritten, WRITE_OPS, type Capacity } from './dynamo-counts.js';

const MERCHANTS = Number(process.env['BENCH_FANOUT_MERCHANTS'] ?? 2000);

/** awsWru: write units on AWS's rules, on paper (dynamo-counts.ts awsWriteUnits: DynamoDB Local undercounts transactions). */
interface Tally { writeCalls: number; writeItems: number; awsWru: number; byCommand: Record<string, number>; wcu: number; rcu: number; sqsCalls: number }
const tally = (): Tally => ({ writeCalls: 0, writeItems: 0, awsWru: 0, byCommand: {}, wcu: 0, rcu: 0, sqsCalls: 0 });

export async function benchFanOut(): Promise<void> {
  const adminApiKey = randomBytes(24).toString('base64url');
  const platform = await startPlatform({ port: 0, adminApiKey });
  try {
    // Imported after the platform set AWS_ENDPOINT_URL_*: the module instances the functions use.
    const { documentClient, sqs } = await import('../shared/aws/clients.js');
    const { writeBulkMerchants } = await import('../test/integration/bulk-merchants.js');
    let current: Tally | undefined;
    documentClient.middlewareStack.add((next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const command = String(context.commandName);
      if (current) input['ReturnConsumedCapacity'] = 'TOTAL';
      const out = await next(args);
      const t = current;
      if (t && WRITE_OPS.has(command)) {
        t.writeCalls += 1;
        t.writeItems += itemsWritten(command, input);
        t.awsWru += awsWriteUnits(command, input);
        t.byCommand[command] = (t.byCommand[command] ?? 0) + 1;
      }
      if (t) addCapacity(t, (out.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity, WRITE_OPS.has(command));
      return out;
    }, { step: 'initialize', name: 'fanOutBenchCounter' });
    sqs.middlewareStack.add((next) => async (args) => {
      if (current) current.sqsCalls += 1;
      return next(args);
    }, { step: 'initialize', name: 'fanOutBenchCounter' });

    const setUp = performance.now();
    await writeBulkMerchants(MERCHANTS, { industry: 'Retail' });
    console.log(`\nfan-out: ${MERCHANTS} merchants written in ${((performance.now() - setUp) / 1000).toFixed(1)} s (set-up, not measured)`);

    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(platform.baseUrl + path, { method, headers: { 'x-api-key': adminApiKey, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, json: (await res.json()) as { result: Record<string, unknown> & { progress: { status: string } } } };
    };
    /** Polls the template 10 times a second until `done`; the seconds since `from`. */
    const until = async (reference: string, done: (status: number, progress: string | undefined) => boolean, from: number) => {
      for (;;) {
        const res = await api('GET', `/v1/notifications/admin/templates/${reference}`);
        if (done(res.status, res.json.result?.progress.status)) return { seconds: (performance.now() - from) / 1000, template: res.json.result };
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    const generating = tally();
    current = generating;
    const started = performance.now();
    const created = await api('POST', '/v1/notifications/admin/templates', {
      messageType: 'Information', messageTarget: 'Portal', header: 'Bench', body: 'A message of about the size a real one has, with a sentence or two of text.',
      visibleUntilDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), audienceFilters: ['AllMerchants'],
    });
    if (created.status !== 200) throw new Error(`template not created: ${JSON.stringify(created.json)}`);
    const reference = String(created.json.result['reference']);
    const generated = await until(reference, (_, progress) => progress === 'Completed', started);
    current = undefined;
    const messages = Number(generated.template['messageCount']);

    const deleting = tally();
    current = deleting;
    const deleteStarted = performance.now();
    await api('DELETE', `/v1/notifications/admin/templates/${reference}`);
    const deleted = await until(reference, (status) => status === 404, deleteStarted);
    current = undefined;

    const per1000 = (n: number) => ((n / messages) * 1000).toFixed(1);
    const row = (name: string, t: Tally, seconds: number) => console.log(
      `${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s ${(messages / seconds).toFixed(0).padStart(6)} msg/s  write calls/1000 msg ${per1000(t.writeCalls).padStart(6)}  items/1000 msg ${per1000(t.writeItems).padStart(7)}  AWS WRU/1000 msg (paper) ${per1000(t.awsWru).padStart(7)}  ${JSON.stringify(t.byCommand)}  SQS sends ${t.sqsCalls}`,
    );
    console.log(`fan-out of one template to ${messages} merchants (${MERCHANTS} in the directory), from POST to progress Completed / from DELETE to 404:`);
    row('generate', generating, generated.seconds);
    row('delete', deleting, deleted.seconds);
  } finally {
    await platform.close();
  }
}
