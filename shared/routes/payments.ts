/** Payments: submit, follow progress, receipts and their delivery, PIN and confirmation answers, hosted payment forms. */
export { pay } from './payments/pay.js';
export { paymentStatus } from './payments/payment-status.js';
export { qrPaymentStatus } from './payments/qr-payment-status.js';
export { paymentReceipt } from './payments/payment-receipt.js';
export { smsReceipt } from './payments/sms-receipt.js';
export { emailReceipt } from './payments/email-receipt.js';
export { transactionPin } from './payments/transaction-pin.js';
export { transactionConfirm } from './payments/transaction-confirm.js';
export { paymentForm } from './payments/payment-form.js';
export { offlinePaymentForm } from './payments/offline-payment-form.js';
