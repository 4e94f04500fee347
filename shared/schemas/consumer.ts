/**
 * Consumer profile: request body (one shape for create and update, self-service and admin) and the
 * basic and full results. Each part lives in its own module so a function bundles only the schemas
 * its route names; this module gathers them for importers that want them all.
 */
export { consumerBasic, consumerBasicFields, type ConsumerBasic } from './consumer-basic.js';
export { consumerBasicResult, type ConsumerBasicResult } from './consumer-basic-result.js';
export {
  consumerBody, consumerUpdateBody, type ConsumerAccountsInput, type ConsumerBody, type ConsumerUpdateBody,
} from './consumer-bodies.js';
export { consumerFullResult, type ConsumerFullResult } from './consumer-full-result.js';
export { gender, GENDERS, KYC_STATUSES, kycStatusSummary, type Gender, type KycStatusSummary } from './consumer-status.js';
