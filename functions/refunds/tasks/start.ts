import { refundInput } from '../../../shared/refunds/tasks/inputs.js';
import { startRefund } from '../../../shared/refunds/tasks/lifecycle.js';

export const handler = async (event: unknown) => startRefund(refundInput(event));
