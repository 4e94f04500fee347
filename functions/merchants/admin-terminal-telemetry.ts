import { endpoint } from '../../shared/http/endpoint.js';
import { terminalTelemetry } from '../../shared/merchants/telemetry.js';
import { adminTerminalTelemetry as route } from '../../shared/routes/merchants/admin-terminal-telemetry.js';

export const handler = endpoint(route, async ({ path }) => terminalTelemetry(path.merchantReference, path.terminalReference));
