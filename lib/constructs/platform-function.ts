/**
 * One Lambda function of the platform: bundled from functions/<module>.ts with the esbuild options
 * the benchmark measures, Node.js 24 on arm64, its own log group, and only the grants and
 * environment variables its route's `resources` ask for.
 */
import { resolve } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsLogLevel, ParamsAndSecretsVersions, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { queueUrlVariable, workflowArnVariable } from '../../shared/config.js';
import { PACKAGES_LOADED_ON_USE } from '../../shared/load-on-use.js';
import { BUNDLE_TARGET, esbuildOptions, SHIPPED_AS_FILES, SHIPPED_MODULES } from '../bundling.js';
import { TABLE, type FunctionResources } from '../resources.js';
import { acknowledge, acknowledgeWildcardActions, acknowledgeWildcardResource } from './nag.js';

const ROOT = resolve(import.meta.dirname, '../..');

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** The stateful resources a function may be granted. */
export interface PlatformResources {
  table: ITableV2;
  bucket: IBucket;
  queues: ReadonlyMap<string, IQueue>;
  workflows: ReadonlyMap<string, IStateMachine>;
  signingSecret: ISecret;
  /** The secret value's generation (context platformSecretGeneration): a new one replaces every reader's containers (AUTH-12). */
  secretGeneration: string;
}

/** Where e-mail comes from: the From address and the SES identity (domain or address) that covers it. */
export interface MessagingSettings {
  fromEmail: string;
  emailIdentity: string;
}

export interface PlatformFunctionProps {
  /** Module under functions/, e.g. "system/ping". */
  module: string;
  resources: FunctionResources;
  /** Required when `resources.messaging` is set. */
  messaging?: MessagingSettings;
  platform: PlatformResources;
  /** Variables every function gets (environment name, token settings, ...). */
  environment: Record<string, string>;
  logRetention: RetentionDays;
  memorySize?: number;
  timeout?: Duration;
}

/**
 * A package the bundle loads on use (shared/load-on-use.ts) goes beside it, where Node's resolution
 * from index.mjs finds it: a JSON file as it is, a package bundled into one CommonJS file, or the
 * files of one that cannot be one file (lib/bundling.ts SHIPPED_AS_FILES). Only bundles that pass
 * the package to a call (`loadOnUse("sharp")`, as esbuild writes it: the quoted name, then the
 * closing parenthesis) get it; a bundle that merely lists dependency names and versions
 * (`"sharp":"0.35.5"`, the version endpoint) does not.
 */
function shipLoadedOnUse(specifier: string, inputDir: string, outputDir: string): string {
  const named = `grep -qF '"${specifier}")' "${outputDir}/index.mjs"`;
  const asFiles = SHIPPED_AS_FILES[specifier];
  if (asFiles) return `if ${named}; then ${asFiles(inputDir, outputDir).join(' && ')}; fi`;
  const target = `${outputDir}/node_modules/${specifier}`;
  const ship = specifier.endsWith('.json')
    ? `mkdir -p "$(dirname "${target}")" && cp "${inputDir}/node_modules/${specifier}" "${target}"`
    : `mkdir -p "${target}" && "${inputDir}/node_modules/.bin/esbuild" "$(cd "${inputDir}" && node -p 'require.resolve(process.argv[1])' "${specifier}")" ` +
      `--bundle --platform=node --format=cjs --minify --log-level=error --outfile="${target}/index.js"`;
  return `if ${named}; then ${ship}; fi`;
}

/**
 * The shell commands CDK runs after esbuild wrote `outputDir/index.mjs` for a function: the packages
 * that read their own files (SHIPPED_MODULES) and the packages loaded on use (PERF-2), placed where
 * Node's resolution from index.mjs finds them. Exported so a test can run them on a real bundle.
 */
export function afterBundlingCommands(module: string, inputDir: string, outputDir: string): string[] {
  const shipped = SHIPPED_MODULES[module] ?? [];
  return [
    ...shipped.flatMap((pkg) => [
      `mkdir -p "${outputDir}/node_modules/${pkg}"`,
      `cp "${inputDir}/node_modules/${pkg}/package.json" "${inputDir}/node_modules/${pkg}/"*.pbf "${outputDir}/node_modules/${pkg}/"`,
      `"${inputDir}/node_modules/.bin/esbuild" "${inputDir}/node_modules/${pkg}/index.js" --bundle --platform=node --format=cjs --minify --log-level=error --outfile="${outputDir}/node_modules/${pkg}/index.js"`,
    ]),
    ...PACKAGES_LOADED_ON_USE.map((specifier) => shipLoadedOnUse(specifier, inputDir, outputDir)),
  ];
}

