import { refundInput } from '../../../shared/refunds/tasks/inputs.js';
import { giveBackToSource } from '../../../shared/refunds/tasks/steps.js';

export const handler = async (event: unknown) => giveBackToSource(refundInput(event));
