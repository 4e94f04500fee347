/**
 * Request and response shapes of the system endpoints (version, health, client log intake).
 * Each lives in shared/system/schemas/, one module per route, so a handler builds only its own (issue 16).
 */
export {
  clientLogBatch, clientLogEntry, type ClientLogEntry, MAX_LOG_BODY_BYTES, MAX_LOG_ENTRIES,
} from './schemas/client-log-batch.js';
export {
  HEALTH_STATUSES, healthEntry, type HealthEntry, healthResult, type HealthResult, healthStatus, type HealthStatus,
} from './schemas/health-result.js';
export { extensionInfo, moduleInfo, pluginInfo, versionResult, type VersionResult } from './schemas/version-result.js';
