import { legInput } from '../../../shared/payments/tasks/inputs.js';
import { creditDestination } from '../../../shared/payments/tasks/credit-destination.js';

const input = legInput();

export const handler = async (event: unknown) => creditDestination(input.parse(event));
