import { adminRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { telemetryResult } from '../../schemas/telemetry-result.js';

export const adminTerminalTelemetry = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/terminal/telemetry/{merchantReference}/{terminalReference}', auth: 'admin', domain: 'merchants',
  handler: 'merchants/admin-terminal-telemetry',
  schemas: { path: uuidPath('merchantReference', 'terminalReference'), query: noQuery(), response: telemetryResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Latest telemetry of one terminal; 404 when the merchant, terminal or data is absent.',
});
