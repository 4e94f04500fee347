/** Terminal telemetry as terminals report it; only the terminal and the report time are always present. */
import * as z from 'zod/mini';
import { looseResult, opt } from './common.js';

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
