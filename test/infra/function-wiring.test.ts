/**
 * Each function's code against what its CDK declaration gives it (docs/decisions/local-platform.md,
 * LOC-10). The local platform runs every handler in one process with one environment, so a function
 * that reads a variable or calls an AWS API its `resources` do not grant works there and fails in
 * AWS (PAY-43 was one). Here every function of the CDK app is bundled as it deploys (esbuild, the
 * AWS SDK left external so its commands stay named imports), and what the bundle reads and calls is
 * checked against the function's synthesized environment, layers and IAM policies.
 */
import { resolve } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Policy } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../bin/app.js';
import { esbuildOptions, SHIPPED_MODULES } from '../../lib/bundling.js';
import { PlatformFunction } from '../../lib/constructs/platform-function.js';
import { platformFunctions } from '../../lib/sample-events/functions.js';

const ROOT = resolve(import.meta.dirname, '../..');
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

/** What CDK gives one function. */
interface Wiring {
  id: string;
  variables: Set<string>;
  layers: number;
  actions: string[];
}

/** What one bundle reads and calls. */
interface Needs {
  literals: Set<string>;
  /** The IAM actions each command it constructs needs, all of them ("a|b": either). */
  commands: Map<string, string[]>;
}

const SERVICE_OF: Readonly<Record<string, string>> = {
  'client-dynamodb': 'dynamodb', 'lib-dynamodb': 'dynamodb', 'client-s3': 's3', 'client-sqs': 'sqs', 'client-sfn': 'states',
  'client-sesv2': 'ses', 'client-sns': 'sns', 'client-rekognition': 'rekognition',
};

/** IAM actions a command needs where they are not named after it ("a|b": either is enough). */
const ACTIONS_OF: Readonly<Record<string, readonly string[]>> = {
  // lib-dynamodb's document commands; a transaction needs each kind of item action it holds.
  'dynamodb:Get': ['dynamodb:GetItem'], 'dynamodb:Put': ['dynamodb:PutItem'], 'dynamodb:Update': ['dynamodb:UpdateItem'],
  'dynamodb:Delete': ['dynamodb:DeleteItem'], 'dynamodb:BatchGet': ['dynamodb:BatchGetItem'], 'dynamodb:BatchWrite': ['dynamodb:BatchWriteItem'],
  'dynamodb:TransactGet': ['dynamodb:GetItem'], 'dynamodb:TransactWrite': ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
  's3:HeadObject': ['s3:GetObject'], 's3:HeadBucket': ['s3:ListBucket'], 's3:ListObjectVersions': ['s3:ListBucketVersions'],
  // With a VersionId a delete needs DeleteObjectVersion (the pending-file sweep's, KYC-2).
  's3:DeleteObject': ['s3:DeleteObject|s3:DeleteObjectVersion'], 's3:DeleteObjects': ['s3:DeleteObject|s3:DeleteObjectVersion'], 'sqs:SendMessageBatch': ['sqs:SendMessage'],
};

let wiring: Map<string, Wiring>;
let needs: Map<string, Needs>;
/** Every variable some function of the app is given: the ones a function may lack. */
let declared: Set<string>;

function wiringOf(app: App): Map<string, Wiring> {
  const found = new Map<string, Wiring>();
  for (const construct of app.node.findAll()) {
    if (!(construct instanceof PlatformFunction)) continue;
    const cfn = construct.fn.node.defaultChild as CfnFunction;
    const stack = Stack.of(cfn);
    const env = stack.resolve(cfn.environment) as { variables?: Record<string, unknown> } | undefined;
    const layers = (stack.resolve(cfn.layers) as unknown[] | undefined) ?? [];
    const statements = construct.fn.node.findAll().filter((c): c is Policy => c instanceof Policy)
      .flatMap((p) => (Stack.of(p).resolve(p.document) as { Statement: Array<{ Effect: string; Action: string | string[] }> }).Statement);
    const actions = statements.filter((s) => s.Effect === 'Allow').flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    const entry: Wiring = { id: construct.node.path, variables: new Set(Object.keys(env?.variables ?? {})), layers: layers.length, actions };
    expect(found.has(construct.module), `${construct.module} is deployed twice`).toBe(false);
    found.set(construct.module, entry);
  }
  return found;
}

