/**
 * The CDK app: a stateful stack (table, bucket, queues, signing secret) and an API stack that
 * deploys every implemented route of the route table. `npm run synth` builds it offline.
 */
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { implementedRoutes } from '../shared/routes/index.js';
import { ApiStack } from '../lib/stacks/api-stack.js';
import { readSettings } from '../lib/stacks/settings.js';
import { StatefulStack } from '../lib/stacks/stateful-stack.js';

export function buildApp(app: App = new App()): { app: App; stateful: StatefulStack; api: ApiStack } {
  // Explicit: stateful exports stay protected while the API stack imports them.
  if (app.node.tryGetContext('@aws-cdk/core:defaultCrossStackReferences') === undefined) app.node.setContext('@aws-cdk/core:defaultCrossStackReferences', 'strong');
  const settings = readSettings(app.node);
  const prefix = `payments-${settings.environmentName}`;
  const stateful = new StatefulStack(app, `${prefix}-stateful`, { description: 'Payments platform: table, KYC bucket, queues, token signing secret' });
  const api = new ApiStack(app, `${prefix}-api`, { description: 'Payments platform: REST API and its functions', settings, stateful, routes: implementedRoutes });
  Tags.of(app).add('service', settings.serviceName);
  Tags.of(app).add('environment', settings.environmentName);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stateful, api };
}

// Run directly (cdk.json's app command), synthesize; imported by the infra tests, only build.
if (import.meta.url === `file://${process.argv[1]}`) buildApp().app.synth();
