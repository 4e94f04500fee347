/**
 * The CDK app as CloudFormation will see it: built in-process without bundling, asserted on its
 * templates. cdk-nag's AwsSolutions pack runs at synthesis; any unacknowledged finding fails it.
 */
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import type { CfnMethod} from 'aws-cdk-lib/aws-apigateway';
import { Method } from 'aws-cdk-lib/aws-apigateway';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Policy } from 'aws-cdk-lib/aws-iam';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../bin/app.js';
import { routeKey, type RouteDef } from '../../shared/http/route.js';
import { implementedRoutes, routes } from '../../shared/routes/index.js';
import { FORM_CORS, formPreflights, preflightHeaders } from '../../shared/http/cors.js';
import { GATEWAY_ANSWERS, MIN_COMPRESSION_BYTES } from '../../shared/http/gateway-responses.js';
import { AUTHORIZER_CACHE_SECONDS, BUCKET, QUEUE_MAX_CONCURRENCY, QUEUES, SCHEDULES, SIGNING_KEY_SECRET, STREAM_CONSUMERS, TABLE, THROTTLING, WORKFLOWS } from '../../lib/resources.js';
import { ApiStack, deploymentSalt } from '../../lib/stacks/api-stack.js';
import { routeId } from '../../lib/stacks/methods.js';
import { StatefulStack } from '../../lib/stacks/stateful-stack.js';
import { readSettings } from '../../lib/stacks/settings.js';

const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

let app: App;
let stateful: StatefulStack;
let api: ApiStack;
let stacks: Stack[];

beforeAll(() => {
  ({ app, stateful, api } = buildApp(new App({ context: NO_BUNDLING })));
  stacks = app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
});

const template = (stack: Stack) => Template.fromStack(stack);
const allResources = (type: string) => stacks.flatMap((s) => Object.entries(template(s).findResources(type)));

/** The resolved IAM policies of the function whose PlatformFunction construct has this id. */
function functionPolicies(root: App, platformFunctionId: string): string {
  const fnScope = root.node.findAll().find((c) => c.node.id === 'Function' && c.node.scope?.node.id === platformFunctionId);
  expect(fnScope, platformFunctionId).toBeDefined();
  const policies = fnScope!.node.findAll().filter((c): c is Policy => c instanceof Policy);
  return JSON.stringify(policies.map((p) => Stack.of(p).resolve(p.document)));
}

/** Methods as deployed: "GET /v1/ping" → their CloudFormation properties. */
function deployedMethods(): Map<string, CfnMethod> {
  const found = new Map<string, CfnMethod>();
  for (const c of app.node.findAll()) {
    if (c instanceof Method) found.set(`${c.httpMethod} ${c.resource.path}`, c.node.defaultChild as CfnMethod);
  }
  return found;
}

