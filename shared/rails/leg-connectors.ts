/**
 * What a payment's leg steps call at a rail: a debit or credit, and the reversal that undoes it.
 * The same connector as registry.ts's connectorFor (the sandbox on the table, none in production:
 * RailNotConfigured), taken one operation at a time so that a leg task bundles neither the
 * connector's other operations (refund, recall, PIN, confirmation, lookup) nor the store's parts
 * those use (issue 16). A processor registered for a rail in registry.ts is registered here too.
 */
import { railNotServed } from './errors.js';
import { builtInConnector } from './rail-connectors.js';
import { sandboxMoves, sandboxReverse } from './sandbox-connector.js';
import { countAttempt, getVaulted, markReversed, recordResult } from './sandbox-table.js';
import type { Connector, Rail } from './types.js';

// Each decided and built once per container on first use, as registry.ts builds its connectors.
let served: boolean | undefined;
let moves: Pick<Connector, 'debit' | 'credit'> | undefined;
let reverse: Connector['reverse'] | undefined;

function mustBeServed(rail: Rail): void {
  served ??= builtInConnector() !== 'none';
  if (!served) throw railNotServed(rail);
}

/** The debit and credit of the rail's connector. */
export function railMoves(rail: Rail): Pick<Connector, 'debit' | 'credit'> {
  mustBeServed(rail);
  moves ??= sandboxMoves({ countAttempt, recordResult, getVaulted });
  return moves;
}

/** The reversal of the rail's connector. */
export function railReverse(rail: Rail): Connector['reverse'] {
  mustBeServed(rail);
  reverse ??= sandboxReverse({ markReversed, recordResult });
  return reverse;
}
