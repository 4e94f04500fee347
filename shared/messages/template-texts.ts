/**
 * What each outbound message says, per channel: a short SMS text and an e-mail subject and text
 * body (templates.ts says what each template needs). Only the sender renders them.
 * A code is always written "code … is <code>" or "code: <code>", so tests and developers can pick
 * it out of a captured message (codeIn in test/integration/harness.ts).
 */
import type { Channel, MessageTemplate } from './templates.js';

export interface RenderedMessage {
  /** E-mail only. */
  subject?: string;
  text: string;
}

/** Values a template reads: the non-secret params and the unsealed secrets together. */
export type TemplateValues = Readonly<Record<string, string>>;

interface TemplateTexts {
  sms(v: TemplateValues): string;
  email(v: TemplateValues): Required<RenderedMessage>;
}

const greeting = (v: TemplateValues): string => (v['name'] ? `Hello ${v['name']},` : 'Hello,');
const minutes = (v: TemplateValues): string => (v['expiresInMinutes'] === '1' ? '1 minute' : `${v['expiresInMinutes']} minutes`);
// A receipt of a refunded payment says how much was given back (its amounts stay the original total).
const refundedSms = (v: TemplateValues): string => (v['refunded'] ? ` (${v['refunded']} refunded)` : '');
const refundedLine = (v: TemplateValues): string => (v['refunded'] ? `    Refunded:  ${v['refunded']}\n` : '');
const IGNORE = 'If you did not ask for it, ignore this message and do not share the code with anyone.';

const TEXTS: Record<MessageTemplate, TemplateTexts> = {
  otp: {
    sms: (v) => `Your code to ${v['purpose']} is ${v['code']}. It expires in ${minutes(v)}. Never share it.`,
    email: (v) => ({
      subject: 'Your verification code',
      text: `${greeting(v)}\n\nYour code to ${v['purpose']} is:\n\n    ${v['code']}\n\nIt expires in ${minutes(v)}. ${IGNORE}\n`,
    }),
  },
  'password-reset': {
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
  'contact-changed': {
    sms: (v) => `Your ${v['what']} was changed to ${v['replacement']} on ${v['at']}. Not you? Reset your password and contact support now.`,
    email: (v) => ({
      subject: `Your ${v['what']} was changed`,
      text:
        `${greeting(v)}\n\nThe ${v['what']} of your account was changed to ${v['replacement']} on ${v['at']}. ` +
        `This address will no longer receive its messages.\n\nIf you did not make this change, reset your password and contact support at once.\n`,
    }),
  },
  'receipt-consumer': {
    sms: (v) => `Receipt ${v['reference']}: ${v['amounts']} ${v['status']}${refundedSms(v)} ${v['date']}.${v['destinations'] ? ` To ${v['destinations']}.` : ''} From ${v['sources']}.`,
    email: (v) => ({
      subject: `Your receipt ${v['reference']}: ${v['amounts']} ${v['status']}`,
      text:
        `${greeting(v)}\n\nYour payment ${v['reference']} is ${v['status']}.\n\n` +
        `    Amount:    ${v['amounts']}\n${refundedLine(v)}    Date:      ${v['date']}\n` +
        (v['destinations'] ? `    Paid to:   ${v['destinations']}\n` : '') +
        `    Paid from: ${v['sources']}\n\nKeep this e-mail as your receipt.\n`,
    }),
  },
  'receipt-merchant': {
    sms: (v) => `Payment ${v['reference']} ${v['status']} ${v['date']}: received ${v['received']} of ${v['amounts']}${refundedSms(v)}.${v['sources'] ? ` From ${v['sources']}.` : ''}`,
    email: (v) => ({
      subject: `Payment ${v['reference']} received: ${v['received']}`,
      text:
        `${greeting(v)}\n\nPayment ${v['reference']} is ${v['status']}.\n\n` +
        `    Received:  ${v['received']}\n    Total:     ${v['amounts']}\n${refundedLine(v)}    Date:      ${v['date']}\n` +
        (v['destinations'] ? `    Paid to:   ${v['destinations']}\n` : '') +
        (v['sources'] ? `    Paid from: ${v['sources']}\n` : '') +
        '\nThis is the merchant copy of the receipt.\n',
    }),
  },
};

/** The text for one channel. */
export function render(template: MessageTemplate, channel: Channel, values: TemplateValues): RenderedMessage {
  const texts = TEXTS[template];
  return channel === 'sms' ? { text: texts.sms(values) } : texts.email(values);
}
