import { compensateInput } from '../../../shared/payments/tasks/inputs.js';
import { compensatePayment } from '../../../shared/payments/tasks/compensate-payment.js';

export const handler = async (event: unknown) => compensatePayment(compensateInput(event));
