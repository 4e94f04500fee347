/**
 * Terminal telemetry schemas, gathered from the modules that hold them so that a function bundles
 * only the ones its route names (issue 16, cold start): the answer (telemetry-result.ts), the admin
 * read's query (telemetry-query.ts) and the terminal's report (telemetry-report.ts).
 */
export { telemetryResult } from './telemetry-result.js';
export type { TelemetryResult } from './telemetry-result.js';
export { telemetryQuery } from './telemetry-query.js';
export type { TelemetryQuery } from './telemetry-query.js';
export { auditEvent, telemetryReportBody } from './telemetry-report.js';
export type { TelemetryReportBody } from './telemetry-report.js';
