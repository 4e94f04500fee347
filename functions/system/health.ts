import { endpoint } from '../../shared/http/endpoint.js';
import { health } from '../../shared/routes/system/health.js';
import { runHealthChecks } from '../../shared/system/health.js';
import { platformChecks } from '../../shared/system/probes.js';

// Always 200: the report itself says Degraded or Unhealthy.
export const handler = endpoint(health, async () => runHealthChecks(platformChecks()));
