/**
 * The API Gateway resource tree for the implemented routes. It is built once in the API stack, so
 * domains sharing a prefix (/v1/auth/...) never create the same path twice; domain stacks attach
 * their methods to these resources by id.
 */
import type { IResource, RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { RouteDef } from '../../shared/http/route.js';

export function buildPaths(api: RestApi, routes: readonly RouteDef[]): Map<string, IResource> {
  const paths = new Map<string, IResource>([['/', api.root]]);
  for (const route of routes) {
    let parent: IResource = api.root;
    let path = '';
    for (const segment of route.path.split('/').filter(Boolean)) {
      path += `/${segment}`;
      let resource = paths.get(path);
      if (!resource) {
        resource = parent.addResource(segment);
        paths.set(path, resource);
      }
      parent = resource;
    }
  }
  return paths;
}
