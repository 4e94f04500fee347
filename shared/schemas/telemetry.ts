/** Terminal telemetry as terminals report it; only the terminal and the report time are always present. */
import * as z from 'zod/mini';
import { repeatable, uuid } from '../http/schemas.js';
import { dateTime, looseResult, nonNegativeInt, opt, text } from './common.js';

export const telemetryResult = z.object({
  terminalReference: z.string(),
  reportedDate: z.string(),
  pushNotificationToken: opt(z.string()),
  auditEvents: opt(z.array(looseResult())),
  latitude: opt(z.number()),
  longitude: opt(z.number()),
  batteryLevelPercentage: opt(z.number()),
  isBatteryCharging: opt(z.boolean()),
  isWifiConnected: opt(z.boolean()),
  isCellularConnected: opt(z.boolean()),
  wifiUsageInBytes: opt(z.number()),
  cellularUsageInBytes: opt(z.number()),
  operatingSystemVersion: opt(z.string()),
  softwareVersion: opt(z.string()),
});
export type TelemetryResult = z.infer<typeof telemetryResult>;

/** ?terminalReferences=…&terminalReferences=…: an optional filter, [] when absent. */
export const telemetryQuery = z.strictObject({
  terminalReferences: repeatable(uuid()).check(z.maxLength(100, 'must name at most 100 terminals')),
});
export type TelemetryQuery = z.infer<typeof telemetryQuery>;

/** One entry of a report's audit trail (the interface shows only `auditEvents (array)`). */
export const auditEvent = z.strictObject({
  eventType: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be a name of letters, digits and _ . -')),
  occurredDate: dateTime(),
  description: opt(text(512)),
  employeeReference: opt(uuid()),
});

const between = (min: number, max: number) =>
  z.number().check(z.gte(min, `must be ${min} to ${max}`), z.lte(max, `must be ${min} to ${max}`));

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
