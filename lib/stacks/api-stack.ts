/**
 * The REST API: its authorizer, usage plan and admin key, gateway responses, the system routes,
 * one nested stack per other domain, and the Deployment and Stage; beside them the functions no
 * route calls (queue consumers, scheduled functions: ./background.ts).
 *
 * CDK's usual split (RestApi deployed by itself, methods in nested stacks) makes a cycle
 * Deployment → NestedStack → Stage that CloudFormation rejects. So the RestApi is created here with
 * `deploy: false`, nested stacks import it by id, and the Deployment (depending on every nested
 * stack, its logical id salted with the route table so a route change redeploys) and the Stage are
 * created here, after them.
 */
import { createHash } from 'node:crypto';
import { CfnOutput, Duration, Size, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLogFormat, Deployment, EndpointType, IdentitySource, LogGroupLogDestination, MethodLoggingLevel, Period,
  RequestAuthorizer, ResponseType, RestApi, Stage, type IResource,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { authorizerEnvironment } from '../../shared/auth/authorizer-policy.js';
import type { RouteDef } from '../../shared/http/route.js';
import { routeKey } from '../../shared/http/route.js';
import { routeManifest } from '../../shared/system/manifest.js';
import { FORM_CORS, formPreflights } from '../../shared/http/cors.js';
import { GATEWAY_ANSWERS, gatewayBody, MIN_COMPRESSION_BYTES } from '../../shared/http/gateway-responses.js';
import { AUTHORIZER_CACHE_SECONDS, QUEUES, SCHEDULES, STREAM_CONSUMERS, THROTTLING, WORKFLOWS } from '../resources.js';
import { acknowledge } from '../constructs/nag.js';
import { alarmOnFailedExecutions, alarmOnQueuedFailures } from '../constructs/alarms.js';
import { PlatformFunction, type PlatformResources } from '../constructs/platform-function.js';
import { DomainStack } from './domain-stack.js';
import { attachMethods, type MethodOptions } from './methods.js';
import type { PlatformSettings } from './settings.js';
import type { StatefulStack } from './stateful-stack.js';
import { buildPaths } from './api-paths.js';
import { Background } from './background.js';
import { Workflows } from './workflows.js';

/** The domain whose routes live in this stack: a RestApi must own at least one method itself. */
export const ROOT_DOMAIN = 'system';

/** Functions whose data needs more memory than the default (the address lookup holds 135,000 cities). */
const MEMORY_SIZES: Record<string, number> = {
  'lookups/address': 1024,
  // Peak RSS 360–395 MB for eight frames with the bundled model (docs/benchmarks.md, "Face routes"); 1024 MB
  // leaves 2.6× that and the CPU share that goes with it (docs/decisions/liveness.md, LIV-12).
  'auth/liveness': 1024,
  'auth/face-check': 1024,
};

export interface ApiStackProps extends StackProps {
  settings: PlatformSettings;
  stateful: StatefulStack;
  routes: readonly RouteDef[];
}

/** Changes whenever a route is added, removed or changes its auth kind: the Deployment's salt. */
export function deploymentSalt(routes: readonly RouteDef[]): string {
  // A route's preflight (acceptsPaymentForm) and the CORS values are deployed too.
  const text = [...routes.map((r) => `${routeKey(r)} ${r.auth}${r.acceptsPaymentForm ? ' cors' : ''}`).sort(), JSON.stringify(FORM_CORS)].join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

const pascal = (name: string) => name.replace(/(^|[^A-Za-z0-9])([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());

export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly stage: Stage;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, stateful, routes } = props;

    this.api = new RestApi(this, 'Api', {
      restApiName: `payments-${settings.environmentName}`,
      deploy: false,
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      cloudWatchRole: true,
      minCompressionSize: Size.bytes(MIN_COMPRESSION_BYTES),
    });
    acknowledge(this.api, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'API Gateway\'s account-level role for execution logs uses the AWS managed policy made for it.');
    acknowledge(this.api, 'AwsSolutions-APIG2', 'Requests are validated by each function against the route table\'s zod schemas, which name every bad field (docs/decisions/errors-and-envelope.md).');

    const apiDomain = settings.apiDomain ?? `${this.api.restApiId}.execute-api.${this.region}.${this.urlSuffix}`;
    // What clients call: a custom domain's root, else the execute-api host and the stage (links the API hands out, ACP-23).
    const apiBaseUrl = settings.apiDomain ? `https://${settings.apiDomain}` : `https://${apiDomain}/${settings.stageName}`;
    const environment: Record<string, string> = {
      ENVIRONMENT_NAME: settings.environmentName,
      SERVICE_NAME: settings.serviceName,
      API_DOMAIN: apiDomain,
      API_BASE_URL: apiBaseUrl,
      TOKEN_ISSUER: settings.tokenIssuer ?? apiBaseUrl,
      TOKEN_AUDIENCE: settings.tokenAudience,
      ENABLED_CURRENCIES: settings.enabledCurrencies,
      ...(settings.enabledCountries ? { ENABLED_COUNTRIES: settings.enabledCountries } : {}),
      ...(settings.enabledLanguages ? { ENABLED_LANGUAGES: settings.enabledLanguages } : {}),
      ...(settings.acpOrderEventsUrl ? { ACP_ORDER_EVENTS_URL: settings.acpOrderEventsUrl } : {}),
    };
    const base = { table: stateful.table, bucket: stateful.bucket, queues: stateful.queues, signingSecret: stateful.signingSecret, secretGeneration: settings.platformSecretGeneration };
    const workflows = new Workflows(this, 'Workflows', { workflows: WORKFLOWS, platform: base, environment, logRetention: settings.logRetention });
    const platform: PlatformResources = { ...base, workflows: workflows.machines };
    const background = new Background(this, 'Background', {
      queues: QUEUES, schedules: SCHEDULES, streamConsumers: STREAM_CONSUMERS, platform, environment, logRetention: settings.logRetention,
      messaging: { fromEmail: settings.messageFromEmail, emailIdentity: settings.messageEmailIdentity },
    });
    const alarms = new Construct(this, 'Alarms');
    for (const [name, queue] of background.failureQueues) {
      alarmOnQueuedFailures(alarms, `${name}StreamFailures`, queue, `The ${name} stream consumer dropped a batch after its retries; the sweepers pick its items up, check they did`, stateful.alarms);
    }
    for (const [name, machine] of workflows.machines) alarmOnFailedExecutions(alarms, `${name}Executions`, machine, name, stateful.alarms);

    const authorizerFn = new PlatformFunction(this, 'Authorizer', {
      module: 'auth/authorizer', resources: { signingKey: true }, platform, logRetention: settings.logRetention,
      environment: { ...environment, ...authorizerEnvironment(routes) },
    });
    const authorizer = new RequestAuthorizer(this, 'TokenAuthorizer', {
      handler: authorizerFn.fn,
      identitySources: [IdentitySource.header('Authorization')],
      resultsCacheTtl: Duration.seconds(AUTHORIZER_CACHE_SECONDS),
    });

    const paths = buildPaths(this.api, routes);
    const methodOptions: MethodOptions = {
      authorizer, platform, environment, logRetention: settings.logRetention, routeManifest: routeManifest(routes), memorySizes: MEMORY_SIZES,
    };
    const rootRoutes = new Construct(this, 'SystemRoutes');
    attachMethods(rootRoutes, routes.filter((r) => r.domain === ROOT_DOMAIN), (path) => pathFor(paths, path), methodOptions);

    // The platform's error envelope for answers API Gateway gives itself (the local gateway sends the same).
    const gatewayResponses = Object.values(GATEWAY_ANSWERS).map((answer) => {
      const headers: Record<string, string> = { 'X-Request-Id': 'context.requestId', 'Content-Type': "'application/json'" };
      for (const [name, value] of Object.entries(answer.headers ?? {})) headers[name] = `'${value}'`;
      return this.api.addGatewayResponse(answer.type, {
        type: ResponseType.of(answer.type),
        statusCode: String(answer.status),
        responseHeaders: headers,
        templates: { 'application/json': gatewayBody(answer, '$context.requestId') },
      });
    });

    // The hosted payment form's routes answer CORS preflights (FORM-9): a mock OPTIONS method on
    // exactly their resources, no authorizer (a browser's preflight carries no credentials).
    const preflights = [...formPreflights(routes)].map(([path, methods]) => {
      const method = pathFor(paths, path).addCorsPreflight({
        allowOrigins: [FORM_CORS.allowOrigin], allowMethods: [...methods, 'OPTIONS'], allowHeaders: [...FORM_CORS.allowHeaders], maxAge: Duration.seconds(FORM_CORS.maxAgeSeconds),
      });
      const why = 'A CORS preflight answered by a mock integration: browsers send it without credentials, and it reaches no function.';
      acknowledge(method, 'AwsSolutions-APIG4', why);
      acknowledge(method, 'AwsSolutions-COG4', why);
      return method;
    });

    const deployment = new Deployment(this, 'Deployment', { api: this.api, description: `routes ${deploymentSalt(routes)}` });
    deployment.addToLogicalId(deploymentSalt(routes));
    deployment.node.addDependency(rootRoutes, ...gatewayResponses, ...preflights);

    const domains = [...new Set(routes.map((r) => r.domain))].filter((d) => d !== ROOT_DOMAIN).sort();
    for (const domain of domains) {
      const nested = new DomainStack(this, `${pascal(domain)}Routes`, {
        ...methodOptions,
        authorizer: { authorizerId: authorizer.authorizerId, authorizationType: authorizer.authorizationType },
        restApiId: this.api.restApiId,
        rootResourceId: this.api.restApiRootResourceId,
        paths,
        routes: routes.filter((r) => r.domain === domain),
      });
      deployment.node.addDependency(nested);
    }

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention });
    this.stage = new Stage(this, 'Stage', {
      deployment,
      stageName: settings.stageName,
      throttlingRateLimit: THROTTLING.stage.rateLimit,
      throttlingBurstLimit: THROTTLING.stage.burstLimit,
      // No query string or headers: a card BIN or a token must never reach a log.
      accessLogDestination: new LogGroupLogDestination(accessLogs),
      accessLogFormat: AccessLogFormat.custom(JSON.stringify({
        requestId: '$context.requestId', ip: '$context.identity.sourceIp', time: '$context.requestTime', method: '$context.httpMethod',
        resource: '$context.resourcePath', status: '$context.status', length: '$context.responseLength',
        latency: '$context.responseLatency', integrationLatency: '$context.integrationLatency', apiKeyId: '$context.identity.apiKeyId',
        error: '$context.error.responseType',
      })),
      loggingLevel: MethodLoggingLevel.ERROR,
      dataTraceEnabled: false,
      tracingEnabled: true,
      metricsEnabled: true,
    });
    this.api.deploymentStage = this.stage;
    acknowledge(this.stage, 'AwsSolutions-APIG3', 'A WAF web ACL is an account-level choice (managed rule groups, rate rules per client); attach one to this stage at deployment (docs/deployment.md).');

    const plan = this.api.addUsagePlan('AdminUsagePlan', {
      name: `payments-${settings.environmentName}-admin`,
      throttle: { rateLimit: THROTTLING.adminUsagePlan.rateLimit, burstLimit: THROTTLING.adminUsagePlan.burstLimit },
      quota: { limit: THROTTLING.adminUsagePlan.quotaPerDay, period: Period.DAY },
      apiStages: [{ api: this.api, stage: this.stage }],
    });
    const adminKey = this.api.addApiKey('ServiceAdminClient', { apiKeyName: `payments-${settings.environmentName}-ServiceAdminClient` });
    plan.addApiKey(adminKey);

    new CfnOutput(this, 'ApiUrl', { value: this.stage.urlForPath('/') });
    new CfnOutput(this, 'AdminApiKeyId', { value: adminKey.keyId, description: 'aws apigateway get-api-key --include-value --api-key <id>' });
  }
}

function pathFor(paths: ReadonlyMap<string, IResource>, path: string): IResource {
  const found = paths.get(path);
  if (!found) throw new Error(`no API resource for ${path}`);
  return found;
}
