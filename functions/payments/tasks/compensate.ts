import { compensateInput } from '../../../shared/payments/tasks/inputs.js';
import { compensatePayment } from '../../../shared/payments/tasks/compensate-payment.js';

const input = compensateInput();

export const handler = async (event: unknown) => compensatePayment(input.parse(event));
