/**
 * Zapper (South Africa): not EMV but a URL, http://{n}.zap.pe?t={type}&i={merchantId}:{siteId}:{section}…
 * where each section is {n}[{field}|{value}|{type},…]. Field meanings are reverse-engineered from
 * integrations (34 amount, 33/66 reference, 38 merchant name, 39 currency): docs/decisions/qr.md, QR-9.
 */
import type { QrIssue } from '../types.js';
import { present, type QrSchemeDetector, type QrSchemeProfile } from './profile.js';

const HOST = /^https?:\/\/(?:\d+\.)?zap\.pe\/?(?:\?(.*))?$/i;
const NAMED: Readonly<Record<string, string>> = { '34': 'amount', '33': 'reference', '66': 'reference', '38': 'merchantName', '39': 'currency' };

interface ZapperCode {
  readonly codeType?: string;
  readonly merchantId?: string;
  readonly siteId?: string;
  readonly values: Readonly<Record<string, string>>;
}

function parse(payload: string): ZapperCode | undefined {
  const match = payload.trim().match(HOST);
  if (!match) return undefined;
  const query = new URLSearchParams(match[1] ?? '');
  const [merchantId, siteId, ...sections] = (query.get('i') ?? '').split(':');
  const values: Record<string, string> = {};
  for (const section of sections) {
    const body = section.match(/^\d+\[(.*)$/)?.[1] ?? '';
    for (const item of body.split(',')) {
      const [code, value] = item.split('|');
      const name = NAMED[(code ?? '').replace(/\D/g, '')];
      if (name && value !== undefined) values[name] ??= value;
    }
  }
  return { codeType: query.get('t') ?? undefined, merchantId: merchantId || undefined, siteId: siteId || undefined, values };
}

export const zapperDetector: QrSchemeDetector = {
  name: 'ZapperQR',
  qrCodeType: 'ZapperQR',
  detect: (input) => parse(input.payload) !== undefined,
};

export const zapper: QrSchemeProfile = {
  detector: zapperDetector,
  describe(input) {
    const code = parse(input.payload);
    return present({ codeType: code?.codeType, merchantId: code?.merchantId, siteId: code?.siteId, ...code?.values });
  },
  warnings(input) {
    const code = parse(input.payload);
    const found: QrIssue[] = [];
    if (!code?.merchantId || !/^\d+$/.test(code.merchantId)) found.push({ code: 'SCHEME_RULE', field: 'merchantId', message: 'The Zapper code has no numeric merchant ID.' });
    if (!code?.siteId || !/^\d+$/.test(code.siteId)) found.push({ code: 'SCHEME_RULE', field: 'siteId', message: 'The Zapper code has no numeric site ID.' });
    const amount = code?.values['amount'];
    if (amount && !/^\d+(?:\.\d{1,2})?$/.test(amount)) found.push({ code: 'BAD_FORMAT', field: 'amount', message: `Zapper amount "${amount}" is not a decimal amount.` });
    return found;
  },
};
