import { accessRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { telemetryReportBody } from '../../schemas/telemetry-report.js';
import { telemetryResult } from '../../schemas/telemetry-result.js';

// Ours, not the interface's: it shows only the admin reads, so this is how a terminal reports.
export const reportTerminalTelemetry = accessRoute({
  method: 'POST', path: '/v1/merchant/terminal/telemetry', auth: 'access', domain: 'merchants', handler: 'merchants/report-terminal-telemetry',
  schemas: { query: noQuery(), body: telemetryReportBody, response: telemetryResult },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Ours (not in the interface): a token of the terminal\'s merchant reports the terminal\'s telemetry; answers the latest stored.',
});
