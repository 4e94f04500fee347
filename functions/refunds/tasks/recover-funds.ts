import { refundInput } from '../../../shared/refunds/tasks/inputs.js';
import { recoverFunds } from '../../../shared/refunds/tasks/steps.js';

export const handler = async (event: unknown) => recoverFunds(refundInput(event));
