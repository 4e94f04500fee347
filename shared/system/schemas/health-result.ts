/** GET /v1/health. */
import * as z from 'zod/mini';

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
