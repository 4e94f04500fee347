import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { versionResult } from '../../system/schemas/version-result.js';

export const version = accessRoute({
  method: 'GET', path: '/v1/version', auth: 'access', domain: 'system', handler: 'system/version',
  schemas: { query: noQuery(), response: versionResult },
  successStatus: 200, implemented: true, resources: { routeManifest: true },
  summary: 'Environment, package version, implemented modules, rail plugins and enabled extensions.',
});
