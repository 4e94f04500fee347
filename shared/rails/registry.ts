/**
 * Rail → connector (the card vault the pay endpoint uses: deployed-card-vault.ts). The sandbox
 * serves every rail until a real processor is registered for it; outside production only, so test
 * money never looks real.
 */
import { railNotServed } from './errors.js';
import { sandboxConnector } from './sandbox-connector.js';
import { dynamoSandboxStore } from './sandbox-table.js';
import { builtInConnector } from './rail-connectors.js';
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
    if (!connector) throw railNotServed(rail);
    return connector;
  };
}

let defaults: ConnectorRegistry | undefined;

/** Built once per container on first use: the sandbox on the table, unless this is production. */
function builtIns(): ConnectorRegistry {
  defaults ??= builtInConnector() === 'none' ? connectorRegistry({}) : connectorRegistry({ sandbox: sandboxConnector(dynamoSandboxStore) });
  return defaults;
}

/** The connector of a rail in this deployment. A payment's leg steps call theirs through leg-connectors.ts. */
export const connectorFor: ConnectorRegistry = (rail) => builtIns()(rail);

// Whether a rail is served is answered apart from the connectors, in rail-connectors.ts.
export { railIsServed } from './rail-connectors.js';

/** The card vault of this deployment, apart (deployed-card-vault.ts) and named here as before. */
export { cardVault } from './deployed-card-vault.js';
