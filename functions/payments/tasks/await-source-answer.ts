import { awaitInput } from '../../../shared/payments/tasks/inputs.js';
import { awaitSourceAnswer } from '../../../shared/payments/tasks/await-source-answer.js';

export const handler = async (event: unknown) => awaitSourceAnswer(awaitInput(event));
