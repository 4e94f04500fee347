/**
 * Capabilities negotiation (ACP-6): the agent declares what it can handle, the session answers the
 * intersection with what the platform supports — interventions and extensions — plus the one
 * payment handler it offers: a card tokenized by POST /v1/agentic_commerce/delegate_payment (vt_
 * tokens), paid through the payments engine.
 */
import type { CapabilitiesRequest } from '../schemas/agentic-capabilities-request.js';
import type { CapabilitiesResult } from '../schemas/agentic-checkout-results.js';
import { ACP_VERSION } from './versions.js';

/** An ACP extension this platform serves, as a session answers it (ACP's ExtensionDeclaration). */
export interface ExtensionDeclaration {
  name: string;
  extends: string[];
}

export interface PlatformCapabilities {
  /** Interventions the platform carries out. */
  interventions: readonly string[];
  /** Extensions it serves, by name. */
  extensions: readonly ExtensionDeclaration[];
}

/**
 * What the platform supports. Interventions: none — no connector here performs 3-D Secure,
 * biometrics or address verification (AVS), so none is promised to agents. Extensions: ACP's
 * discount extension, whose fields the sessions answer (every code rejected: ACP-14).
 */
export const PLATFORM_CAPABILITIES: PlatformCapabilities = {
  interventions: [],
  extensions: [{ name: 'discount', extends: ['$.CheckoutSessionCreateRequest.discounts', '$.CheckoutSessionUpdateRequest.discounts', '$.CheckoutSession.discounts'] }],
};

export const CARD_HANDLER_ID = 'card_tokenized';

/** The extension names an agent declares: ACP's identifiers ("discount", "discount@2026-01-27") or declarations with a name. */
function declaredExtensions(declared: CapabilitiesRequest): Set<string> {
  const names = (declared.extensions ?? []).map((e) => (typeof e === 'string' ? e : e['name']));
  return new Set(names.filter((n): n is string => typeof n === 'string').map((n) => n.split('@')[0] ?? n));
}

export function negotiatedCapabilities(declared: CapabilitiesRequest, merchantReference: string | undefined, platform: PlatformCapabilities = PLATFORM_CAPABILITIES): CapabilitiesResult {
  const interventions = new Set<string>(declared.interventions?.supported ?? []);
  const extensions = declaredExtensions(declared);
  const active = platform.extensions.filter((e) => extensions.has(e.name)).map((e) => ({ name: e.name, extends: [...e.extends] }));
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
    interventions: { supported: platform.interventions.filter((i) => interventions.has(i)), required: [], enforcement: 'optional' },
    ...(active.length > 0 ? { extensions: active } : {}),
  };
}
