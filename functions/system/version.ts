import { deployedEnvironmentName, enabledCurrencies, requireEnv } from '../../shared/config.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { railConnectors } from '../../shared/rails/rail-connectors.js';
import { version } from '../../shared/routes/system/version.js';
import { versionInfo } from '../../shared/system/version.js';

// ROUTE_MANIFEST comes from CDK (or the local platform) so this bundle does not carry the whole route table.
export const handler = endpoint(version, async () =>
  versionInfo({
    environment: deployedEnvironmentName(),
    routeManifest: requireEnv('ROUTE_MANIFEST'),
    enabledCurrencies: enabledCurrencies(),
    railConnectors: railConnectors(),
  }),
);
