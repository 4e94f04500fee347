import { endpoint } from '../../shared/http/endpoint.js';
import { openOfflinePaymentForm } from '../../shared/payment-form/offline.js';
import { offlinePaymentForm } from '../../shared/routes/payments/offline-payment-form.js';

export const handler = endpoint(offlinePaymentForm, async ({ caller, query, apiBase }) => openOfflinePaymentForm(caller, query.x, apiBase));
