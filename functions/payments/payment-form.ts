import { endpoint } from '../../shared/http/endpoint.js';
import { openPaymentForm } from '../../shared/payment-form/open.js';
import { paymentForm } from '../../shared/routes/payments/payment-form.js';

export const handler = endpoint(paymentForm, async ({ caller, path, query, apiBase }) => openPaymentForm(caller, path.terminalOrMerchantOrQrCodeReference, query, apiBase));
