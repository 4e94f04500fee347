import { paymentInput } from '../../../shared/payments/tasks/inputs.js';
import { startPayment } from '../../../shared/payments/tasks/start-payment.js';

export const handler = async (event: unknown) => startPayment(paymentInput.parse(event));
