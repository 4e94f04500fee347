import { awaitInput } from '../../../shared/payments/tasks/inputs.js';
import { awaitSourceAnswer } from '../../../shared/payments/tasks/await-source-answer.js';

const input = awaitInput();

export const handler = async (event: unknown) => awaitSourceAnswer(input.parse(event));
