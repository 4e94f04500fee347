/** Query of GET /v1/merchant/admin/terminal/telemetry/{merchantReference}: which terminals to answer. */
import * as z from 'zod/mini';
import { repeatable, uuid } from '../http/schemas.js';

/** ?terminalReferences=…&terminalReferences=…: an optional filter, [] when absent. */
export const telemetryQuery = z.strictObject({
  terminalReferences: repeatable(uuid()).check(z.maxLength(100, 'must name at most 100 terminals')),
});
export type TelemetryQuery = z.infer<typeof telemetryQuery>;
