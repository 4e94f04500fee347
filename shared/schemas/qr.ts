/**
 * QR codes: dynamic generation for a terminal, validation, EMV generation and decoding. Each lives in
 * a module of its own, so a function builds only the schemas its route names; this module gathers them.
 */
export { decodedQrResult, decodeQrQuery, type DecodedQrResult, type DecodeQrQuery } from './decoded-qr.js';
export { dynamicQrBody, type DynamicQrBody } from './dynamic-qr-body.js';
export { ADDITIONAL_INFO_NAMES } from './emv-additional-info.js';
export { EMV_OUTPUT_FORMATS, emvQrBody, emvQrQuery, type EmvQrBody, type EmvQrQuery } from './emv-qr-request.js';
export { QR_CODE_TYPES, qrCodeType, type QrCodeType } from './qr-code-type.js';
export { validateQrBody, validateQrResult, type ValidateQrBody, type ValidateQrResult } from './validate-qr.js';
