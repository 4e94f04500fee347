import { awaitInput } from '../../../shared/payments/tasks/inputs.js';
import { awaitSourceAnswer } from '../../../shared/payments/tasks/steps.js';

export const handler = async (event: unknown) => awaitSourceAnswer(awaitInput.parse(event));
