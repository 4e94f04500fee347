/** What a terminal reports about itself (POST /v1/merchant/terminal/telemetry). */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { dateTime, nonNegativeInt, opt, storableNumber, text } from './common.js';

/** One entry of a report's audit trail (the interface shows only `auditEvents (array)`). */
export const auditEvent = z.strictObject({
  eventType: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be a name of letters, digits and _ . -')),
  occurredDate: dateTime(),
  description: opt(text(512)),
  employeeReference: opt(uuid()),
});

// Storable first: a reading like 1e-200 is within the range but no number DynamoDB keeps.
const between = (min: number, max: number) =>
  storableNumber().check(z.gte(min, `must be ${min} to ${max}`), z.lte(max, `must be ${min} to ${max}`));

/** Body of POST /v1/merchant/terminal/telemetry (ours: the interface shows only the admin reads). */
export const telemetryReportBody = z.strictObject({
  terminalReference: uuid(),
  // When the terminal took the readings; the platform's receipt time when absent.
  reportedDate: opt(dateTime()),
  pushNotificationToken: opt(text(1024)),
  auditEvents: opt(z.array(auditEvent).check(z.maxLength(100, 'must hold at most 100 events'))),
  latitude: opt(between(-90, 90)),
  longitude: opt(between(-180, 180)),
  batteryLevelPercentage: opt(between(0, 100)),
  isBatteryCharging: opt(z.boolean()),
  isWifiConnected: opt(z.boolean()),
  isCellularConnected: opt(z.boolean()),
  wifiUsageInBytes: opt(nonNegativeInt().check(z.lte(Number.MAX_SAFE_INTEGER, 'is too large'))),
  cellularUsageInBytes: opt(nonNegativeInt().check(z.lte(Number.MAX_SAFE_INTEGER, 'is too large'))),
  operatingSystemVersion: opt(text(64)),
  softwareVersion: opt(text(64)),
});
export type TelemetryReportBody = z.infer<typeof telemetryReportBody>;
