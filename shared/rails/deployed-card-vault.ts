/**
 * The card vault of this deployment: the sandbox's on the table, unless this is production (then a
 * vault that refuses, RailNotConfigured). Apart from registry.ts so that a function that only vaults
 * cards (delegate_payment) need not bundle the sandbox connector (issue 16).
 */
import { sandboxCardVault, type CardVault } from './card-vault.js';
import { RailNotConfigured } from './errors.js';
import { builtInConnector } from './rail-connectors.js';
import { dynamoSandboxStore } from './sandbox-table.js';

let vault: CardVault | undefined;

/** Built once per container on first use. */
export function cardVault(): CardVault {
  vault ??= builtInConnector() === 'none'
    ? {
      tokenizeCard: () => Promise.reject(new RailNotConfigured('No card vault is configured.')),
      tokenizeDevicePayment: () => Promise.reject(new RailNotConfigured('No card vault is configured.')),
    }
    : sandboxCardVault(dynamoSandboxStore);
  return vault;
}
