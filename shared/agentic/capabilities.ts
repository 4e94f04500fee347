/**
 * Capabilities negotiation (ACP-6): the agent declares what it can handle, the session answers the
 * intersection with what the platform supports, plus the one payment handler it offers — a card
 * tokenized by POST /v1/agentic_commerce/delegate_payment (vt_ tokens), paid through the payments engine.
 */
import type { CapabilitiesRequest, CapabilitiesResult } from '../schemas/agentic.js';
import { ACP_VERSION } from './versions.js';

/**
 * Interventions the platform carries out: none yet. No connector here performs 3-D Secure, biometrics
 * or address verification (AVS), so none is promised to agents (ACP-6); the intersection is empty.
 */
export const PLATFORM_INTERVENTIONS: readonly string[] = [];

export const CARD_HANDLER_ID = 'card_tokenized';

export function negotiatedCapabilities(declared: CapabilitiesRequest, merchantReference: string | undefined): CapabilitiesResult {
  const agent = declared.interventions?.supported ?? [];
  return {
    payment: {
      handlers: [{
        id: CARD_HANDLER_ID,
        name: 'dev.acp.tokenized.card',
        display_name: 'Card',
        version: ACP_VERSION,
        spec: 'https://acp.dev/handlers/tokenized.card',
        requires_delegate_payment: true,
        requires_pci_compliance: false,
        psp: 'payments-platform',
        config_schema: 'https://acp.dev/schemas/handlers/tokenized.card/config.json',
        instrument_schemas: ['https://acp.dev/schemas/handlers/tokenized.card/instrument.json'],
        config: { ...(merchantReference ? { merchant_id: merchantReference } : {}), psp: 'payments-platform', supports_3ds: false },
      }],
    },
    interventions: { supported: PLATFORM_INTERVENTIONS.filter((i) => agent.includes(i as (typeof agent)[number])), required: [], enforcement: 'optional' },
  };
}
