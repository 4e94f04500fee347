/** What the agent says it can handle when it opens a checkout session (create only). */
import * as z from 'zod/mini';
import { looseRecord, text } from './common.js';
import { int, opt } from './agentic-fields.js';

const INTERVENTIONS = ['3ds', 'biometric', 'address_verification'] as const;

export const interventionCapabilities = z.strictObject({
  supported: opt(z.array(z.enum(INTERVENTIONS))),
  required: opt(z.array(z.enum(['3ds', 'biometric']))),
  enforcement: opt(z.enum(['always', 'conditional', 'optional'])),
  display_context: opt(z.enum(['native', 'webview', 'modal', 'redirect'])),
  redirect_context: opt(z.enum(['in_app', 'external_browser', 'none'])),
  max_redirects: opt(int(0, 100, 'must be 0 to 100')),
  max_interaction_depth: opt(int(1, 100, 'must be 1 to 100')),
});

/** What the agent can handle; the answer carries the intersection with what the platform supports. */
export const capabilitiesRequest = z.strictObject({
  payment: opt(looseRecord()),
  interventions: opt(interventionCapabilities),
  extensions: opt(z.array(z.union([text(128), looseRecord()])).check(z.maxLength(50, 'must hold at most 50 extensions'))),
});
export type CapabilitiesRequest = z.infer<typeof capabilitiesRequest>;
