/** GET /v1/version. */
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
