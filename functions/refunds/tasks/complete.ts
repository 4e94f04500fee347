import { refundInput } from '../../../shared/refunds/tasks/inputs.js';
import { completeRefund } from '../../../shared/refunds/tasks/lifecycle.js';

export const handler = async (event: unknown) => completeRefund(refundInput(event));
