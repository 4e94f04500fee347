import { paymentInput } from '../../../shared/payments/tasks/inputs.js';
import { completePayment } from '../../../shared/payments/tasks/complete-payment.js';

const input = paymentInput();

export const handler = async (event: unknown) => completePayment(input.parse(event));
