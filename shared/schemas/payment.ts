/**
 * Payments: the pay request (sources and destinations), payment status and receipt, receipt
 * delivery, the PIN and confirmation answers, and the hosted payment form queries. Each lives in a
 * module of its own, so a function builds only the schemas its route names; this module gathers them.
 */
export { emailReceiptBody, type EmailReceiptBody } from './email-receipt-body.js';
export { offlinePaymentFormQuery, type OfflinePaymentFormQuery } from './offline-payment-form-query.js';
export {
  bankAccountItem, billDestination, cardDestination, cardSource, cashItem, digitalWalletSource, merchantDestination, mobileWalletItem,
  payBody, paymentDestinations, paymentSources, paymentStatusWebhook, qrCodeDestination, RECURRENCE_INTERVALS, recurrenceSchedule,
  walletItem, type BankAccountItem, type BillDestination, type CardDestination, type CardSource, type CashItem, type DigitalWalletSource,
  type MerchantDestination, type MobileWalletItem, type PayBody, type PaymentDestinations, type PaymentSources,
  type PaymentStatusWebhook, type QrCodeDestination, type RecurrenceSchedule, type WalletItem,
} from './pay-body.js';
export { payResult, type PayResult } from './pay-result.js';
export { CHANNELS, channel, type Channel } from './payment-channel.js';
export { paymentFormQuery, type PaymentFormQuery } from './payment-form-query.js';
export { paymentReceiptResult, type PaymentReceiptResult } from './payment-receipt-result.js';
export {
  paymentConsumerResult, paymentLegResult, paymentStatusResult, type PaymentConsumerResult, type PaymentLegResult, type PaymentStatusResult,
} from './payment-status-result.js';
export { qrPaymentPath } from './qr-payment-path.js';
export { RECEIPT_TEMPLATE_NAMES, RECEIPT_TYPES, receiptType, type ReceiptTemplateName, type ReceiptType } from './receipt-kinds.js';
export { smsReceiptBody, type SmsReceiptBody } from './sms-receipt-body.js';
export { transactionConfirmBody, type TransactionConfirmBody } from './transaction-confirm-body.js';
export { transactionPinBody, type TransactionPinBody } from './transaction-pin-body.js';
