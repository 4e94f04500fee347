import { compensateRefundInput } from '../../../shared/refunds/tasks/inputs.js';
import { compensateRefund } from '../../../shared/refunds/tasks/lifecycle.js';

export const handler = async (event: unknown) => compensateRefund(compensateRefundInput(event));