/** The bundle's string literals and the AWS SDK commands it constructs (`new X(` of a named import). */
function needsOf(code: string): Needs {
  const literals = new Set([...code.matchAll(/["'`]([A-Z][A-Z0-9_]{2,})["'`$]/g)].map((m) => m[1]!));
  const commands = new Map<string, string[]>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/([^"]+)"/g)) {
    const service = SERVICE_OF[m[2]!];
    for (const spec of m[1]!.split(',')) {
      const [name = '', alias = name] = spec.trim().split(/\s+as\s+/);
      if (!name.endsWith('Command') || !code.includes(`new ${alias}(`)) continue;
      if (!service) throw new Error(`a command of @aws-sdk/${m[2]!} (${name}): add its IAM service to SERVICE_OF`);
      const action = `${service}:${name.slice(0, -'Command'.length)}`;
      commands.set(name, [...(ACTIONS_OF[action] ?? [action])]);
    }
  }
  return { literals, commands };
}

const grants = (actions: readonly string[], action: string): boolean =>
  actions.some((a) => a === '*' || new RegExp(`^${a.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(action));
/** Whether `actions` (wildcards as IAM reads them) allow `needed`, or one of its "a|b" alternatives. */
const granted = (actions: readonly string[], needed: string): boolean => needed.split('|').some((action) => grants(actions, action));

beforeAll(async () => {
  wiring = wiringOf(buildApp(new App({ context: NO_BUNDLING })).app);
  declared = new Set([...wiring.values()].flatMap((w) => [...w.variables]));
  const modules = [...wiring.keys()];
  // One build for all: the options CDK bundles with, the SDK (and what ships beside a bundle) left outside.
  const out = await build({
    ...esbuildOptions, banner: { js: esbuildOptions.banner }, write: false, outdir: '/bundles', logLevel: 'error',
    entryPoints: Object.fromEntries(modules.map((m) => [m, resolve(ROOT, 'functions', `${m}.ts`)])),
    external: ['@aws-sdk/*', '@smithy/*', ...Object.values(SHIPPED_MODULES).flat()],
  });
  needs = new Map(out.outputFiles.map((f) => [f.path.slice('/bundles/'.length, -'.js'.length), needsOf(f.text)]));
}, 300_000);

describe('each function against its CDK declaration (docs/decisions/local-platform.md, LOC-10)', () => {
  it('deploys every function of the platform, and bundles each', () => {
    for (const f of platformFunctions()) expect(wiring.has(f.module), f.module).toBe(true);
    expect([...needs.keys()].sort()).toEqual([...wiring.keys()].sort());
  });

  it('gives each function every variable its code names that CDK gives some function (queue URLs and workflow ARNs: at least one)', () => {
    const missing: string[] = [];
    for (const [module, w] of wiring) {
      const n = needs.get(module)!;
      for (const name of n.literals) if (declared.has(name) && !w.variables.has(name)) missing.push(`${module}: ${name}`);
      for (const prefix of ['QUEUE_URL_', 'WORKFLOW_ARN_', 'DLQ_URL_']) {
        if (n.literals.has(prefix) && ![...w.variables].some((v) => v.startsWith(prefix))) missing.push(`${module}: ${prefix}*`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives each function that reads the platform secret its variable, the Parameters and Secrets extension and the read grant', () => {
    const missing: string[] = [];
    for (const [module, w] of wiring) {
      if (!needs.get(module)!.literals.has('SIGNING_KEY_SECRET_ID')) continue;
      if (!w.variables.has('SIGNING_KEY_SECRET_ID')) missing.push(`${module}: SIGNING_KEY_SECRET_ID`);
      if (w.layers === 0) missing.push(`${module}: the extension layer`);
      if (!granted(w.actions, 'secretsmanager:GetSecretValue')) missing.push(`${module}: secretsmanager:GetSecretValue`);
    }
    expect(missing).toEqual([]);
  });

  it('grants each function the IAM action of every AWS SDK command its code constructs', () => {
    const missing: string[] = [];
    for (const [module, w] of wiring) {
      for (const [command, actions] of needs.get(module)!.commands) {
        const lacking = actions.filter((a) => !granted(w.actions, a));
        if (lacking.length > 0) missing.push(`${module}: ${command} needs ${lacking.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('sees what it checks: the payment wait reads the secret, the pay route starts the workflow', () => {
    expect(needs.get('payments/tasks/await-source-answer')!.literals.has('SIGNING_KEY_SECRET_ID')).toBe(true);
    expect([...needs.get('payments/pay')!.commands.keys()]).toContain('StartExecutionCommand');
    expect(granted(['s3:GetObject*'], 's3:GetObject')).toBe(true);
    expect(granted(['s3:GetObject'], 's3:PutObject')).toBe(false);
  });
});
