/**
 * What each outbound message says, per channel: a short SMS text and an e-mail subject and text
 * body. Adding a template (a receipt, say) is one more entry in TEMPLATES: the type of
 * `OutboundMessage.template` and the checks at write time follow from it.
 * A code is always written "code … is <code>" or "code: <code>", so tests and developers can pick
 * it out of a captured message (codeIn in test/integration/harness.ts).
 */

export type Channel = 'email' | 'sms';

export interface RenderedMessage {
  /** E-mail only. */
  subject?: string;
  text: string;
}

/** Values a template reads: the non-secret params and the unsealed secrets together. */
export type TemplateValues = Readonly<Record<string, string>>;

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
  sms(v: TemplateValues): string;
  email(v: TemplateValues): Required<RenderedMessage>;
}

const greeting = (v: TemplateValues): string => (v['name'] ? `Hello ${v['name']},` : 'Hello,');
const minutes = (v: TemplateValues): string => (v['expiresInMinutes'] === '1' ? '1 minute' : `${v['expiresInMinutes']} minutes`);
const IGNORE = 'If you did not ask for it, ignore this message and do not share the code with anyone.';

export const TEMPLATES = {
  otp: {
    params: ['purpose', 'expiresInMinutes'],
    optionalParams: ['name'],
    secrets: ['code'],
    expires: true,
    sms: (v) => `Your code to ${v['purpose']} is ${v['code']}. It expires in ${minutes(v)}. Never share it.`,
    email: (v) => ({
      subject: 'Your verification code',
      text: `${greeting(v)}\n\nYour code to ${v['purpose']} is:\n\n    ${v['code']}\n\nIt expires in ${minutes(v)}. ${IGNORE}\n`,
    }),
  },
  'password-reset': {
    // The anonymous password change asks for both the code and the user reference.
    params: ['userReference', 'expiresInMinutes'],
    optionalParams: ['name'],
    secrets: ['resetCode'],
    expires: true,
    // Fits one SMS segment with a UUID code and a UUID user reference (143 characters at 60 minutes).
    sms: (v) => `Password reset code: ${v['resetCode']} for user ${v['userReference']}. Expires in ${minutes(v)}. Never share it.`,
    email: (v) => ({
      subject: 'Reset your password',
      text:
        `${greeting(v)}\n\nTo choose a new password, enter these two values:\n\n` +
        `    Reset code:     ${v['resetCode']}\n    User reference: ${v['userReference']}\n\n` +
        `The code expires in ${minutes(v)}. ${IGNORE}\n`,
    }),
  },
  // Receipts (shared/payments/receipts.ts renders every value: amounts in major units, masked
  // sources, never a card number). No secrets: a receipt holds nothing a reader of the payment may not see.
  'receipt-consumer': {
    params: ['reference', 'status', 'date', 'amounts', 'sources'],
    optionalParams: ['destinations', 'name'],
    secrets: [],
    sms: (v) => `Receipt ${v['reference']}: ${v['amounts']} ${v['status']} ${v['date']}.${v['destinations'] ? ` To ${v['destinations']}.` : ''} From ${v['sources']}.`,
    email: (v) => ({
      subject: `Your receipt ${v['reference']}: ${v['amounts']} ${v['status']}`,
      text:
        `${greeting(v)}\n\nYour payment ${v['reference']} is ${v['status']}.\n\n` +
        `    Amount:    ${v['amounts']}\n    Date:      ${v['date']}\n` +
        (v['destinations'] ? `    Paid to:   ${v['destinations']}\n` : '') +
        `    Paid from: ${v['sources']}\n\nKeep this e-mail as your receipt.\n`,
    }),
  },
  'receipt-merchant': {
    params: ['reference', 'status', 'date', 'amounts', 'received'],
    optionalParams: ['sources', 'destinations', 'name'],
    secrets: [],
    sms: (v) => `Payment ${v['reference']} ${v['status']} ${v['date']}: received ${v['received']} of ${v['amounts']}.${v['sources'] ? ` From ${v['sources']}.` : ''}`,
    email: (v) => ({
      subject: `Payment ${v['reference']} received: ${v['received']}`,
      text:
        `${greeting(v)}\n\nPayment ${v['reference']} is ${v['status']}.\n\n` +
        `    Received:  ${v['received']}\n    Total:     ${v['amounts']}\n    Date:      ${v['date']}\n` +
        (v['destinations'] ? `    Paid to:   ${v['destinations']}\n` : '') +
        (v['sources'] ? `    Paid from: ${v['sources']}\n` : '') +
        '\nThis is the merchant copy of the receipt.\n',
    }),
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

/** The text for one channel. */
export function render(template: MessageTemplate, channel: Channel, values: TemplateValues): RenderedMessage {
  const def = templateDef(template);
  return channel === 'sms' ? { text: def.sms(values) } : def.email(values);
}
