/** The QR schemes a dynamic code can be generated in. */
import * as z from 'zod/mini';

export const QR_CODE_TYPES = ['NONE', 'V2QR', 'GHQR', 'NIBSSQR', 'ZapperQR', 'SnapScanQR', 'PayShapQR', 'MtnMoMoQR'] as const;
export const qrCodeType = z.enum(QR_CODE_TYPES);
export type QrCodeType = z.infer<typeof qrCodeType>;
