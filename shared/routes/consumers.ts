/** Consumer profiles (self-service and admin), KYC files and KYC decisions. */
export { createConsumer } from './consumers/create-consumer.js';
export { updateConsumer } from './consumers/update-consumer.js';
export { adminCreateConsumer } from './consumers/admin-create-consumer.js';
export { adminUpdateConsumer } from './consumers/admin-update-consumer.js';
export { adminGetConsumer } from './consumers/admin-get-consumer.js';
export { adminUploadFile } from './consumers/admin-upload-file.js';
export { adminGetFile } from './consumers/admin-get-file.js';
export { adminDeleteFile } from './consumers/admin-delete-file.js';
export { adminKycVerify } from './consumers/admin-kyc-verify.js';
export { adminKycReject } from './consumers/admin-kyc-reject.js';
export { getFile } from './consumers/get-file.js';
export { emailFile } from './consumers/email-file.js';
export { smsFile } from './consumers/sms-file.js';
