/**
 * Address of a consumer, merchant or lookup answer. The request and response shapes live in their
 * own modules so a function bundles only the one its route names; this module gathers them.
 */
export { address, addressType, type Address } from './address-input.js';
export { addressResult, type AddressResult } from './address-result.js';
export { ADDRESS_TYPES } from './address-types.js';
