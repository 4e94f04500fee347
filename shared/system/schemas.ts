/** Request and response shapes of the system endpoints (version, health, client log intake). */
import * as z from 'zod/mini';

export const moduleInfo = z.strictObject({ name: z.string(), routes: z.number().check(z.int()) });

/**
 * A payment rail and what serves it here (docs/decisions/system.md, SYS-4): `sandbox` (the built-in
 * test connector), `none` (production without a processor for it: payments using it are refused) or
 * `in-platform` (merchants, bills and wallets, paid by a ledger posting with no connector).
 */
export const pluginInfo = z.strictObject({ name: z.string(), kind: z.literal('rail'), connector: z.string() });

/** A configurable feature of this deployment, e.g. the enabled currencies. */
export const extensionInfo = z.strictObject({ name: z.string(), values: z.array(z.string()) });

export const versionResult = z.strictObject({
  environment: z.string(),
  version: z.string(),
  modules: z.array(moduleInfo),
  plugins: z.array(pluginInfo),
  extensions: z.array(extensionInfo),
});
export type VersionResult = z.infer<typeof versionResult>;

export const HEALTH_STATUSES = ['Healthy', 'Degraded', 'Unhealthy'] as const;
export const healthStatus = z.enum(HEALTH_STATUSES);
export type HealthStatus = z.infer<typeof healthStatus>;

export const healthEntry = z.strictObject({
  status: healthStatus,
  /** Time the check took, as a .NET TimeSpan string ("00:00:00.0123456"). */
  duration: z.string(),
  description: z.optional(z.string()),
  /** A short reason when the check failed; never a stack or an endpoint. */
  error: z.optional(z.string()),
});
export type HealthEntry = z.infer<typeof healthEntry>;

export const healthResult = z.strictObject({
  status: healthStatus,
  totalDuration: z.string(),
  entries: z.record(z.string(), healthEntry),
  timeChecked: z.string(),
});
export type HealthResult = z.infer<typeof healthResult>;

/** Entries accepted in one POST /v1/logging request. */
export const MAX_LOG_ENTRIES = 100;
/** Largest POST /v1/logging body. */
export const MAX_LOG_BODY_BYTES = 64 * 1024;

export const clientLogEntry = z.strictObject({
  timestamp: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }),
  /** Serilog levels: 0 Verbose, 1 Debug, 2 Information, 3 Warning, 4 Error, 5 Fatal. */
  level: z.number().check(z.int('must be a whole number'), z.minimum(0, 'must be 0 to 5'), z.maximum(5, 'must be 0 to 5')),
  template: z.string().check(z.maxLength(4000, 'must be at most 4000 characters')),
  properties: z.array(z.unknown()),
});
export type ClientLogEntry = z.infer<typeof clientLogEntry>;

export const clientLogBatch = z.array(clientLogEntry).check(z.maxLength(MAX_LOG_ENTRIES, `must hold at most ${MAX_LOG_ENTRIES} entries`));