describe('CDK app', () => {
  it('passes cdk-nag AwsSolutions (every suppression carries a reason) and synthesizes', () => {
    const assembly = app.synth();
    expect(assembly.stacks.map((s) => s.stackName).sort()).toEqual(['payments-development-api', 'payments-development-stateful']);
  // Synthesis with cdk-nag takes about 20 s alone and over a minute beside other test files on 2 cores: a limit, not a target.
  }, 180_000);

  it('deploys every implemented route with its auth kind, and nothing else', () => {
    const methods = new Map([...deployedMethods()].filter(([key]) => !key.startsWith('OPTIONS ')));
    expect(methods.size).toBe(implementedRoutes.length);
    expect(allResources('AWS::ApiGateway::Method').filter(([, m]) => (m as { Properties: { HttpMethod: string } }).Properties.HttpMethod !== 'OPTIONS')).toHaveLength(implementedRoutes.length);
    for (const route of implementedRoutes) {
      const m = methods.get(routeKey(route));
      expect(m, routeKey(route)).toBeDefined();
      const guarded = route.auth === 'access' || route.auth === 'refresh';
      expect(m!.authorizationType, routeKey(route)).toBe(guarded ? 'CUSTOM' : 'NONE');
      expect(Boolean(m!.apiKeyRequired), routeKey(route)).toBe(route.auth === 'admin');
    }
    for (const route of routes.filter((r) => !r.implemented)) expect(methods.has(routeKey(route)), routeKey(route)).toBe(false);
  });

  it('serves the contract routes without credentials, from functions that may touch nothing (docs/decisions/contract.md, API-5, API-6)', () => {
    const methods = deployedMethods();
    for (const key of ['GET /v1/openapi.json', 'GET /v1/docs']) {
      expect(methods.get(key)?.authorizationType, key).toBe('NONE');
      expect(Boolean(methods.get(key)?.apiKeyRequired), key).toBe(false);
      const policies = functionPolicies(app, routeId(implementedRoutes.find((r) => routeKey(r) === key)!));
      expect(policies, key).not.toMatch(/dynamodb|s3:|sqs:|states:|secretsmanager/);
    }
  });

  it('compresses answers of at least MIN_COMPRESSION_BYTES for clients that accept it (docs/decisions/contract.md, API-11)', () => {
    template(api).hasResourceProperties('AWS::ApiGateway::RestApi', { MinimumCompressionSize: MIN_COMPRESSION_BYTES });
  }, 180_000);

  it('answers CORS preflights on the five payment form resources only, with no authorizer (docs/decisions/payment-form.md, FORM-9)', () => {
    const formPaths = formPreflights(implementedRoutes);
    expect([...formPaths.keys()].sort()).toEqual(['/v1/notification/email/{paymentReference}', '/v1/pay', '/v1/pay/status/{paymentReference}', '/v1/transaction/confirm/{transactionReference}', '/v1/transaction/pin/{transactionReference}'].sort());
    const options = [...deployedMethods()].filter(([key]) => key.startsWith('OPTIONS '));
    expect(options.map(([key]) => key.slice('OPTIONS '.length)).sort()).toEqual([...formPaths.keys()].sort());
    for (const [key, method] of options) {
      const path = key.slice('OPTIONS '.length);
      expect(method.authorizationType, key).toBe('NONE');
      expect(Boolean(method.apiKeyRequired), key).toBe(false);
      const integration = Stack.of(method).resolve(method.integration) as { type: string; integrationResponses: { statusCode: string; responseParameters: Record<string, string> }[] };
      expect(integration.type, key).toBe('MOCK');
      const expected = Object.fromEntries(Object.entries(preflightHeaders(formPaths.get(path)!)).map(([name, value]) => [`method.response.header.${name}`, `'${value}'`]));
      expect(integration.integrationResponses, key).toEqual([expect.objectContaining({ statusCode: '204', responseParameters: expected })]);
    }
    expect(FORM_CORS.allowHeaders).toEqual(['Authorization', 'Content-Type', 'Idempotency-Key']);
  });

  it('lets the page read the gateway\'s refusals (401, 403, 413, 429, 4xx, 502) but not its 404 or admin-key answers', () => {
    const responses = Object.values(template(api).findResources('AWS::ApiGateway::GatewayResponse')) as { Properties: { ResponseType: string; ResponseParameters: Record<string, string> } }[];
    const withCors = responses.filter((r) => r.Properties.ResponseParameters['gatewayresponse.header.Access-Control-Allow-Origin'] === "'*'").map((r) => r.Properties.ResponseType).sort();
    expect(withCors).toEqual(['ACCESS_DENIED', 'DEFAULT_4XX', 'DEFAULT_5XX', 'REQUEST_TOO_LARGE', 'THROTTLED', 'UNAUTHORIZED']);
    expect(responses).toHaveLength(Object.keys(GATEWAY_ANSWERS).length);
  });

  it('keeps every stack far below 500 resources', () => {
    const counts = stacks.map((s) => [s.node.path, Object.keys(template(s).toJSON().Resources ?? {}).length] as const);
    console.log(counts.map(([p, n]) => `${p}: ${n} resources`).join('\n'));
    for (const [, n] of counts) expect(n).toBeLessThan(400);
    // One nested stack per domain outside the root's system domain.
    const domains = new Set(implementedRoutes.map((r) => r.domain));
    expect(stacks.filter((s) => NestedStack.isNestedStack(s))).toHaveLength(domains.size - 1);
  });

  it('pins the logical ids of everything that holds data', () => {
    const t = template(stateful);
    const ids = Object.keys(t.toJSON().Resources as object);
    const pinned = [TABLE.logicalId, BUCKET.logicalId, SIGNING_KEY_SECRET.logicalId, ...QUEUES.flatMap((q) => [q.logicalId, `${q.logicalId}Dlq`])];
    for (const id of pinned) expect(ids).toContain(id);
    for (const id of pinned) expect(t.toJSON().Resources[id].DeletionPolicy, id).toBe('Retain');
  });

  it('protects the data: PITR, deletion protection, encryption, TLS only, DLQs', () => {
    const t = template(stateful);
    t.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }],
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: Match.arrayWith([Match.objectLike({ IndexName: 'GSI1' }), Match.objectLike({ IndexName: 'GSI2' })]),
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true })],
    });
    t.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    for (const q of QUEUES) {
      t.hasResourceProperties('AWS::SQS::Queue', {
        VisibilityTimeout: q.visibilityTimeoutSeconds,
        SqsManagedSseEnabled: true,
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [`${q.logicalId}Dlq`, 'Arn'] }, maxReceiveCount: q.maxReceiveCount },
      });
    }
    expect(Object.keys(t.findResources('AWS::SQS::QueuePolicy')).length).toBeGreaterThanOrEqual(QUEUES.length * 2);
  });

  it('alarms operations on every place the platform gives up on work: each DLQ, each stream consumer\'s failure destination, each workflow\'s failed or timed-out executions, all to one topic (docs/deployment.md)', () => {
    const t = template(stateful);
    t.hasResourceProperties('AWS::SNS::TopicPolicy', { PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) } });
    const alarmsOn = (stack: Stack, metricName: string) => Object.values(template(stack).findResources('AWS::CloudWatch::Alarm'))
      .map((r) => r['Properties'] as { MetricName: string; Dimensions: { Value: unknown }[]; Threshold: number; AlarmActions: unknown[] })
      .filter((p) => p.MetricName === metricName);
    const dlqAlarms = alarmsOn(stateful, 'ApproximateNumberOfMessagesVisible');
    for (const q of QUEUES) {
      expect(dlqAlarms.some((p) => JSON.stringify(p.Dimensions).includes(`${q.logicalId}Dlq`)), q.name).toBe(true);
    }
    expect(dlqAlarms.every((p) => p.Threshold === 1 && JSON.stringify(p.AlarmActions).includes('OperationsAlarms'))).toBe(true);
    const failureAlarms = alarmsOn(api, 'ApproximateNumberOfMessagesVisible');
    expect(failureAlarms).toHaveLength(STREAM_CONSUMERS.length);
    for (const metric of ['ExecutionsFailed', 'ExecutionsTimedOut']) expect(alarmsOn(api, metric), metric).toHaveLength(WORKFLOWS.length);
    for (const p of [...failureAlarms, ...alarmsOn(api, 'ExecutionsFailed'), ...alarmsOn(api, 'ExecutionsTimedOut')]) {
      expect(p.Threshold).toBe(1);
      expect(JSON.stringify(p.AlarmActions)).toMatch(/OperationsAlarms/);
    }
  });

  it('throttles and meters admin keys, caches the authorizer and answers in the envelope', () => {
    const t = template(api);
    t.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
      Throttle: { RateLimit: THROTTLING.adminUsagePlan.rateLimit, BurstLimit: THROTTLING.adminUsagePlan.burstLimit },
      Quota: { Limit: THROTTLING.adminUsagePlan.quotaPerDay, Period: 'DAY' },
    });
    t.resourceCountIs('AWS::ApiGateway::ApiKey', 1);
    t.hasResourceProperties('AWS::ApiGateway::Authorizer', { Type: 'REQUEST', IdentitySource: 'method.request.header.Authorization', AuthorizerResultTtlInSeconds: AUTHORIZER_CACHE_SECONDS });
    t.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([Match.objectLike({ ThrottlingRateLimit: THROTTLING.stage.rateLimit, ThrottlingBurstLimit: THROTTLING.stage.burstLimit })]),
      TracingEnabled: true,
    });
    // Access logs never carry a query string (a card BIN) or headers (tokens).
    const stage = Object.values(t.findResources('AWS::ApiGateway::Stage'))[0] as { Properties: { AccessLogSetting: { Format: string } } };
    expect(stage.Properties.AccessLogSetting.Format).not.toMatch(/querystring|\$context\.path|header/i);
    for (const answer of Object.values(GATEWAY_ANSWERS)) {
      t.hasResourceProperties('AWS::ApiGateway::GatewayResponse', { ResponseType: answer.type, StatusCode: String(answer.status) });
    }
  });

  it('grants each function only what its route declares', () => {
    const policyOf = (routeKeyText: string): string => functionPolicies(app, routeId(implementedRoutes.find((r) => routeKey(r) === routeKeyText)!));
    const ping = policyOf('GET /v1/ping');
    expect(ping).not.toMatch(/dynamodb|s3:|sqs:|secretsmanager/);
    const health = policyOf('GET /v1/health');
    expect(health).toContain('dynamodb:DescribeTable');
    expect(health).toContain('sqs:GetQueueAttributes');
    expect(health).not.toMatch(/dynamodb:(PutItem|GetItem|Query)|sqs:SendMessage|s3:GetObject/);
    const token = policyOf('POST /v1/auth/admin/token/generate');
    expect(token).toContain('dynamodb:PutItem');
    expect(token).toContain('secretsmanager:GetSecretValue');
    expect(token).not.toMatch(/dynamodb:Scan|index\/\*/);
  });

  it('gives the face routes Rekognition DetectFaces, FACE_DETECTOR=rekognition, 1024 MB and the build host\'s architecture (docs/decisions/liveness.md, LIV-1, LIV-11, LIV-12)', () => {
    const functionOf = (key: string): CfnFunction => {
      const id = routeId(implementedRoutes.find((r) => routeKey(r) === key)!);
      const fn = app.node.findAll().find((c) => c.node.id === 'Function' && c.node.scope?.node.id === id);
      return fn!.node.defaultChild as CfnFunction;
    };
    for (const key of ['POST /v1/auth/liveness', 'POST /v1/auth/face-check']) {
      const fn = functionOf(key);
      const resolved = Stack.of(fn).resolve({ memorySize: fn.memorySize, architectures: fn.architectures, environment: fn.environment }) as {
        memorySize: number; architectures: string[]; environment: { variables: Record<string, unknown> };
      };
      expect(resolved.memorySize, key).toBe(1024);
      expect(resolved.architectures, key).toEqual([process.arch === 'arm64' ? 'arm64' : 'x86_64']);
      expect(resolved.environment.variables['FACE_DETECTOR'], key).toBe('rekognition');
      const policies = functionPolicies(app, routeId(implementedRoutes.find((r) => routeKey(r) === key)!));
      expect(policies, key).toContain('rekognition:DetectFaces');
      expect(policies, key).not.toMatch(/rekognition:(?!DetectFaces)/);
    }
    // Only the liveness check writes (the consumer's record); the face check touches no table.
    expect(functionPolicies(app, routeId(implementedRoutes.find((r) => routeKey(r) === 'POST /v1/auth/face-check')!))).not.toContain('dynamodb');
    const ping = functionOf('GET /v1/ping');
    expect(Stack.of(ping).resolve(ping.architectures)).toEqual(['arm64']);
    expect(Stack.of(ping).resolve(ping.environment)).not.toHaveProperty('variables.FACE_DETECTOR');
  });

  it('gives the functions that read the platform secret the Parameters and Secrets extension, and no other (PERF-4)', () => {
    const functionOf = (key: string): CfnFunction => {
      const id = routeId(implementedRoutes.find((r) => routeKey(r) === key)!);
      const fn = app.node.findAll().find((c) => c.node.id === 'Function' && c.node.scope?.node.id === id);
      return fn!.node.defaultChild as CfnFunction;
    };
    const layersOf = (key: string) => JSON.stringify(Stack.of(functionOf(key)).resolve(functionOf(key).layers) ?? []);
    const extension = /Paramsandsecretslayer/;
    const token = functionOf('POST /v1/auth/admin/token/generate');
    expect(Stack.of(token).resolve(token.environment)).toHaveProperty('variables.SIGNING_KEY_SECRET_ID');
    expect(JSON.stringify(Stack.of(token).resolve(token.layers))).toMatch(extension);
    expect(layersOf('GET /v1/ping')).not.toMatch(extension);
  });

  it('logs every workflow event without its data: no task token or leg detail reaches a log group (docs/decisions/payments.md, PAY-45)', () => {
    const machines = allResources('AWS::StepFunctions::StateMachine');
    expect(machines).toHaveLength(WORKFLOWS.length);
    for (const [id, machine] of machines) {
      expect(machine['Properties']['LoggingConfiguration'], id).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
    }
  });

  it('gives the payment wait, which seals its task token, and the PIN and confirm routes, which open it, the platform secret: variable, extension and read grant; the other payment tasks none (docs/decisions/payments.md, PAY-43)', () => {
    const extension = /Paramsandsecretslayer/;
    const payment = WORKFLOWS.find((w) => w.name === 'payment')!;
    const wait = `${payment.logicalId}AwaitSourceAnswerFunction`;
    const ids = [wait, ...['POST /v1/transaction/pin/{transactionReference}', 'POST /v1/transaction/confirm/{transactionReference}']
      .map((key) => routeId(implementedRoutes.find((r) => routeKey(r) === key)!))];
    const cfnOf = (id: string): CfnFunction => {
      const fn = app.node.findAll().find((c) => c.node.id === 'Function' && c.node.scope?.node.id === id);
      expect(fn, id).toBeDefined();
      return fn!.node.defaultChild as CfnFunction;
    };
    for (const id of ids) {
      const fn = cfnOf(id);
      expect(Stack.of(fn).resolve(fn.environment), id).toHaveProperty('variables.SIGNING_KEY_SECRET_ID');
      expect(JSON.stringify(Stack.of(fn).resolve(fn.layers) ?? []), id).toMatch(extension);
      expect(functionPolicies(app, id), id).toContain('secretsmanager:GetSecretValue');
    }
    for (const placeholder of Object.keys(payment.taskFunctions).filter((p) => p !== 'AwaitSourceAnswerFunction')) {
      const id = `${payment.logicalId}${placeholder}`;
      expect(Stack.of(cfnOf(id)).resolve(cfnOf(id).environment), id).not.toHaveProperty('variables.SIGNING_KEY_SECRET_ID');
      expect(functionPolicies(app, id), id).not.toContain('secretsmanager');
    }
  });

  it('runs each queue consumer from its queue with partial batch failures, and the outbox sweeper every 5 minutes', () => {
    const t = template(api);
    const consumers = QUEUES.filter((q) => q.consumer);
    expect(consumers.map((q) => q.name)).toContain('messages');
    t.resourceCountIs('AWS::Lambda::EventSourceMapping', consumers.length + STREAM_CONSUMERS.length);
    for (const q of consumers) {
      t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        BatchSize: q.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp(`${q.logicalId}[^D]*Arn`) },
      });
    }
    // Visibility timeout = 6 × the consumer's timeout, as AWS advises for SQS event sources.
    const messages = QUEUES.find((q) => q.name === 'messages')!;
    t.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: messages.visibilityTimeoutSeconds / 6,
      Environment: { Variables: Match.objectLike({ MESSAGE_FROM_EMAIL: 'no-reply@example.com' }) },
    });

    t.resourceCountIs('AWS::Events::Rule', SCHEDULES.length);
    const sweep = SCHEDULES.find((s) => s.name === 'outbox-sweep')!;
    t.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${sweep.everyMinutes} minutes)`,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^Background${sweep.logicalId}Function`), 'Arn'] } })],
    });
    t.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com' });
  });

  it('caps each queue consumer\'s event source mapping at its maximum concurrency, so throttling spends no receives (docs/decisions/messages.md, MSG-14)', () => {
    const t = template(api);
    for (const q of QUEUES.filter((def) => def.consumer)) {
      const maxConcurrency = QUEUE_MAX_CONCURRENCY[q.name];
      // SQS's ScalingConfig takes 2 to 1,000.
      expect(maxConcurrency, q.name).toBeGreaterThanOrEqual(2);
      expect(maxConcurrency, q.name).toBeLessThanOrEqual(1000);
      t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp(`${q.logicalId}[^D]*Arn`) },
        ScalingConfig: { MaximumConcurrency: maxConcurrency },
      });
    }
  });

  it('relays each new outbox item from the table\'s stream to its queue, and no writer sends to the outbox queues itself (docs/decisions/messages.md, MSG-11)', () => {
    template(stateful).hasResourceProperties('AWS::DynamoDB::GlobalTable', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
    const relay = STREAM_CONSUMERS.find((c) => c.name === 'outbox-relay')!;
    template(api).hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('StreamArn') },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: relay.batchSize,
      MaximumRetryAttempts: relay.retryAttempts,
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^Background${relay.logicalId}Failures`), 'Arn'] } } },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['Outbox', 'QueuedMessage'] } } } }) }] },
    });
    const policies = functionPolicies(app, relay.logicalId);
    expect(policies).toMatch(/dynamodb:GetRecords/);
    for (const q of ['MessageQueue', 'WebhookQueue', 'NotificationQueue']) expect(policies).toMatch(new RegExp(`sqs:SendMessage[^\\]]*\\][^}]*${q}`));
    expect(policies).not.toMatch(/dynamodb:(GetItem|PutItem|UpdateItem|Query|Scan)|ses:|sns:|secretsmanager:|states:|s3:/);

    // Only the relay and the sweeper send to the messages and webhooks queues (the webhook sender only to its DLQ),
    // and only the relay to the notifications queue (MSG-13: its consumer and the resume sweeper write queued messages).
    const sendersTo = (queues: RegExp) => app.node.findAll().filter((c): c is Policy => c instanceof Policy)
      .filter((p) => JSON.stringify(Stack.of(p).resolve(p.document)).match(/"Action":\[?"sqs:SendMessage[^}]*}/g)?.some((statement) => queues.test(statement)) ?? false)
      .map((p) => p.node.path.split('/')[2]);
    expect(new Set(sendersTo(/(MessageQueue|WebhookQueue)(?!Dlq|DeadLetter)/))).toEqual(new Set(['OutboxRelay', 'OutboxSweep']));
    expect(new Set(sendersTo(/NotificationQueue(?!Dlq|DeadLetter)/))).toEqual(new Set(['OutboxRelay']));
  });

  it('lets only the message sender send e-mail (from the configured identity and address) and SMS; the sweeper only requeues', () => {
    const sender = functionPolicies(app, `${QUEUES.find((q) => q.name === 'messages')!.logicalId}Consumer`);
    expect(sender).toContain('"Action":"ses:SendEmail"');
    expect(sender).toMatch(/identity\/example\.com"/);
    expect(sender).toContain('"Condition":{"StringEquals":{"ses:FromAddress":"no-reply@example.com"}}');
    expect(sender).toContain('{"Action":"sns:Publish","Effect":"Allow","Resource":"*"}');
    expect(sender).toContain('secretsmanager:GetSecretValue');
    expect(sender).toMatch(/dynamodb:GetItem.*dynamodb:UpdateItem/);
    expect(sender).toMatch(/sqs:ReceiveMessage/);
    expect(sender).not.toMatch(/sqs:SendMessage|dynamodb:Scan|s3:|states:/);

    const sweeper = functionPolicies(app, SCHEDULES.find((s) => s.name === 'outbox-sweep')!.logicalId);
    expect(sweeper).toMatch(/dynamodb:Query/);
    expect(sweeper).toMatch(/index\/GSI1/);
    expect(sweeper).toMatch(/sqs:SendMessage/);
    expect(sweeper).not.toMatch(/ses:|sns:|secretsmanager:|sqs:ReceiveMessage|dynamodb:Scan/);

    // Reconciliation reads and stops the payment workflow's executions, and starts none.
    const reconcile = functionPolicies(app, SCHEDULES.find((s) => s.name === 'payment-reconcile')!.logicalId);
    expect(reconcile).toMatch(/"Action":\["states:DescribeExecution","states:StopExecution"\]/);
    expect(reconcile).toMatch(/:execution:.*:\*"/);
    expect(reconcile).toMatch(/dynamodb:Query/);
    expect(reconcile).not.toMatch(/states:StartExecution|states:SendTask|ses:|sns:|secretsmanager:|dynamodb:Scan/);

    // No other function may send e-mail or SMS.
    const others = app.node.findAll().filter((c): c is Policy => c instanceof Policy && !c.node.path.includes('/Background/MessageQueueConsumer/'));
    for (const p of others) expect(JSON.stringify(Stack.of(p).resolve(p.document)), p.node.path).not.toMatch(/ses:|sns:/);
  });

  it('runs the webhook sender from its queue: 30 s, table, platform secret, its messages\' visibility, and sends only to its DLQ (ours)', () => {
    const webhooks = QUEUES.find((q) => q.name === 'webhooks')!;
    expect(webhooks.consumer).toBe('webhooks/send');
    const t = template(api);
    t.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: webhooks.visibilityTimeoutSeconds / 6,
      Environment: { Variables: Match.objectLike({ QUEUE_URL_WEBHOOKS: Match.anyValue(), DLQ_URL_WEBHOOKS: Match.anyValue(), SIGNING_KEY_SECRET_ID: Match.anyValue() }) },
    });
    const sender = functionPolicies(app, `${webhooks.logicalId}Consumer`);
    expect(sender).toContain('sqs:ChangeMessageVisibility');
    expect(sender).toContain('secretsmanager:GetSecretValue');
    expect(sender).toMatch(/dynamodb:GetItem.*dynamodb:UpdateItem/);
    // SendMessage only on the dead-letter queue, never back on the webhooks queue itself.
    const sends = (JSON.parse(sender) as Array<{ Statement: Array<{ Action: string | string[]; Resource: unknown }> }>)
      .flatMap((doc) => doc.Statement).filter((st) => [st.Action].flat().includes('sqs:SendMessage'));
    expect(sends).toHaveLength(1);
    expect(JSON.stringify(sends[0]!.Resource)).toMatch(/WebhookQueueDlq/);
    expect(sender).not.toMatch(/ses:|sns:|s3:|states:|dynamodb:Scan/);

    // The sweeper requeues webhooks too.
    const sweeper = functionPolicies(app, SCHEDULES.find((s) => s.name === 'outbox-sweep')!.logicalId);
    expect(sweeper).toMatch(/WebhookQueue[^D]/);
  });

  it('lets the pending-file sweep list and delete versions of the KYC bucket\'s consumer objects, and nothing else of it (docs/decisions/kyc-files.md, KYC-2)', () => {
    const sweep = SCHEDULES.find((s) => s.name === 'pending-file-sweep')!;
    template(api).hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${sweep.everyMinutes} minutes)`,
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^Background${sweep.logicalId}Function`), 'Arn'] } })],
    });
    const statements = (JSON.parse(functionPolicies(app, sweep.logicalId)) as Array<{ Statement: Array<{ Action: string | string[]; Resource: unknown; Condition?: unknown }> }>)
      .flatMap((doc) => doc.Statement).filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    expect(statements.map((st) => [st.Action].flat())).toEqual([['s3:ListBucketVersions'], ['s3:DeleteObjectVersion']]);
    expect(statements[0]!.Condition).toEqual({ StringLike: { 's3:prefix': 'consumers/*' } });
    expect(JSON.stringify(statements[1]!.Resource)).toMatch(/KycFiles.*\/consumers\/\*"/);
    const policies = functionPolicies(app, sweep.logicalId);
    expect(policies).toMatch(/dynamodb:Query/);
    expect(policies).toMatch(/index\/GSI1/);
    expect(policies).not.toMatch(/s3:GetObject|s3:PutObject|s3:DeleteObject"|s3:List\*|kms:|sqs:|states:|secretsmanager:|ses:|sns:|dynamodb:Scan/);
  });

  it('scopes SES to the identity given by context (the From domain unless set)', () => {
    const sesResource = (context: Record<string, string>) => {
      const built = buildApp(new App({ context: { ...NO_BUNDLING, ...context } })).app;
      return functionPolicies(built, 'MessageQueueConsumer');
    };
    const byDomain = sesResource({ messageFromEmail: 'codes@pay.example.org' });
    expect(byDomain).toMatch(/identity\/pay\.example\.org"/);
    expect(byDomain).toContain('"ses:FromAddress":"codes@pay.example.org"');
    expect(sesResource({ messageFromEmail: 'codes@pay.example.org', messageEmailIdentity: 'codes@pay.example.org' })).toMatch(/identity\/codes@pay\.example\.org"/);
    expect(() => readSettings(new App({ context: { messageFromEmail: 'not-an-address' } }).node)).toThrow(/messageFromEmail/);
  });

  it('gives the functions the API\'s base URL as clients call it: the execute-api host and the stage by default, a custom domain\'s root when set (docs/decisions/agentic.md, ACP-23)', () => {
    const environmentOf = (root: App): Record<string, unknown> => {
      const id = routeId(implementedRoutes.find((r) => routeKey(r) === 'POST /v1/checkout_sessions')!);
      const fn = root.node.findAll().find((c) => c.node.id === 'Function' && c.node.scope?.node.id === id)!.node.defaultChild as CfnFunction;
      return (Stack.of(fn).resolve(fn.environment) as { variables: Record<string, unknown> }).variables;
    };
    // Once the shared app is synthesized, the API's id reaches another stack as a cross-stack reference (referenceto…Api…Ref).
    const byDefault = environmentOf(app);
    expect(JSON.stringify(byDefault['API_BASE_URL'])).toMatch(/"https:\/\/",\{"Ref":"\w*Api\w+"\},"\.execute-api\.",\{"Ref":"AWS::Region"\},"\.",\{"Ref":"AWS::URLSuffix"\},"\/api"\]/);
    expect(byDefault['API_BASE_URL']).toEqual(byDefault['TOKEN_ISSUER']);
    const custom = environmentOf(buildApp(new App({ context: { ...NO_BUNDLING, apiDomain: 'pay.example.com', stageName: 'live' } })).app);
    expect(custom['API_BASE_URL']).toBe('https://pay.example.com');
  });

  it('hands the agent\'s order-events endpoint (context acpOrderEventsUrl) to the completion as ACP_ORDER_EVENTS_URL; none without it; refuses at synth what the outbound guard would refuse (docs/decisions/agentic.md, ACP-18)', () => {
    const completeEnvironment = (root: App): Record<string, unknown> => {
      const id = routeId(implementedRoutes.find((r) => routeKey(r) === 'POST /v1/checkout_sessions/{checkoutSessionId}/complete')!);
      const fn = root.node.findAll().find((c) => c.node.id === 'Function' && c.node.scope?.node.id === id)!.node.defaultChild as CfnFunction;
      return (Stack.of(fn).resolve(fn.environment) as { variables: Record<string, unknown> }).variables;
    };
    const url = 'https://agent.example.com/agentic_checkout/webhooks/order_events';
    expect(completeEnvironment(buildApp(new App({ context: { ...NO_BUNDLING, acpOrderEventsUrl: url } })).app)['ACP_ORDER_EVENTS_URL']).toBe(url);
    expect(completeEnvironment(app)).not.toHaveProperty('ACP_ORDER_EVENTS_URL');
    // It writes order_create as an outbox item with the payment; the relay enqueues it (MSG-11).
    expect(completeEnvironment(app)).not.toHaveProperty('QUEUE_URL_WEBHOOKS');
    expect(() => readSettings(new App({ context: { acpOrderEventsUrl: 'http://agent.example.com/events' } }).node)).toThrow(/"acpOrderEventsUrl" must use https/);
    expect(() => readSettings(new App({ context: { acpOrderEventsUrl: 'https://169.254.169.254/latest' } }).node)).toThrow(/"acpOrderEventsUrl" must not point at this address/);
  });

  it('changes the configuration of every function that reads the platform secret when context platformSecretGeneration changes, so none keeps a warm container holding the old secret (AUTH-12)', () => {
    const readers = (root: App): Map<string, unknown> => new Map(root.node.findAll()
      .filter((c): c is CfnFunction => c instanceof CfnFunction)
      .map((fn) => [fn.node.path, (Stack.of(fn).resolve(fn.environment) as { variables?: Record<string, unknown> } | undefined)?.variables ?? {}] as const)
      .filter(([, vars]) => 'SIGNING_KEY_SECRET_ID' in vars)
      .map(([path, vars]) => [path, vars['PLATFORM_SECRET_GENERATION']]));
    const before = readers(app);
    const after = readers(buildApp(new App({ context: { ...NO_BUNDLING, platformSecretGeneration: '2' } })).app);
    expect(before.size).toBeGreaterThan(10);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [path, generation] of before) {
      expect(generation, path).toBe('1');
      expect(after.get(path), path).toBe('2');
    }
    expect(() => readSettings(new App({ context: { platformSecretGeneration: 'two words' } }).node)).toThrow(/platformSecretGeneration/);
  });

  it('redeploys the API when the route table changes', () => {
    const deploymentId = (list: readonly RouteDef[]) => {
      const fresh = new App({ context: NO_BUNDLING });
      const settings = readSettings(fresh.node);
      const s = new StatefulStack(fresh, 'S');
      const a = new ApiStack(fresh, 'A', { settings, stateful: s, routes: list });
      return Object.keys(Template.fromStack(a).findResources('AWS::ApiGateway::Deployment'))[0];
    };
    const fewer = implementedRoutes.filter((r) => r.path !== '/v1/ping');
    expect(deploymentSalt(fewer)).not.toBe(deploymentSalt(implementedRoutes));
    expect(deploymentId(fewer)).not.toBe(deploymentId(implementedRoutes));
    // A route that stops (or starts) answering the payment form's preflight redeploys too.
    const withoutCors = implementedRoutes.map((r) => (r.path === '/v1/pay' ? { ...r, acceptsPaymentForm: false } : r));
    expect(deploymentSalt(withoutCors)).not.toBe(deploymentSalt(implementedRoutes));
  // Builds two more apps: a limit for a loaded 2-core machine, not a target.
  }, 120_000);
});
