import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { uuidPath } from '../../http/schemas.js';
import { telemetryQuery } from '../../schemas/telemetry-query.js';
import { telemetryResult } from '../../schemas/telemetry-result.js';

export const adminMerchantTelemetry = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/terminal/telemetry/{merchantReference}', auth: 'admin', domain: 'merchants',
  handler: 'merchants/admin-merchant-telemetry',
  schemas: { path: uuidPath('merchantReference'), query: telemetryQuery, response: z.array(telemetryResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Latest telemetry of a merchant\'s terminals, optionally only the named ones.',
});
