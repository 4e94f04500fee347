import { endpoint } from '../../shared/http/endpoint.js';
import { reportTelemetry } from '../../shared/merchants/telemetry.js';
import { reportTerminalTelemetry as route } from '../../shared/routes/merchants/report-terminal-telemetry.js';

export const handler = endpoint(route, async ({ body, caller }) => reportTelemetry(caller, body));
