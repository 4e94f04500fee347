/**
 * The numbers and descriptions the interface shows for a code's type and presentation
 * (docs/decisions/qr.md, QR-16): qrType is the index in QR_CODE_TYPES, qrPresentationType is EMV's
 * Point of Initiation value where there is one.
 */
import { QR_CODE_TYPES, type QrCodeType } from '../schemas/qr-code-type.js';

/** qrType: NONE 0, V2QR 1, GHQR 2, NIBSSQR 3, ZapperQR 4, SnapScanQR 5, PayShapQR 6, MtnMoMoQR 7. */
export const qrTypeNumber = (type: QrCodeType): number => QR_CODE_TYPES.indexOf(type);

/** The type a number or a name (case ignored) stands for; undefined when neither. */
export function qrTypeOf(given: number | string): QrCodeType | undefined {
  if (typeof given === 'number') return QR_CODE_TYPES[given];
  return QR_CODE_TYPES.find((type) => type.toLowerCase() === given.trim().toLowerCase());
}

/** By scheme profile name: NONE covers several (plain EMV, KHQR, consumer-presented). */
const SCHEME_DESCRIPTIONS: Readonly<Record<string, string>> = {
  EMV: 'EMV merchant-presented code of no regional scheme',
  KHQR: 'KHQR (Bakong, Cambodia): an EMV merchant-presented code with no qrCodeType of its own',
  'EMV-CPM': 'EMV consumer-presented code (a payer\'s card; not payable to)',
  V2QR: 'V2QR',
  GHQR: 'GHQR: Ghana\'s national EMV code (GhIPSS)',
  NIBSSQR: 'NIBSS NQR: Nigeria\'s national EMV code',
  ZapperQR: 'Zapper code (South Africa; a URL, not EMV)',
  SnapScanQR: 'SnapScan code (South Africa; a URL, not EMV)',
  PayShapQR: 'PayShap code (South Africa; provisional profile, QR-10)',
  MtnMoMoQR: 'MTN MoMo code (provisional profile, QR-11)',
};

export function qrTypeDescription(scheme: string, type: QrCodeType): string {
  return SCHEME_DESCRIPTIONS[scheme] ?? type;
}

/** qrPresentationType values and their names; 11 and 12 are EMV tag 01's own values. */
export const PRESENTATION = {
  NotStated: 0,
  Static: 11,
  Dynamic: 12,
  ConsumerPresented: 20,
} as const;
export type PresentationName = keyof typeof PRESENTATION;

const PRESENTATION_DESCRIPTIONS: Readonly<Record<number, string>> = {
  [PRESENTATION.NotStated]: 'Not stated: the code has no valid Point of Initiation Method',
  [PRESENTATION.Static]: 'Static: one code for many payments (EMV 01 = 11)',
  [PRESENTATION.Dynamic]: 'Dynamic: a code for one payment (EMV 01 = 12)',
  [PRESENTATION.ConsumerPresented]: 'Consumer-presented: the payer shows the code (EMV CPM)',
};

export const presentationDescription = (code: number): string => PRESENTATION_DESCRIPTIONS[code] ?? 'Unknown';

/** The number a presentation type given as number or name (case ignored) stands for; undefined when neither. */
export function presentationOf(given: number | string): number | undefined {
  if (typeof given === 'number') return Object.values<number>(PRESENTATION).includes(given) ? given : undefined;
  const name = (Object.keys(PRESENTATION) as PresentationName[]).find((key) => key.toLowerCase() === given.trim().toLowerCase());
  return name === undefined ? undefined : PRESENTATION[name];
}
