/** Payments: submit, follow progress, receipts and their delivery, PIN and confirmation answers, hosted payment forms. */
import { route } from '../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../http/schemas.js';
import {
  emailReceiptBody, offlinePaymentFormQuery, payBody, paymentFormQuery, paymentReceiptResult, paymentStatusResult, payResult,
  qrPaymentPath, smsReceiptBody, transactionConfirmBody, transactionPinBody,
} from '../schemas/payment.js';

const domain = 'payments';

export const pay = route({
  method: 'POST', path: '/v1/pay', auth: 'access', domain, handler: 'payments/pay',
  schemas: { query: noQuery(), body: payBody, response: payResult },
  // signingKey: the Idempotency-Key record keeps an HMAC of the body under a key derived from the platform secret.
  successStatus: 200, implemented: true, resources: { table: 'readwrite', workflows: ['payment'], signingKey: true }, acceptsPaymentForm: true, answersGone: true,
  summary: 'Submits a payment from one or more sources to one or more destinations; returns its reference.',
});

export const paymentStatus = route({
  method: 'GET', path: '/v1/pay/status/{paymentReference}', auth: 'access', domain, handler: 'payments/payment-status',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), response: paymentStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'read' }, acceptsPaymentForm: true,
  summary: 'Progress of a payment; polls closer than 1 s apart get the cached answer.',
});

export const qrPaymentStatus = route({
  method: 'GET', path: '/v1/pay/status/qrpayment/{billReference}', auth: 'access', domain, handler: 'payments/qr-payment-status',
  schemas: { path: qrPaymentPath, query: noQuery(), response: paymentStatusResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Progress of the payment of a QR bill; polls closer than 1 s apart get the cached answer.',
});

export const paymentReceipt = route({
  method: 'GET', path: '/v1/pay/receipt/{paymentReference}', auth: 'access', domain, handler: 'payments/payment-receipt',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), response: paymentReceiptResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Receipt of a payment: its status plus line items.',
});

export const smsReceipt = route({
  method: 'POST', path: '/v1/notification/sms/{paymentReference}', auth: 'access', domain, handler: 'payments/sms-receipt',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), body: smsReceiptBody, response: SUCCESS_ONLY },
  // readwrite: the outbox item and the daily send counter (no secrets, so no signingKey).
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['messages'] },
  summary: 'Sends the consumer or merchant receipt of a payment by SMS.',
});

export const emailReceipt = route({
  method: 'POST', path: '/v1/notification/email/{paymentReference}', auth: 'access', domain, handler: 'payments/email-receipt',
  schemas: { path: uuidPath('paymentReference'), query: noQuery(), body: emailReceiptBody, response: SUCCESS_ONLY },
  // readwrite: the outbox item and the daily send counter (no secrets, so no signingKey).
  successStatus: 200, implemented: true, resources: { table: 'readwrite', queues: ['messages'] }, acceptsPaymentForm: true,
  summary: 'Sends the consumer or merchant receipt of a payment by e-mail, with a named or the default template.',
});

export const transactionPin = route({
  method: 'POST', path: '/v1/transaction/pin/{transactionReference}', auth: 'access', domain, handler: 'payments/transaction-pin',
  schemas: { path: uuidPath('transactionReference'), query: noQuery(), body: transactionPinBody, response: SUCCESS_ONLY },
  successStatus: 202, implemented: true, resources: { table: 'readwrite', workflows: ['payment'] }, acceptsPaymentForm: true,
  summary: 'Supplies the PIN or voucher code a transaction waits for; the payment resumes asynchronously.',
});

export const transactionConfirm = route({
  method: 'POST', path: '/v1/transaction/confirm/{transactionReference}', auth: 'access', domain, handler: 'payments/transaction-confirm',
  schemas: { path: uuidPath('transactionReference'), query: noQuery(), body: transactionConfirmBody, response: SUCCESS_ONLY },
  successStatus: 202, implemented: true, resources: { table: 'readwrite', workflows: ['payment'] }, acceptsPaymentForm: true,
  summary: 'Confirms (true) or cancels (false) a transaction waiting for confirmation.',
});

// The hosted form is the HTML page itself (FORM-1): the interface's "string" is the document, served
// raw with its Content-Security-Policy, so a browser can open it.
export const paymentForm = route({
  method: 'GET', path: '/v1/merchant/payment/form/{terminalOrMerchantOrQrCodeReference}', auth: 'access', domain,
  handler: 'payments/payment-form',
  schemas: { path: uuidPath('terminalOrMerchantOrQrCodeReference'), query: paymentFormQuery },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, rawResponse: true, rawContentType: 'text/html', answersGone: true,
  summary: 'Hosted payment form (an HTML page) for a terminal, merchant or QR bill; opens a single-use form session.',
});

export const offlinePaymentForm = route({
  method: 'GET', path: '/v1/merchant/payment/form/offline', auth: 'access', domain, handler: 'payments/offline-payment-form',
  schemas: { query: offlinePaymentFormQuery },
  successStatus: 200, implemented: true, resources: { table: 'readwrite', signingKey: true }, rawResponse: true, rawContentType: 'text/html', answersGone: true,
  summary: 'Hosted payment form (an HTML page) from a signed offline link (?x=ClientTimestamp|Reference|AmountInCents|ClientReference|Signature).',
});
