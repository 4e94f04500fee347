/**
 * The outbound message templates: what each one needs (its params and secrets) and whether it
 * expires. What each says, per channel (a short SMS text, an e-mail subject and text body), is in
 * template-texts.ts, apart so that the functions that only write messages carry no texts (issue 16).
 * Adding a template (a receipt, say) is one more entry in TEMPLATES and one in TEXTS there (the
 * compiler asks for it): the type of `OutboundMessage.template` and the checks at write time follow.
 */

export type Channel = 'email' | 'sms';

export interface TemplateDef {
  /** Params the template cannot do without; checked when the outbox item is written. */
  params: readonly string[];
  /** Params it shows when given. */
  optionalParams?: readonly string[];
  /** Secrets it shows (sealed in the outbox item, never logged). */
  secrets: readonly string[];
  /**
   * The message is worthless after `params.expiresInMinutes` (a code that has expired): the sender
   * marks it failed instead of delivering it late.
   */
  expires?: boolean;
}

export const TEMPLATES = {
  otp: {
    params: ['purpose', 'expiresInMinutes'],
    optionalParams: ['name'],
    secrets: ['code'],
    expires: true,
  },
  'password-reset': {
    // The anonymous password change asks for both the code and the user reference.
    params: ['userReference', 'expiresInMinutes'],
    optionalParams: ['name'],
    secrets: ['resetCode'],
    expires: true,
  },
  // Receipts (shared/payments/receipts.ts renders every value: amounts in major units, masked
  // sources, never a card number). No secrets: a receipt holds nothing a reader of the payment may not see.
  'receipt-consumer': {
    params: ['reference', 'status', 'date', 'amounts', 'sources'],
    optionalParams: ['destinations', 'name', 'refunded'],
    secrets: [],
  },
  'receipt-merchant': {
    params: ['reference', 'status', 'date', 'amounts', 'received'],
    optionalParams: ['sources', 'destinations', 'name', 'refunded'],
    secrets: [],
  },
  // To the verified address or number a self-service update replaced (IDN-21): the owner learns of
  // a change a stolen token made. The new one is shown masked.
  'contact-changed': {
    params: ['what', 'replacement', 'at'],
    optionalParams: ['name'],
    secrets: [],
  },
} as const satisfies Record<string, TemplateDef>;

export type MessageTemplate = keyof typeof TEMPLATES;

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as MessageTemplate[];

export function templateDef(template: MessageTemplate): TemplateDef {
  return TEMPLATES[template];
}

/**
 * Names of the params and secrets `template` needs but `values` lacks, and of values it does not
 * know (a typo would otherwise render as "undefined" in someone's SMS).
 */
export function templateProblems(template: MessageTemplate, params: Readonly<Record<string, string>>, secrets: Readonly<Record<string, string>>): string[] {
  const def = templateDef(template);
  const problems: string[] = [];
  for (const name of def.params) if (!params[name]) problems.push(`params.${name} is required`);
  for (const name of def.secrets) if (!secrets[name]) problems.push(`secrets.${name} is required`);
  const knownParams = new Set([...def.params, ...(def.optionalParams ?? [])]);
  for (const name of Object.keys(params)) if (!knownParams.has(name)) problems.push(`params.${name} is not used by ${template}`);
  for (const name of Object.keys(secrets)) if (!def.secrets.includes(name)) problems.push(`secrets.${name} is not used by ${template}`);
  if (def.expires && params['expiresInMinutes'] !== undefined && !/^[1-9]\d{0,4}$/.test(params['expiresInMinutes'])) {
    problems.push('params.expiresInMinutes must be a whole number of minutes');
  }
  return problems;
}
