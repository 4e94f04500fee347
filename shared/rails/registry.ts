/**
 * Rail → connector, and the card vault the pay endpoint uses. The sandbox serves every rail until a
 * real processor is registered for it; outside production only, so test money never looks real.
 */
import { sandboxCardVault, type CardVault } from './card-vault.js';
import { RailNotConfigured } from './errors.js';
import { sandboxConnector } from './sandbox-connector.js';
import { dynamoSandboxStore } from './sandbox-table.js';
import { builtInConnector } from './rail-connectors.js';

// Answered from the connectors' names, so a bundle that only asks need not carry the sandbox (issue 16).
export { railIsServed } from './rail-connectors.js';
import type { Connector, Rail } from './types.js';

export type ConnectorRegistry = (rail: Rail) => Connector;

export interface RegistryOptions {
  /** Real processors by rail; a rail without one falls back to the sandbox. */
  connectors?: Partial<Record<Rail, Connector>>;
  /** The built-in sandbox; absent = refused (RailNotConfigured) for rails without a real connector. */
  sandbox?: Connector;
}

/** A registry over the given connectors. */
export function connectorRegistry(options: RegistryOptions): ConnectorRegistry {
  return (rail) => {
    const connector = options.connectors?.[rail] ?? options.sandbox;
    if (!connector) throw new RailNotConfigured(`No connector serves the ${rail} rail.`);
    return connector;
  };
}

let defaults: { registry: ConnectorRegistry; vault: CardVault } | undefined;

/** Built once per container on first use: the sandbox on the table, unless this is production. */
function builtIns() {
  defaults ??= builtInConnector() === 'none'
    ? {
      registry: connectorRegistry({}),
      vault: {
        tokenizeCard: () => Promise.reject(new RailNotConfigured('No card vault is configured.')),
        tokenizeDevicePayment: () => Promise.reject(new RailNotConfigured('No card vault is configured.')),
      },
    }
    : { registry: connectorRegistry({ sandbox: sandboxConnector(dynamoSandboxStore) }), vault: sandboxCardVault(dynamoSandboxStore) };
  return defaults;
}

/** The connector of a rail in this deployment. */
export const connectorFor: ConnectorRegistry = (rail) => builtIns().registry(rail);

/** The card vault of this deployment. */
export const cardVault = (): CardVault => builtIns().vault;
