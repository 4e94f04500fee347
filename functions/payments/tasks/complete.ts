import { paymentInput } from '../../../shared/payments/tasks/inputs.js';
import { completePayment } from '../../../shared/payments/tasks/steps.js';

export const handler = async (event: unknown) => completePayment(paymentInput.parse(event));
