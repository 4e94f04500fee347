/** QR codes: dynamic codes for a terminal, validation, EMV generation and decoding. */
export { generateDynamic } from './qr/generate-dynamic.js';
export { validateQr } from './qr/validate.js';
export { generateEmv } from './qr/generate-emv.js';
export { decode } from './qr/decode.js';
