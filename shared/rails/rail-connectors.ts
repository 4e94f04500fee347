/**
 * Which connector serves each rail in this deployment, apart from the connectors themselves so the
 * version endpoint names them without bundling the sandbox (issue 16). Today that is the sandbox
 * for every connector rail outside production and none in production; a processor registered for a
 * rail (registry.ts) names itself here.
 */
import { deployedInProduction } from '../config.js';
import { DESTINATION_RAILS, IN_PLATFORM_RAILS, SOURCE_RAILS, type Rail } from './types.js';

/** What GET /v1/version says of a rail: the connector serving it, or none, or paid inside the platform. */
export type RailConnectorName = 'sandbox' | 'none' | 'in-platform';

/** The built-in connector of every connector rail: the sandbox, never in production. */
export function builtInConnector(): 'sandbox' | 'none' {
  return deployedInProduction() ? 'none' : 'sandbox';
}

export function railConnectors(): { rail: Rail; connector: RailConnectorName }[] {
  // Every rail once, built here rather than at import: only this answer lists them (issue 16).
  const rails = [...new Set<Rail>([...SOURCE_RAILS, ...DESTINATION_RAILS])];
  return rails.map((rail) => ({ rail, connector: IN_PLATFORM_RAILS.includes(rail) ? 'in-platform' : builtInConnector() }));
}

/**
 * Whether a connector serves the rail in this deployment (production without a processor for it:
 * no). The registry (registry.ts) serves every rail with the built-in connector when there is one,
 * so this is the same answer without building the connectors: QR validation and the pay and refund
 * plans ask it, and the sandbox was 10 KB of POST /v1/validate/qr's bundle (issue 16).
 */
export function railIsServed(_rail: Rail): boolean {
  return builtInConnector() !== 'none';
}
