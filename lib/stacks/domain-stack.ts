/**
 * One nested stack per route domain: the domain's functions and their methods on the shared REST
 * API, imported by id. Keeping each domain in its own stack keeps every template far below
 * CloudFormation's 500-resource limit as the interface fills in.
 */
import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import { Resource, RestApi, type IResource } from 'aws-cdk-lib/aws-apigateway';
import type { Construct } from 'constructs';
import type { RouteDef } from '../../shared/http/route.js';
import { attachMethods, type MethodOptions } from './methods.js';

export interface DomainStackProps extends NestedStackProps, MethodOptions {
  restApiId: string;
  rootResourceId: string;
  /** The API stack's resources, by path; only their ids cross into this stack. */
  paths: ReadonlyMap<string, IResource>;
  routes: readonly RouteDef[];
}

export class DomainStack extends NestedStack {
  constructor(scope: Construct, id: string, props: DomainStackProps) {
    super(scope, id, props);
    // Imported, not passed: a construct of the parent's RestApi here would tie the Deployment in a cycle.
    const api = RestApi.fromRestApiAttributes(this, 'Api', { restApiId: props.restApiId, rootResourceId: props.rootResourceId });
    const resources = new Map<string, IResource>();
    const resourceFor = (path: string): IResource => {
      let found = resources.get(path);
      if (!found) {
        const parent = props.paths.get(path);
        if (!parent) throw new Error(`no API resource for ${path}`);
        found = Resource.fromResourceAttributes(this, `Path${resources.size}`, { restApi: api, resourceId: parent.resourceId, path });
        resources.set(path, found);
      }
      return found;
    };
    attachMethods(this, props.routes, resourceFor, props);
  }
}
