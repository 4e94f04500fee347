/**
 * Capabilities negotiation (shared/agentic/capabilities.ts, docs/decisions/agentic.md ACP-6): the
 * answer carries the intersection of what the agent declares and what the platform supports, for
 * interventions and for extensions, whatever the platform supports.
 */
import { describe, expect, it } from 'vitest';
import { negotiatedCapabilities, PLATFORM_CAPABILITIES, type PlatformCapabilities } from '../../shared/agentic/capabilities.js';

const discount = PLATFORM_CAPABILITIES.extensions.find((e) => e.name === 'discount');

describe('capabilities negotiation', () => {
  it('answers the interventions both sides support, never one only the agent or only the platform has', () => {
    const platform: PlatformCapabilities = { interventions: ['3ds', 'biometric'], extensions: [] };
    const both = negotiatedCapabilities({ interventions: { supported: ['3ds', 'address_verification'] } }, 'm', platform);
    expect(both.interventions).toEqual({ supported: ['3ds'], required: [], enforcement: 'optional' });
    expect(negotiatedCapabilities({}, 'm', platform).interventions.supported).toEqual([]);
    expect(negotiatedCapabilities({ interventions: { supported: ['address_verification'] } }, 'm', platform).interventions.supported).toEqual([]);
  });

  it('promises no intervention here: no connector performs 3-D Secure, biometrics or address verification', () => {
    const answer = negotiatedCapabilities({ interventions: { supported: ['3ds', 'biometric', 'address_verification'] } }, 'm');
    expect(answer.interventions.supported).toEqual([]);
  });

  it('answers the discount extension only when the agent declares it, by identifier, versioned identifier or declaration', () => {
    expect(discount?.extends).toContain('$.CheckoutSession.discounts');
    for (const extensions of [['discount', 'affiliate_attribution'], ['discount@2026-01-27'], [{ name: 'discount' }]]) {
      expect(negotiatedCapabilities({ extensions }, 'm').extensions, JSON.stringify(extensions)).toEqual([discount]);
    }
    expect(negotiatedCapabilities({ extensions: ['affiliate_attribution'] }, 'm').extensions).toBeUndefined();
    expect(negotiatedCapabilities({}, 'm').extensions).toBeUndefined();
  });

  it('always offers the one card handler, configured for the session\'s merchant', () => {
    const answer = negotiatedCapabilities({}, 'merchant-1');
    expect(answer.payment.handlers).toEqual([expect.objectContaining({ id: 'card_tokenized', requires_delegate_payment: true, config: expect.objectContaining({ merchant_id: 'merchant-1' }) })]);
    expect(negotiatedCapabilities({}, undefined).payment.handlers[0]?.config).not.toHaveProperty('merchant_id');
  });
});
