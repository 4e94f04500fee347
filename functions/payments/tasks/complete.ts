import { paymentInput } from '../../../shared/payments/tasks/inputs.js';
import { completePayment } from '../../../shared/payments/tasks/complete-payment.js';

export const handler = async (event: unknown) => completePayment(paymentInput(event));