function bundling(module: string) {
  return {
    format: OutputFormat.ESM,
    target: BUNDLE_TARGET,
    minify: esbuildOptions.minify,
    sourceMap: esbuildOptions.sourcemap,
    mainFields: esbuildOptions.mainFields,
    banner: esbuildOptions.banner,
    loader: esbuildOptions.loader,
    forceDockerBundling: false,
    externalModules: [...(SHIPPED_MODULES[module] ?? [])],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir: string, outputDir: string): string[] => afterBundlingCommands(module, inputDir, outputDir),
    },
  };
}

/** The architecture of the machine that bundles: the one sharp's installed binary is built for. */
function hostArchitecture(): Architecture {
  return process.arch === 'arm64' ? Architecture.ARM_64 : Architecture.X86_64;
}

/**
 * The bucket's ARN as `scope`'s stack sees it. From another stack a grant's ARN becomes the stateful
 * stack's export, named only at synthesis; exportValue names that same export now, so a wildcard
 * finding can be acknowledged by its exact text.
 */
function bucketArnHere(scope: Construct, bucket: IBucket): string {
  const bucketStack = Stack.of(bucket);
  return bucketStack === Stack.of(scope) ? bucket.bucketArn : bucketStack.exportValue(bucket.bucketArn);
}

export class PlatformFunction extends Construct {
  readonly fn: NodejsFunction;
  /** Module under functions/ it runs (the wiring test bundles it to see what it reads). */
  readonly module: string;

  constructor(scope: Construct, id: string, props: PlatformFunctionProps) {
    super(scope, id);
    this.module = props.module;
    const { resources: r, platform } = props;
    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    const environment: Record<string, string> = { ...props.environment };

    this.fn = new NodejsFunction(this, 'Function', {
      entry: resolve(ROOT, 'functions', `${props.module}.ts`),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      // sharp's native binary is the build host's (lib/bundling.ts SHIPPED_AS_FILES, docs/decisions/liveness.md LIV-11).
      architecture: r.faceDetector ? hostArchitecture() : Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      projectRoot: ROOT,
      depsLockFilePath: resolve(ROOT, 'package-lock.json'),
      bundling: bundling(props.module),
      environment,
      // The platform secret is read through AWS's Parameters and Secrets extension, not an SDK client
      // in the bundle (shared/auth/platform-secret.ts, PERF-4).
      ...(r.signingKey ? { paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, { logLevel: ParamsAndSecretsLogLevel.WARN }) } : {}),
    });
    const fn = this.fn;

