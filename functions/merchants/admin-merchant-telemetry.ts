import { endpoint } from '../../shared/http/endpoint.js';
import { merchantTelemetry } from '../../shared/merchants/telemetry.js';
import { adminMerchantTelemetry as route } from '../../shared/routes/merchants/admin-merchant-telemetry.js';

export const handler = endpoint(route, async ({ path, query }) => merchantTelemetry(path.merchantReference, query.terminalReferences));
