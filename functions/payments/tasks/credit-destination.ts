import { legInput } from '../../../shared/payments/tasks/inputs.js';
import { creditDestination } from '../../../shared/payments/tasks/steps.js';

export const handler = async (event: unknown) => creditDestination(legInput.parse(event));