    if (r.table) {
      fn.addEnvironment('TABLE_NAME', platform.table.tableName);
      // Named indexes instead of CDK's index/* grant, and no Scan: access patterns are keys and GSIs.
      const actions = r.table === 'readwrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ;
      fn.addToRolePolicy(new PolicyStatement({
        actions,
        resources: [platform.table.tableArn, ...TABLE.globalSecondaryIndexes.map((gsi) => `${platform.table.tableArn}/index/${gsi.name}`)],
      }));
    }
    if (r.bucket || r.describeAll || r.kycObjectPurge) fn.addEnvironment('KYC_BUCKET_NAME', platform.bucket.bucketName);
    if (r.bucket === 'readwrite') platform.bucket.grantReadWrite(fn);
    else if (r.bucket === 'read') platform.bucket.grantRead(fn);
    if (r.kycObjectPurge) {
      // Finds an object's versions and deletes them (a version id names a delete marker too); reads and writes nothing.
      fn.addToRolePolicy(new PolicyStatement({
        actions: ['s3:ListBucketVersions'], resources: [platform.bucket.bucketArn], conditions: { StringLike: { 's3:prefix': 'consumers/*' } },
      }));
      const objects = `${bucketArnHere(this, platform.bucket)}/consumers/*`;
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObjectVersion'], resources: [objects] }));
      acknowledgeWildcardResource(this, objects, 'Deletes versions of the KYC bucket\'s consumer objects only, whose keys are generated.');
    }
    for (const name of r.queues ?? []) {
      const queue = platform.queues.get(name);
      if (!queue) throw new Error(`${props.module}: no queue named ${name}`);
      fn.addEnvironment(queueUrlVariable(name), queue.queueUrl);
      // A health check only looks at its queues; everyone else sends to them.
      if (r.describeAll) fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: [queue.queueArn] }));
      else queue.grantSendMessages(fn);
    }
    for (const name of r.workflows ?? []) {
      const machine = platform.workflows.get(name);
      if (!machine) throw new Error(`${props.module}: no workflow named ${name}`);
      fn.addEnvironment(workflowArnVariable(name), machine.stateMachineArn);
      // Start it and answer its waiting tasks; nothing here reads executions (the trace uses operators' own credentials).
      machine.grantStartExecution(fn);
      machine.grantTaskResponse(fn);
    }
    for (const name of r.workflowExecutions ?? []) {
      const machine = platform.workflows.get(name);
      if (!machine) throw new Error(`${props.module}: no workflow named ${name}`);
      fn.addEnvironment(workflowArnVariable(name), machine.stateMachineArn);
      // Executions are named after payments: the grant names the machine's executions, any name.
      const grant = machine.grantExecution(fn, 'states:DescribeExecution', 'states:StopExecution');
      for (const arn of grant.principalStatement?.resources ?? []) {
        acknowledgeWildcardResource(this, arn, `Reconciliation reads and stops executions of the ${name} workflow, each named after its payment.`);
      }
    }
    if (r.faceDetector) {
      fn.addEnvironment('FACE_DETECTOR', 'rekognition');
      // DetectFaces reads the image in the request and has no resource to name.
      fn.addToRolePolicy(new PolicyStatement({ actions: ['rekognition:DetectFaces'], resources: ['*'] }));
    }
    if (r.signingKey) {
      fn.addEnvironment('SIGNING_KEY_SECRET_ID', platform.signingSecret.secretArn);
      // Read by nothing: a changed value changes the configuration, so no warm container keeps an old secret.
      fn.addEnvironment('PLATFORM_SECRET_GENERATION', platform.secretGeneration);
      platform.signingSecret.grantRead(fn);
    }
    if (r.messaging) {
      if (!props.messaging) throw new Error(`${props.module}: sends messages but has no messaging settings`);
      fn.addEnvironment('MESSAGE_FROM_EMAIL', props.messaging.fromEmail);
      const { partition, region, account } = Stack.of(this);
      // Only from the configured identity and address.
      fn.addToRolePolicy(new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [`arn:${partition}:ses:${region}:${account}:identity/${props.messaging.emailIdentity}`],
        conditions: { StringEquals: { 'ses:FromAddress': props.messaging.fromEmail } },
      }));
      // SMS straight to a phone number has no resource to name: SNS authorises it on "*".
      fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    }
    if (r.describeAll) {
      fn.addEnvironment('TABLE_NAME', platform.table.tableName);
      fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [platform.table.tableArn] }));
      // HeadBucket is authorised by s3:ListBucket on the bucket itself.
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [platform.bucket.bucketArn] }));
      fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['states:ListStateMachines'], resources: ['*'] }));
    }

    acknowledge(this, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AWSLambdaBasicExecutionRole only lets the function write its own logs.');
    acknowledge(this, 'AwsSolutions-IAM5[Resource::*]', [
      'X-Ray trace segments (active tracing) and states:ListStateMachines (health check) have no resource-level permissions',
      ...(r.messaging ? ['nor has sns:Publish to a phone number (SMS without a topic), the only publish the message sender makes'] : []),
      ...(r.faceDetector ? ['nor has rekognition:DetectFaces, which reads only the image sent with the call'] : []),
    ].join('; ') + '.');
    if (r.bucket) {
      acknowledgeWildcardResource(this, `${bucketArnHere(this, platform.bucket)}/*`, 'Objects of the KYC bucket only (CDK grant scoped to this bucket).');
      acknowledgeWildcardActions(this, ['s3:GetObject*', 's3:GetBucket*', 's3:List*', ...(r.bucket === 'readwrite' ? ['s3:DeleteObject*', 's3:Abort*'] : [])],
        'CDK\'s read/write grant on the KYC bucket, scoped to that bucket and its objects.');
    }
  }
}
