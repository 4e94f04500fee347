/**
 * Turns route rows into API Gateway methods, each backed by its own function: access and refresh
 * routes behind the token authorizer, admin routes behind a usage-plan API key, public routes open.
 */
import { AuthorizationType, LambdaIntegration, type IAuthorizer, type IResource } from 'aws-cdk-lib/aws-apigateway';
import { Duration } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteDef } from '../../shared/http/route.js';
import { acknowledge } from '../constructs/nag.js';
import { ROUTE_TIMEOUT_SECONDS } from '../resources.js';
import { PlatformFunction, type PlatformResources } from '../constructs/platform-function.js';

export interface MethodOptions {
  /** `{authorizerId}` only: a plain reference keeps the authorizer construct in the API stack. */
  authorizer: IAuthorizer;
  platform: PlatformResources;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  /** ROUTE_MANIFEST, for the routes whose resources ask for it (the version endpoint). */
  routeManifest: string;
  /** Functions that need more than the default 256 MB. */
  memorySizes?: Readonly<Record<string, number>>;
}

/** "GET /v1/lookup/bank" → "GetV1LookupBank": stable construct ids that say which route they serve. */
export function routeId(route: RouteDef): string {
  const words = [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

export function attachMethods(scope: Construct, routes: readonly RouteDef[], resourceFor: (path: string) => IResource, options: MethodOptions): void {
  for (const route of routes) {
    const id = routeId(route);
    const { fn } = new PlatformFunction(scope, id, {
      module: route.handler,
      resources: route.resources,
      platform: options.platform,
      environment: route.resources.routeManifest ? { ...options.environment, ROUTE_MANIFEST: options.routeManifest } : options.environment,
      logRetention: options.logRetention,
      timeout: Duration.seconds(ROUTE_TIMEOUT_SECONDS),
      ...(options.memorySizes?.[route.handler] === undefined ? {} : { memorySize: options.memorySizes[route.handler] }),
    });
    const guarded = route.auth === 'access' || route.auth === 'refresh';
    const method = resourceFor(route.path).addMethod(route.method, new LambdaIntegration(fn), {
      authorizationType: guarded ? AuthorizationType.CUSTOM : AuthorizationType.NONE,
      ...(guarded ? { authorizer: options.authorizer } : {}),
      apiKeyRequired: route.auth === 'admin',
    });
    if (!guarded) {
      const why = route.auth === 'admin'
        ? 'Admin routes are authenticated by a usage-plan API key (apiKeyRequired), as the interface specifies.'
        : 'Public by the interface (no credential): the function checks what it needs itself.';
      acknowledge(method, 'AwsSolutions-APIG4', why);
      acknowledge(method, 'AwsSolutions-COG4', why);
    } else {
      acknowledge(method, 'AwsSolutions-COG4', 'Tokens are the platform\'s own EdDSA JWTs, verified by a Lambda REQUEST authorizer with aws-jwt-verify; there is no Cognito user pool.');
    }
  }
}
